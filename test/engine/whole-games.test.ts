import { describe, expect, it } from 'vitest';
import { apply, choices, hiddenFacts, newGame, publicView, replay, type GameEvent, type GameState } from '../../src/engine/index.js';
import { randomInt } from '../../src/engine/rng.js';
import { advance, schedule, type Run } from '../../src/engine/run.js';
import { stepsTask } from '../../src/engine/steps/frames.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy, playToEnd } from '../../src/cli/policy.js';

/**
 * Bestows one Divine Blessing the engine's way (the hand icon's own step, with its effect) on a
 * game standing at its Action-phase decision, which is then asked again: random play rarely
 * blesses, and the secrets check needs placed tokens.
 */
function blessNow(state: GameState): { state: GameState; events: GameEvent[] } {
  const run: Run = { state: structuredClone(state), content: content(), events: [] };
  run.state.pending = null;
  schedule(run, stepsTask(run, [{ do: 'module', name: 'berith.bless' }], 'Test blessing', 'reward'));
  advance(run);
  return { state: run.state, events: run.events };
}

/** Plays one seeded game with a uniformly random policy; bounded in decisions. */
function randomGame(
  seed: number,
  onStep?: (before: GameState, after: GameState, events: ReturnType<typeof apply>['events']) => void,
  pairing: { killer: string; location: string; girl?: string } = { killer: 'volkar', location: 'pesadilla-verde', girl: seed % 2 ? 'alois' : 'dakota' },
  fighter = false,
) {
  let out = newGame(pairing, seed);
  const policy = { rng: seed ^ 0x5eed };
  const fight = aggressivePolicy(seed);
  const picks: string[] = [];
  onStep?.(out.state, out.state, out.events);
  for (let i = 0; i < 3000 && !out.state.result; i++) {
    const options = choices(out.state);
    const id = fighter ? fight(out.state) : (options[randomInt(policy, options.length)] as { id: string }).id;
    picks.push(id);
    const next = apply(out.state, id);
    onStep?.(out.state, next.state, next.events);
    out = next;
  }
  return { state: out.state, picks };
}

describe('whole games', () => {
  it('replaying a recorded game gives the same final state (determinism)', () => {
    for (const seed of [1, 2, 3, 42, 1000]) {
      const played = randomGame(seed);
      const again = replay({ killer: 'volkar', location: 'pesadilla-verde', girl: seed % 2 ? 'alois' : 'dakota' }, seed, played.picks);
      expect(again.state).toEqual(played.state);
    }
  });

  it('a different seed gives a different game', () => {
    expect(randomGame(1).state).not.toEqual(randomGame(2).state);
  });

  it('apply never changes the state it is given, and refuses an illegal choice without a change', () => {
    const { state } = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 9);
    const before = JSON.stringify(state);
    apply(state, (choices(state)[0] as { id: string }).id);
    expect(JSON.stringify(state)).toBe(before);
    expect(() => apply(state, 'go:nowhere')).toThrowError(/not one of the choices/);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('200 games: no public view or public event shows a face-down Movement card or any deck order (secrets)', () => {
    const c = content();
    const textOf = new Map(c.volkarMovement.map((m) => [m.id, m.text]));
    const terrorName = new Map([...c.killers.volkar!.terror, ...c.locations['pesadilla-verde']!.terror].map((t) => [t.id, t.name]));
    let checks = 0;
    for (let seed = 1; seed <= 200; seed++) {
      randomGame(seed, (before, after, events) => {
        const view = JSON.stringify(publicView(after));
        const flippedNow = new Set(events.filter((e) => e.text.startsWith('Path card ')).map((e) => e.text));
        const hidden = (after.volkar?.path ?? []).filter((p) => !p.faceUp).map((p) => p.id);
        const hiddenBefore = new Set((before.volkar?.path ?? []).filter((p) => !p.faceUp).map((p) => p.id));
        for (const id of hidden) {
          const text = textOf.get(id) as string;
          expect(view).not.toContain(text);
          for (const e of events) {
            if (e.visibility !== 'public') continue;
            // A card flipped during this very step and drawn again after a reshuffle may show up legitimately.
            if (!hiddenBefore.has(id) && [...flippedNow].some((t) => t.includes(text))) continue;
            expect(e.text).not.toContain(text);
          }
        }
        for (const fact of hiddenFacts(after)) expect(view).not.toContain(fact);
        // Undrawn Terror cards and the order of every deck stay out of the view.
        for (const id of after.terrorDeck) {
          const name = terrorName.get(id) as string;
          if (!after.terrorDiscard.some((d) => terrorName.get(d) === name)) expect(view).not.toContain(name);
        }
        expect(view).not.toContain(JSON.stringify(after.eventDeck));
        checks++;
      });
    }
    expect(checks).toBeGreaterThan(2000);
  });

  it('120 Berith games (60 at L\'Armes Abbey, 60 at Pesadilla Verde): no public view or public event contains a hidden fact (a blessing\'s face); without strict secrets each face is told as a secret', () => {
    let placed = 0;
    let placedTold = 0;
    let secretsTold = 0;
    let factsChecked = 0;
    for (const location of ['larmes-abbey', 'pesadilla-verde']) {
      for (let seed = 1; seed <= 60; seed++) {
        const strict = seed % 3 === 0;
        const where = `${location} seed ${seed}${strict ? ' (strict)' : ''}`;
        let out: { state: GameState; events: readonly GameEvent[] } = newGame({ killer: 'berith', location, girl: seed % 2 ? 'rita' : 'lindi', strictSecrets: strict }, seed);
        const check = (before: GameState | null, after: GameState, events: readonly GameEvent[]) => {
          const facts = hiddenFacts(after);
          const sheet = after.berith?.sheet ?? [];
          expect(facts, where).toHaveLength(sheet.length);
          const view = JSON.stringify(publicView(after));
          for (const fact of facts) {
            expect(fact, where).toMatch(/^Blessing \d shows (a blank token|\d health)\.$/);
            expect(view, where).not.toContain(fact);
            for (const e of events) if (e.visibility === 'public') expect(e.text, where).not.toContain(fact);
          }
          factsChecked += facts.length;
          const added = sheet.length - (before?.berith?.sheet.length ?? 0);
          placed += added;
          // Team knowledge: each new blessing is told, face and all, as a secret (none when strict).
          const told = events.filter((e) => e.kind === 'blessing-secret');
          expect(told.every((e) => e.visibility === 'secret'), where).toBe(true);
          expect(told.length, where).toBe(strict ? 0 : added);
          for (const e of told) expect(facts, where).toContain(e.text);
          secretsTold += told.length;
          if (!strict) placedTold += added;
        };
        check(null, out.state, out.events);
        const policy = { rng: seed ^ 0xb1e55 };
        let actionDecisions = 0;
        for (let i = 0; i < 3000 && !out.state.result; i++) {
          if (out.state.pending?.kind === 'action' && (out.state.berith?.sheet.length ?? 7) < 7 && ++actionDecisions % 3 === 0) {
            const blessed = blessNow(out.state);
            check(out.state, blessed.state, blessed.events);
            out = blessed;
            continue;
          }
          const options = choices(out.state);
          const next = apply(out.state, (options[randomInt(policy, options.length)] as { id: string }).id);
          check(out.state, next.state, next.events);
          out = next;
        }
      }
    }
    expect(placed, 'blessings placed').toBeGreaterThan(500);
    expect(placedTold, 'blessings placed in games without strict secrets').toBeGreaterThan(300);
    expect(secretsTold).toBe(placedTold);
    expect(factsChecked, 'blessing faces checked against public output').toBeGreaterThan(20000);
  });

  it('a fighting policy reaches the win path (seed 834 ends in a win)', () => {
    const r = playToEnd({ killer: 'volkar', location: 'pesadilla-verde', girl: 'dakota' }, 834, aggressivePolicy(834));
    expect(r.error).toBeUndefined();
    expect(r.state?.result).toBe('won');
    expect(r.events.some((e) => e.text.startsWith('You win!'))).toBe(true);
  });

  it('soak: 500 seeded random games end in a win or a loss with no error', () => {
    const results = { won: 0, lost: 0 };
    for (let seed = 1; seed <= 500; seed++) {
      const { state } = randomGame(seed * 7919);
      expect(state.result, `seed ${seed * 7919}`).not.toBeNull();
      results[state.result as 'won' | 'lost'] += 1;
    }
    expect(results.won + results.lost).toBe(500);
  });

  it('soak: Berith at every Location and every Killer at L\'Armes Abbey, 100 games each, no error', () => {
    const pairings = [
      { killer: 'berith', location: 'pesadilla-verde', girl: 'rita' },
      { killer: 'berith', location: 'larmes-abbey', girl: 'lindi' },
      { killer: 'volkar', location: 'larmes-abbey', girl: 'alois' },
    ];
    for (const pairing of pairings) {
      for (let seed = 1; seed <= 100; seed++) {
        const { state } = randomGame(seed * 104729, undefined, pairing);
        expect(state.result, `${pairing.killer} at ${pairing.location}, seed ${seed * 104729}`).not.toBeNull();
      }
    }
  });

  it('100 Berith games (fighting policy): no blessing face reaches a public view or public event before the final reveal', () => {
    let blessings = 0;
    for (let seed = 1; seed <= 100; seed++) {
      randomGame(seed, (_before, after, events) => {
        blessings += events.filter((e) => e.kind === 'blessing-secret').length;
        const mod = JSON.stringify(publicView(after).modules);
        expect(mod).not.toMatch(/"health"/);
        for (const e of events) if (e.visibility === 'public' && e.kind !== 'blessings-reveal') expect(e.text).not.toMatch(/shows (a blank token|\d health)/);
      }, { killer: 'berith', location: seed % 2 ? 'larmes-abbey' : 'pesadilla-verde', girl: 'rita' }, true);
    }
    expect(blessings).toBeGreaterThan(10);
  });
});
