/**
 * Boxes that never ship: each plays in the tests exactly as a real box does, but its module is
 * listed here, not in `MODULES` (src/engine/modules/index.ts), and its pack lives under
 * test/boxes/assets/, not assets/. Importing this file registers them, as src/engine/register.ts
 * registers the real ones; vitest runs each test file in its own module graph, so only the test
 * files that import it see them. docs/adding-a-box.md says how a box is added to either list.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { content, loadKillerPack, type Content } from '../../src/content/load.js';
import type { KillerPack } from '../../src/content/schema.js';
import '../../src/engine/index.js';
import { moduleList } from '../../src/engine/modules/index.js';
import { registerModule } from '../../src/engine/modules/registry.js';
import type { RulesModule } from '../../src/engine/modules/hooks.js';
import { testHowlerModule } from './testHowler/index.js';

/** The test-only boxes' modules, each under its camel-case id (as `MODULES`). */
export const TEST_MODULES = moduleList({
  testHowler: testHowlerModule,
});

for (const m of Object.values<RulesModule>(TEST_MODULES)) registerModule(m);

/** Where the test-only packs live: killers/<id>/killer.json, as under assets/. */
export const TEST_ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

/** The project's content plus every test-only Killer pack, each checked as start-up checks the real ones. */
export function withTestBoxes(base: Content = content()): Content {
  const killers: Record<string, KillerPack> = { ...base.killers };
  const folders = readdirSync(join(TEST_ASSETS_DIR, 'killers'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const k of folders) {
    const pack = loadKillerPack(join(TEST_ASSETS_DIR, 'killers', k, 'killer.json'), base.girls, base.core.actionCards);
    killers[pack.id] = pack;
  }
  return { ...base, killers };
}
