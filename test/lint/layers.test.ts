import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLayers, violationLines } from './layers.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CRUISE_TIMEOUT = 120_000;

describe('the layers of the real tree', () => {
  it('have no import circle (type-only included), no upward arrow, and reach the engine by its front door only', async () => {
    const report = await checkLayers(ROOT, ['src', 'commands']);
    expect(violationLines(report.violations)).toEqual([]);
    expect({ errors: report.errors, warnings: report.warnings, infos: report.infos }).toEqual({ errors: 0, warnings: 0, infos: 0 });
    // The cruise really read the tree (a wrong root or resolver would pass with nothing in it).
    expect(report.modules).toBeGreaterThan(250);
  }, CRUISE_TIMEOUT);
});

/** A small tree laid out like ours, every arrow pointing down, so the rules pass on it. */
const CLEAN: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, verbatimModuleSyntax: true, noEmit: true } }),
  'src/content/schema.ts': 'export interface Pack { id: string }\n',
  'src/engine/deck.ts': "import type { Pack } from '../content/schema.js';\nexport const drawOne = (p: Pack): string => p.id;\n",
  'src/engine/cards.ts': "import { drawOne } from './deck.js';\nexport const dealt = (): string => drawOne({ id: 'a' });\n",
  'src/engine/index.ts': "export { dealt } from './cards.js';\n",
  'src/render/board.ts': 'export interface Box { x: number }\n',
  'src/render/legend.ts': "import type { Box } from './board.js';\nimport { dealt } from '../engine/index.js';\nexport interface Entry { box: Box }\nexport const label = dealt;\n",
  'src/player/plan.ts': "import { dealt } from '../engine/index.js';\nexport const plan = dealt;\n",
  'src/bot/router.ts': "import { label } from '../render/legend.js';\nimport { plan } from '../player/plan.js';\nexport const route = (): string => label() + plan();\n",
  'commands/play.ts': "import { route } from '../src/bot/router.js';\nexport const execute = route;\n",
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The clean tree with `planted` files added or replaced, in a fresh temporary folder. */
function fixture(planted: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  made.push(dir);
  for (const [path, text] of Object.entries({ ...CLEAN, ...planted })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function violationsIn(planted: Record<string, string>): Promise<string[]> {
  const report = await checkLayers(fixture(planted), ['src', 'commands']);
  return violationLines(report.violations);
}

describe('the same rules on a planted tree', () => {
  it('pass the clean tree, which reads every layer it may', async () => {
    expect(await violationsIn({})).toEqual([]);
  }, CRUISE_TIMEOUT);

  it('fail on a circle', async () => {
    const lines = await violationsIn({ 'src/engine/deck.ts': "import type { Pack } from '../content/schema.js';\nimport { dealt } from './cards.js';\nexport const drawOne = (p: Pack): string => p.id;\nexport const again = (): string => dealt();\n" });
    expect(lines).toEqual(['no-circular: src/engine/cards.ts -> src/engine/deck.ts (circle: src/engine/cards.ts -> src/engine/deck.ts -> src/engine/cards.ts)']);
  }, CRUISE_TIMEOUT);

  it('fail on a circle closed only by type imports', async () => {
    const lines = await violationsIn({ 'src/render/board.ts': "import type { Entry } from './legend.js';\nexport interface Box { x: number; entry?: Entry }\n" });
    expect(lines).toEqual(['no-circular: src/render/board.ts -> src/render/legend.ts (circle: src/render/board.ts -> src/render/legend.ts -> src/render/board.ts)']);
  }, CRUISE_TIMEOUT);

  it('fail on an arrow pointing up: the engine reading the bot', async () => {
    const lines = await violationsIn({ 'src/engine/cards.ts': "import { drawOne } from './deck.js';\nimport { route } from '../bot/router.js';\nexport const dealt = (): string => drawOne({ id: 'a' });\nexport const later = route;\n" });
    // The bot reads the engine through render and the player, so this arrow also closes a circle.
    expect(lines).toEqual(expect.arrayContaining(['engine-reads-only-content: src/engine/cards.ts -> src/bot/router.ts', 'bot-only-from-above: src/engine/cards.ts -> src/bot/router.ts']));
    expect(lines.some((l) => l.startsWith('no-circular: '))).toBe(true);
  }, CRUISE_TIMEOUT);

  it('fail on content reading the engine, render reading the bot, and db reading render', async () => {
    const lines = await violationsIn({
      'src/content/load.ts': "import { dealt } from '../engine/index.js';\nexport const load = dealt;\n",
      'src/render/hint.ts': "import { route } from '../bot/router.js';\nexport const hint = route;\n",
      'src/db/games.ts': "import type { Box } from '../render/board.js';\nexport type Saved = Box;\n",
    });
    expect(lines).toEqual([
      'content-is-the-bottom: src/content/load.ts -> src/engine/index.ts',
      'db-stays-below-the-bot: src/db/games.ts -> src/render/board.ts',
      'bot-only-from-above: src/render/hint.ts -> src/bot/router.ts',
      'render-reads-views: src/render/hint.ts -> src/bot/router.ts',
    ].sort());
  }, CRUISE_TIMEOUT);

  it('fail on the player reaching past the engine\'s front door', async () => {
    const lines = await violationsIn({ 'src/player/plan.ts': "import { drawOne } from '../engine/deck.js';\nexport const plan = (): string => drawOne({ id: 'b' });\n" });
    expect(lines).toEqual(['engine-front-door: src/player/plan.ts -> src/engine/deck.ts']);
  }, CRUISE_TIMEOUT);

  it('fail on an import nobody can follow, which would hide its arrow', async () => {
    const lines = await violationsIn({ 'src/player/plan.ts': "import { dealt } from '../engine/gone.js';\nexport const plan = dealt;\n" });
    expect(lines).toEqual(['resolvable: src/player/plan.ts -> ../engine/gone.js']);
  }, CRUISE_TIMEOUT);
});
