import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { apply, hiddenPartsInPlay, newGame, publicView, secretView, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { decisionSeed, knowledgeText, sampleWorld, suggest } from '../../src/player/index.js';
import { renderTurnImage } from '../../src/render/index.js';
import { turnParts } from '../../src/bot/views/turnParts.js';
import { turnComponents } from '../../src/bot/views/components.js';
import { decisionFor } from '../../src/bot/play/reads.js';
import { hintMessage } from '../../src/bot/views/hint.js';

/**
 * The differential secrecy test: for every Killer at every Location, game states some way in
 * and their twins, copies that differ only in one hidden part (each part's own `twin`, as its
 * module declares it). The twins must look the same to everything the table can reach: the
 * public view, the picture, the turn message and its menus, what the Final Girl's players
 * know, the worlds the strong player imagines, and the `/hint` it gives.
 */
const c = content();
const KILLERS = Object.keys(c.killers).sort();
const LOCATIONS = Object.keys(c.locations).sort();
/** Decisions played before the states checked: an early one (most still hidden) and a later one. */
const DEPTHS = [3, 24] as const;

function stateAfter(options: NewGameOptions, seed: number, decisions: number): GameState | null {
  let s = newGame(options, seed).state;
  const policy = aggressivePolicy(seed);
  for (let i = 0; i < decisions && !s.result; i++) s = apply(s, policy(s)).state;
  for (let i = 0; i < 200 && !s.result && (s.pending?.options.length ?? 0) < 2; i++) s = apply(s, policy(s)).state;
  return s.result ? null : s;
}

/** Each declared part's twin of `s` that applies now. */
function twinsOf(s: GameState): [string, GameState][] {
  return hiddenPartsInPlay(s).flatMap((part): [string, GameState][] => {
    const x = structuredClone(s);
    return part.twin?.(x, c) ? [[part.what, x]] : [];
  });
}

/** What the table can reach of a state, all but the picture and the hint (checked apart: they are slower). */
function tableOf(s: GameState) {
  const view = publicView(s, c);
  return {
    view,
    secrets: secretView(s, c),
    knowledge: knowledgeText(s, c),
    message: turnParts(view, '', 0, [], []),
    menus: JSON.stringify(turnComponents(1, 1, view.decision?.options ?? [], 'solo')),
    // A vote game's options: folds and the plans the player proposes (issue 33) read nothing hidden either.
    voteMenus: JSON.stringify(turnComponents(1, 1, decisionFor(s, 'vote')?.options ?? [], 'vote', true)),
    seed: decisionSeed(s, 1, c),
    worlds: [1, 2].map((k) => sampleWorld(s, k, c)),
  };
}

const hint = (s: GameState) => hintMessage(suggest(s, { budget: 'tiny', seed: 1 }), s.pending?.options ?? []);

const covered = new Set<string>();
const GAMES: { name: string; options: NewGameOptions; seed: number; depths: readonly number[] }[] = [
  ...KILLERS.flatMap((killer, k) => LOCATIONS.map((location, l) => ({ name: `${killer} at ${location}`, options: { killer, location }, seed: 11 + 3 * k + l, depths: DEPTHS }))),
  // Divine Blessings hidden from everyone: a strict game deep enough for a blessing to be placed (the 41st decision places one).
  { name: 'berith at larmes-abbey, strict secrets', options: { killer: 'berith', location: 'larmes-abbey', strictSecrets: true }, seed: 4, depths: [41] },
];

describe('twins that differ only in hidden facts look the same to the table', () => {
  for (const game of GAMES) {
    describe(game.name, () => {
      for (const depth of game.depths) {
        it(`after ${depth} decisions: view, picture, message, menus, knowledge, imagined worlds and /hint`, async () => {
          const s = stateAfter(game.options, game.seed, depth);
          if (!s) throw new Error('the game ended before the state to check');
          const twins = twinsOf(s);
          expect(twins.length, 'some hidden part has a twin').toBeGreaterThanOrEqual(3);
          const table = tableOf(s);
          // An imagined world is itself a twin: the players see in it exactly what they see in the real one.
          for (const w of table.worlds) expect(knowledgeText(w, c)).toBe(table.knowledge);
          expect(table.worlds[0]?.rng).not.toBe(table.worlds[1]?.rng);
          const picture = (await renderTurnImage(table.view)).png;
          const answer = hint(s);
          for (const [what, x] of twins) {
            covered.add(what);
            expect(JSON.stringify(x), `${what}: the twin differs`).not.toBe(JSON.stringify(s));
            expect(tableOf(x), what).toEqual(table);
            expect((await renderTurnImage(publicView(x, c))).png.equals(picture), `${what}: the picture`).toBe(true);
            expect(hint(x), `${what}: the hint`).toBe(answer);
          }
        });
      }
    });
  }

  it('every declared part with a twin was twinned somewhere', () => {
    const declared = new Set<string>();
    for (const game of GAMES) for (const p of hiddenPartsInPlay(newGame(game.options, game.seed).state)) if (p.twin) declared.add(p.what);
    expect([...declared].filter((w) => !covered.has(w))).toEqual([]);
  });
});
