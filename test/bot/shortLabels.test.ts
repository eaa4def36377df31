import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import type { Step } from '../../src/content/steps.js';
import { apply, choices, foresee, newGame, SHORT_LABEL_MAX, type ChoiceOption, type GameState } from '../../src/engine/index.js';
import { slotOption } from '../../src/engine/phases/saving.js';
import { aggressivePolicy, randomPolicy } from '../../src/cli/policy.js';
import type { Policy } from '../../src/player/index.js';
import { foldedOptions, FOLD_SEP } from '../../src/bot/play/folds.js';
import { FOLD_LABEL_SEP, shortLabel } from '../../src/bot/views/labels.js';

/**
 * Button wordings (issue 33): every option the engine offers shows at most SHORT_LABEL_MAX
 * characters, never cut ("…"), in seeded games of every Killer at every Location with each of
 * the Killer's Final Girls, under both cli policies, half of them with "players decide" so the
 * ambiguities are offered too. A label longer than a button has the engine's own `short`
 * wording; the bot's `shortLabel` shows it as it is.
 */
const c = content();
const SEEDS = 4;
const MAX_DECISIONS = 600;
const POLICIES: readonly (readonly [string, (seed: number) => Policy])[] = [['random', randomPolicy], ['aggressive', aggressivePolicy]];

/**
 * Later seeds that reach the rarer long labels the first seeds miss (found by playing seeds 5 to
 * 60 of every pairing; the Sharpened Spear's seeds 1 to 60): the check must meet each kind of long label at least once.
 * The Mark V Ally's pin found again on 2026-12-05 after the Hunter's calibrated Terror cards (issue 36): no
 * game of Kat's reached it in seeds 1 to 60 any more.
 */
const PINNED: readonly { killer: string; location: string; girl: string; policy: 'random' | 'aggressive'; seed: number; why: string }[] = [
  { killer: 'hunter', location: 'pesadilla-verde', girl: 'tali', policy: 'aggressive', seed: 21, why: 'Mark V Ally: 2 damage to the Mark X at Cursed Temple' },
  { killer: 'volkar', location: 'isla-lagarto', girl: 'alois', policy: 'random', seed: 16, why: 'Use Tranquilizer Gun on the Killer at Control Room' },
  { killer: 'berith', location: 'pesadilla-verde', girl: 'rita', policy: 'aggressive', seed: 19, why: 'Move to Lower River with the archeologist' },
  { killer: 'zombies', location: 'isla-lagarto', girl: 'patsy', policy: 'aggressive', seed: 15, why: 'Take the Jeep to Control Room with 1 Victim' },
  { killer: 'zombies', location: 'isla-lagarto', girl: 'patsy', policy: 'random', seed: 6, why: 'Genetics Lab (a Horde of 6, a Horde of 2)' },
  { killer: 'zombies', location: 'larmes-abbey', girl: 'patsy', policy: 'random', seed: 14, why: 'Discard Tractor: Plough Through (+1 Time)' },
  { killer: 'hunter', location: 'larmes-abbey', girl: 'kat', policy: 'random', seed: 25, why: 'Pay it: lose 1 Health for the Cursed face' },
  { killer: 'zombies', location: 'pesadilla-verde', girl: 'patsy', policy: 'random', seed: 29, why: 'Attack the Minions at Ancient Ruins with Sharpened Spear' },
];
const PINNED_MAX_DECISIONS = 1500;

interface Game {
  where: string;
  states: GameState[];
}

/** Every decision state of one seeded game (odd seeds with "players decide", so ambiguities are asked). */
function play(killer: string, location: string, girl: string, policy: 'random' | 'aggressive', seed: number, maxDecisions: number): Game {
  const choose = (POLICIES.find(([name]) => name === policy) as (typeof POLICIES)[number])[1](seed);
  let state = newGame({ killer, location, girl, ambiguity: seed % 2 ? 'players-decide' : 'infinite-evil' }, seed, c).state;
  const states: GameState[] = [];
  for (let i = 0; i < maxDecisions && !state.result; i++) {
    states.push(state);
    state = apply(state, choose(state), c).state;
  }
  return { where: `${killer} at ${location}, ${girl}, ${policy} seed ${seed}`, states };
}

/** The seeded games of one pairing and Final Girl: seeds 1..SEEDS under each policy. */
function games(killer: string, location: string, girl: string): Game[] {
  return POLICIES.flatMap(([policy]) => Array.from({ length: SEEDS }, (_, i) => play(killer, location, girl, policy as 'random' | 'aggressive', i + 1, MAX_DECISIONS)));
}

const PAIRINGS = Object.keys(c.killers).flatMap((killer) =>
  Object.keys(c.locations).flatMap((location) => (c.killers[killer]?.finalGirls ?? []).map((girl) => ({ killer, location, girl }))),
);

/** What is wrong with the shown wording of an option, or null. */
function problem(o: ChoiceOption): string | null {
  const shown = shortLabel(o);
  if (shown.length > SHORT_LABEL_MAX) return `${shown.length} characters`;
  if (shown.includes('…')) return 'cut short';
  if (o.short !== undefined && o.short !== shown) return 'the button does not show the engine\'s wording';
  if (o.short === '' || o.short === o.label) return 'an empty or needless short wording';
  return null;
}

describe('button wordings: every offered option fits a button whole', () => {
  it('covers every Killer x Location pairing with each of its Final Girls', () => {
    expect(new Set(PAIRINGS.map((p) => p.killer)).size).toBe(Object.keys(c.killers).length);
    expect(new Set(PAIRINGS.map((p) => `${p.killer}@${p.location}`)).size).toBe(Object.keys(c.killers).length * Object.keys(c.locations).length);
    expect(new Set(PAIRINGS.map((p) => p.girl)).size).toBe(Object.keys(c.girls).length);
  });

  it(`seeded games (${SEEDS} seeds x 2 policies, at most ${MAX_DECISIONS} decisions each): no option shown longer than ${SHORT_LABEL_MAX} characters or cut`, () => {
    const bad = new Map<string, string>();
    const long = new Map<string, string>();
    let offered = 0;
    const all = [
      ...PAIRINGS.flatMap(({ killer, location, girl }) => games(killer, location, girl)),
      ...PINNED.map((p) => play(p.killer, p.location, p.girl, p.policy, p.seed, PINNED_MAX_DECISIONS)),
    ];
    for (const game of all) {
      {
        for (const state of game.states) {
          for (const o of choices(state)) {
            offered++;
            if (o.label.length > SHORT_LABEL_MAX) long.set(o.label, o.id.split(':')[0] as string);
            const p = problem(o);
            if (p && !bad.has(o.label)) bad.set(o.label, `${game.where}, ${state.pending?.kind}: "${shortLabel(o)}" (${o.id}): ${p}`);
          }
        }
      }
    }
    expect([...bad.values()]).toEqual([]);
    // The check must have met the long labels it is about (each kind of them; the "Victim saved"
    // spaces are checked for every Final Girl below), or it proves nothing.
    const kinds = new Set(long.values());
    for (const kind of ['order', 'atk', 'convert', 'go', 'ride', 'ally', 'part', 'hold', 'stow', 'tranquilize', 'opt', 'space', 'discard', 'cursed']) expect(kinds, kind).toContain(kind);
    for (const p of PINNED) expect(long.has(p.why), p.why).toBe(true);
    expect(long.size).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(100_000);
  }, 120_000);

  it("content-made labels fit too: every choose row's wording and every Final Girl's \"Victim saved\" spaces", () => {
    const rows: { label: string; short?: string }[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const step = v as { do?: string; options?: { label: string; short?: string }[] };
        if (step.do === 'choose') rows.push(...(step.options ?? []));
        Object.values(v).forEach(walk);
      }
    };
    walk(c);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(r.short ?? r.label, r.label).toHaveLength(Math.min((r.short ?? r.label).length, SHORT_LABEL_MAX));
    expect(rows.filter((r) => r.short).length).toBeGreaterThanOrEqual(2);
    for (const girl of Object.values(c.girls)) {
      girl.saveRewards.forEach((_, i) => {
        const o = slotOption(girl.saveRewards as readonly (readonly Step[])[], i);
        expect(problem(o), `${girl.name}: ${o.label}`).toBeNull();
      });
    }
  });

  it("vote games' folded options: at most the button's length, ending with the last part's own wording, cut only at a word's end", () => {
    let folded = 0;
    for (const { killer, location, girl } of PAIRINGS.filter((_, i) => i % 2 === 0)) {
      const [game] = games(killer, location, girl);
      for (const state of (game as Game).states.slice(0, 150)) {
        for (const f of foldedOptions(state)) {
          if (!f.id.includes(FOLD_SEP)) continue;
          folded++;
          const shown = shortLabel(f);
          expect(shown.length, shown).toBeLessThanOrEqual(SHORT_LABEL_MAX);
          // The parts as the engine offers them, one decision after the other.
          const parts: ChoiceOption[] = [];
          let cur = state;
          for (const id of f.id.split(FOLD_SEP)) {
            parts.push(choices(cur).find((o) => o.id === id) as ChoiceOption);
            cur = foresee(cur, id)?.state ?? cur;
          }
          const words = parts.map((p) => p.short ?? p.label);
          expect(f.label).toBe(parts.map((p) => p.label).join(FOLD_LABEL_SEP));
          expect(shown.endsWith(words.at(-1) as string), `${shown} ends with ${words.at(-1)}`).toBe(true);
          // Cut only at a word's end: the words shown are whole words of the parts, in order.
          const all = words.join(FOLD_LABEL_SEP).split(' ');
          let at = 0;
          for (const word of shown.split(' ')) {
            const whole = word.endsWith('…') ? word.slice(0, -1) : word;
            if (!whole) continue;
            // A cut drops the punctuation that ended the word before it ("Move 1, -1" → "Move 1…").
            const matches = (w: string) => w === whole || (word.endsWith('…') && w.slice(0, -1) === whole && ',;:'.includes(w.slice(-1)));
            while (at < all.length && !matches(all[at] as string)) at++;
            expect(at < all.length, `"${shown}" cuts a word of "${words.join(FOLD_LABEL_SEP)}"`).toBe(true);
            at++;
          }
        }
      }
    }
    expect(folded).toBeGreaterThan(50);
  }, 120_000);
});
