import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { join } from 'node:path';

/**
 * The layers of the architecture brief (top to bottom): commands -> bot -> db / render / player ->
 * engine -> content, with the entry points (src/index.ts, src/shard.ts, src/runBot.ts, the shard
 * manager) and the dev CLI above them all. Arrows point down only, so every rule names what a
 * layer may read and forbids the rest; paths are relative to the cruised root, so the same rules
 * judge the real tree and the planted fixtures in layers.test.ts.
 */
const OURS = '^(src|commands)/';

/** Everything of ours except `allowed` (regular expressions over paths). */
function onlyReads(name: string, from: string, allowed: string[], comment: string): IForbiddenRuleType {
  return { name, comment, severity: 'error', from: { path: from }, to: { path: OURS, pathNot: allowed } };
}

export const LAYER_RULES: IForbiddenRuleType[] = [
  {
    name: 'no-circular',
    comment: 'A circle, even one closed only by a type import, means two files cannot be understood (or moved) apart.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'resolvable',
    comment: 'An import the cruiser cannot follow would hide its arrow from every other rule.',
    severity: 'error',
    from: {},
    to: { couldNotResolve: true },
  },
  onlyReads('content-is-the-bottom', '^src/content/', ['^src/content/'], 'The packs and their schemas know nothing of the rules that use them.'),
  onlyReads('engine-reads-only-content', '^src/engine/', ['^src/(engine|content)/'], 'The rules are pure: no Discord, database, picture or player in them.'),
  onlyReads('player-reads-the-engine', '^src/player/', ['^src/(player|engine|content)/'], 'The strong player sits beside render and db: it knows the rules, never the bot or the CLI.'),
  onlyReads('render-reads-views', '^src/render/', ['^src/(render|engine)/', '^src/typescriptWorker\\.ts$'], 'A picture is drawn from a view only, so a hidden fact cannot reach an image by accident.'),
  onlyReads('db-stays-below-the-bot', '^src/db/', ['^src/(db|engine|content)/', '^src/shards/scope\\.ts$'], 'Storage loads and saves games; it neither draws nor talks to Discord.'),
  onlyReads('leaves-read-nothing', '^src/(config|typescriptWorker)\\.ts$|^src/shards/scope\\.ts$', [], 'Shared helpers every layer may use: they must not pull a layer in with them.'),
  {
    name: 'engine-front-door',
    comment: 'Outside the engine, only src/engine/index.ts may be imported: what it exports is the contract, the rest may change.',
    severity: 'error',
    from: { pathNot: '^src/(engine|content)/' },
    to: { path: '^src/engine/', pathNot: '^src/engine/index\\.ts$' },
  },
  {
    name: 'bot-only-from-above',
    comment: 'Only the slash commands and the entry points start the bot.',
    severity: 'error',
    from: { pathNot: '^(src/bot/|commands/|src/(index|shard|runBot)\\.ts$|src/shards/manager\\.ts$)' },
    to: { path: '^src/bot/' },
  },
  {
    name: 'commands-only-from-entry-points',
    // deployCommands.ts is the script `npm run deploy-commands` as well as runBot's helper: it registers the command list.
    comment: 'The command list is read only by the entry points that register it with Discord.',
    severity: 'error',
    from: { pathNot: '^(commands/|src/runBot\\.ts$|src/bot/deployCommands\\.ts$)' },
    to: { path: '^commands/' },
  },
  {
    name: 'cli-is-a-top',
    comment: 'The dev CLI drives the engine, the player and the pictures; nothing runs on it.',
    severity: 'error',
    from: { pathNot: '^src/cli/' },
    to: { path: '^src/cli/' },
  },
  {
    name: 'entry-points-are-tops',
    comment: 'A process starts at src/index.ts or src/shard.ts; runBot.ts is shared by them and the shard manager only.',
    severity: 'error',
    from: { pathNot: '^src/(index|shard)\\.ts$|^src/shards/manager\\.ts$' },
    to: { path: '^src/(index|shard|runBot)\\.ts$' },
  },
];

export interface LayerReport {
  modules: number;
  violations: IViolation[];
  errors: number;
  warnings: number;
  infos: number;
}

/** Cruises `roots` (relative to `baseDir`) with the layer rules, type-only imports included. */
export async function checkLayers(baseDir: string, roots: string[]): Promise<LayerReport> {
  const tsConfigFile = join(baseDir, 'tsconfig.json');
  const reported = await cruise(
    roots,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: LAYER_RULES },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsConfigFile },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const result = reported.output as ICruiseResult;
  const s = result.summary;
  return { modules: s.totalCruised, violations: s.violations, errors: s.error, warnings: s.warn, infos: s.info };
}

/** One line per violation, as a reader would want it in a failed test. */
export function violationLines(violations: readonly IViolation[]): string[] {
  return violations.map((v) => {
    const circle = v.cycle?.length ? ` (circle: ${[v.from, ...v.cycle.map((c) => c.name)].join(' -> ')})` : '';
    return `${v.rule.name}: ${v.from} -> ${v.to}${circle}`;
  });
}
