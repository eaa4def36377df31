import { describe, expect, it } from 'vitest';
import { apply, newGame, publicView, type ModuleViews, type PublicView, type VehiclesView } from '../../src/engine/index.js';
import { berithOf, larmesAbbeyOf, pesadillaVerdeOf, volkarOf, type BerithView, type LarmesAbbeyView, type PesadillaVerdeView, type VolkarView } from '../../src/render/modules.js';
import { hunterOf, type HunterView } from '../../src/render/hunter.js';
import { zombiesOf, type ZombiesView } from '../../src/render/zombies.js';
import { islaLagartoOf, raptorsOf, type IslaLagartoView, type RaptorsView } from '../../src/render/raptorGames.js';
import { vehiclesOf, type VehiclesView as RenderVehiclesView } from '../../src/render/vehicles.js';
import { randomPolicy } from '../../src/cli/policy.js';

/**
 * The engine's module view types (derived from the manifests' schemas) cover what render's own
 * readers read: each engine type is assignable to render's (checked by tsc here), and render's
 * readers accept every view the engine makes (checked over seeded games below).
 */
type Covers<Engine, Render> = Engine extends Render ? true : false;
interface Checks {
  volkar: Covers<ModuleViews['volkar'], VolkarView>;
  pesadillaVerde: Covers<ModuleViews['pesadillaVerde'], PesadillaVerdeView>;
  berith: Covers<ModuleViews['berith'], BerithView>;
  larmesAbbey: Covers<ModuleViews['larmesAbbey'], LarmesAbbeyView>;
  hunter: Covers<ModuleViews['hunter'], HunterView>;
  zombies: Covers<ModuleViews['zombies'], ZombiesView>;
  vehicles: Covers<VehiclesView, RenderVehiclesView>;
  islaLagarto: Covers<ModuleViews['islaLagarto'], IslaLagartoView>;
  raptors: Covers<ModuleViews['raptors'], RaptorsView>;
}
// tsc refuses a `true` where the engine's type is not assignable to render's.
const covered: Checks = {
  volkar: true, pesadillaVerde: true, berith: true, larmesAbbey: true, hunter: true, zombies: true, vehicles: true, islaLagarto: true, raptors: true,
};

const READERS: Record<keyof Checks, (view: PublicView) => unknown> = {
  volkar: volkarOf, pesadillaVerde: pesadillaVerdeOf, berith: berithOf, larmesAbbey: larmesAbbeyOf, hunter: hunterOf,
  zombies: zombiesOf, vehicles: vehiclesOf, islaLagarto: islaLagartoOf, raptors: raptorsOf,
};

describe('render reads the engine\'s typed module views', () => {
  it('every module view of seeded games of every pairing is read by render\'s reader for it', () => {
    expect(Object.keys(covered).sort()).toEqual(Object.keys(READERS).sort());
    const read = new Set<string>();
    for (const killer of ['volkar', 'berith', 'zombies', 'hunter', 'raptors']) {
      for (const location of ['pesadilla-verde', 'larmes-abbey', 'isla-lagarto']) {
        let state = newGame({ killer, location }, 5).state;
        const policy = randomPolicy(5);
        for (let step = 0; step < 15 && !state.result; step++) {
          const view = publicView(state);
          for (const key of Object.keys(view.modules)) {
            expect(READERS[key as keyof typeof READERS](view), `${key} (${killer} at ${location})`).not.toBeNull();
            read.add(key);
          }
          if (view.modules.zombies?.vehicles) {
            expect(vehiclesOf(view)).not.toBeNull();
            read.add('vehicles');
          }
          state = apply(state, policy(state)).state;
        }
      }
    }
    expect([...read].sort()).toEqual(Object.keys(READERS).sort());
  });
});
