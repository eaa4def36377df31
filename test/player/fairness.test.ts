import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { apply, newGame, secretView, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { decisionSeed, knowledgeText, sampleWorld, suggest } from '../../src/player/index.js';

const c = content();

/** A game some way in, with a decision open that has several options. */
function midGame(options: NewGameOptions, seed: number, decisions: number, want: (s: GameState) => boolean): GameState {
  let s = newGame(options, seed).state;
  const policy = aggressivePolicy(seed);
  for (let i = 0; i < decisions && !s.result; i++) s = apply(s, policy(s)).state;
  while (!s.result && ((s.pending?.options.length ?? 0) < 2 || !want(s))) s = apply(s, policy(s)).state;
  if (s.result) throw new Error('the game ended before the test could use it');
  return s;
}

/** Copies of `s` that differ from it only in what nobody at the table knows. */
function hiddenVariants(s: GameState): [string, GameState][] {
  const out: [string, GameState][] = [];
  const variant = (name: string, change: (x: GameState) => boolean) => {
    const x = structuredClone(s);
    if (change(x)) out.push([name, x]);
  };
  variant('the rng', (x) => ((x.rng = (x.rng ^ 0x12345678) >>> 0), true));
  variant('the Terror deck order', (x) => (x.terrorDeck.reverse(), x.terrorDeck.length > 1));
  variant('which Terror cards are in the deck', (x) => {
    const all = [...(c.killers[x.setup.killer]?.terror ?? []), ...(c.locations[x.setup.location]?.terror ?? [])].map((t) => t.id);
    const unused = all.find((id) => !x.terrorDeck.includes(id) && !x.terrorDiscard.includes(id));
    if (!unused || x.terrorDeck.length === 0) return false;
    x.terrorDeck[0] = unused;
    return true;
  });
  variant('the Event deck order', (x) => (x.eventDeck.reverse(), x.eventDeck.length > 1));
  variant('a face-down Item card', (x) => {
    const decks = Object.values(x.itemDecks).filter((d) => d.some((i) => !i.faceUp));
    const [a, b] = decks;
    const ia = a?.find((i) => !i.faceUp);
    const ib = b?.find((i) => !i.faceUp);
    if (!ia || !ib) return false;
    [ia.id, ib.id] = [ib.id, ia.id];
    return true;
  });
  variant("her Final Health token's value", (x) => {
    const t = x.girl.final;
    const i = x.finalTokenPool.findIndex((v) => v !== t?.value);
    if (!t || t.revealed || i < 0) return false;
    [t.value, x.finalTokenPool[i]] = [x.finalTokenPool[i] as number, t.value];
    return true;
  });
  variant("the Killer's Final Health token's value", (x) => {
    const t = x.units.find((u) => u.final && !u.final.revealed)?.final;
    const i = x.finalTokenPool.findIndex((v) => v !== t?.value);
    if (!t || i < 0) return false;
    [t.value, x.finalTokenPool[i]] = [x.finalTokenPool[i] as number, t.value];
    return true;
  });
  variant('the face-down Finale', (x) => {
    const other = c.killers[x.setup.killer]?.finales.find((f) => !f.epic && f.id !== x.killer.finale);
    if (x.killer.finaleRevealed || !other) return false;
    x.killer.finale = other.id;
    return true;
  });
  variant('the face-down Dark Power', (x) => {
    const other = c.killers[x.setup.killer]?.darkPowers.find((f) => !f.epic && f.id !== x.killer.darkPower);
    if (x.killer.darkPowerRevealed || !other) return false;
    x.killer.darkPower = other.id;
    return true;
  });
  variant("a face-down card of the Volk'ar's Path", (x) => {
    const v = x.volkar;
    const p = v?.path.find((q, i) => !q.faceUp && !v.tracked.includes(i));
    if (!v || !p || v.deck.length === 0) return false;
    [p.id, v.deck[0]] = [v.deck[0] as string, p.id];
    return true;
  });
  variant('the Movement deck order', (x) => (x.volkar ? (x.volkar.deck.reverse(), x.volkar.deck.length > 1) : false));
  variant('a Divine Blessing kept secret', (x) => {
    const sheet = x.berith?.sheet;
    const i = x.finalTokenPool.findIndex((v) => v !== sheet?.[0]);
    if (!sheet?.length || !x.setup.strictSecrets || i < 0) return false;
    [sheet[0], x.finalTokenPool[i]] = [x.finalTokenPool[i] as number, sheet[0] as number];
    return true;
  });
  variant('a face-down Cybernetic Part', (x) => {
    const st = x.hunter;
    const [a, b] = st?.stack ?? [];
    if (!a || !b || a.value === b.value) return false;
    [a.id, a.value, b.id, b.value] = [b.id, b.value, a.id, a.value];
    return true;
  });
  return out;
}

const pathHidden = (s: GameState) => (s.volkar?.path.some((p, i) => !p.faceUp && !s.volkar?.tracked.includes(i)) ?? false);
const blessed = (s: GameState) => (s.berith?.sheet.length ?? 0) > 0;
// Early states (after 3 decisions, then on to the first that suits), so that most of what is hidden still is: decks unseen, Finale face down.
const GAMES: [string, NewGameOptions, number, number, (s: GameState) => boolean][] = [
  ["the Volk'ar at Pesadilla Verde", { killer: 'volkar', location: 'pesadilla-verde' }, 1, 3, pathHidden],
  ["the Volk'ar at L'Armes Abbey", { killer: 'volkar', location: 'larmes-abbey', girl: 'rita' }, 1, 3, pathHidden],
  ['Berith at L\'Armes Abbey, strict secrets', { killer: 'berith', location: 'larmes-abbey', strictSecrets: true }, 4, 3, blessed],
  ['Berith at Pesadilla Verde', { killer: 'berith', location: 'pesadilla-verde', girl: 'dakota' }, 1, 3, () => true],
  ['the Hunter at Pesadilla Verde', { killer: 'hunter', location: 'pesadilla-verde', girl: 'kat' }, 1, 3, (s) => new Set(s.hunter?.stack.map((p) => p.value)).size > 1],
];

describe('the strong player is fair by construction', () => {
  for (const [name, options, seed, decisions, want] of GAMES) {
    describe(name, () => {
      const s = midGame(options, seed, decisions, want);
      const variants = hiddenVariants(s);

      it('has hidden facts to change', () => {
        expect(variants.length).toBeGreaterThanOrEqual(8);
      });

      it('a sampled world shows the players exactly what the real one does', () => {
        for (const k of [1, 2, 3]) {
          const w = sampleWorld(s, k, c);
          expect(secretView(w, c)).toEqual(secretView(s, c));
          expect(knowledgeText(w, c)).toBe(knowledgeText(s, c));
        }
      });

      it('sampled worlds differ from each other in what is hidden', () => {
        const a = sampleWorld(s, 1, c);
        const b = sampleWorld(s, 2, c);
        expect(a.rng).not.toBe(b.rng);
        expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
      });

      for (const [what, x] of variants) {
        it(`changing only ${what} changes nothing the player sees, imagines or picks`, () => {
          expect(knowledgeText(x, c)).toBe(knowledgeText(s, c));
          expect(decisionSeed(x, 42, c)).toBe(decisionSeed(s, 42, c));
          // The sampled world cannot leak the true hidden values: it is the same world.
          expect(sampleWorld(x, 9, c)).toEqual(sampleWorld(s, 9, c));
          const a = suggest(s, { budget: 'tiny', seed: 5 });
          const b = suggest(x, { budget: 'tiny', seed: 5 });
          expect(b.ranked).toEqual(a.ranked);
        });
      }
    });
  }
});
