import { describe, expect, it } from 'vitest';
import { newGame, publicView, type GameState } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { choose, paused, runTasks, setVictims, stepsOf, texts } from '../helpers/scenario.js';
import { putUnits } from '../helpers/testPacks.js';
import type { Step } from '../../src/content/steps.js';
import type { Unit } from '../../src/engine/state.js';

/**
 * The Raptor Games (seed 003, lines 1-74): the Pack and the Raptors, mostly on Pesadilla Verde
 * with Christina. Each test sets a quiet table and runs the one rule it names; readings are at
 * the top of src/engine/modules/raptors/index.ts.
 */
const c = content();
const pack = c.killers.raptors;

function table(location = 'pesadilla-verde'): GameState {
  const s = newGame({ killer: 'raptors', location, girl: 'christina' }, 1).state;
  Object.assign(s, { turn: 1, phase: 'action', tokens: [], riggedDice: [], killedThisTurn: 0, activeEvents: [], victims: [], pending: null });
  s.units = s.units.filter((u) => u.type === 'pack');
  Object.assign(s.girl, { space: 'rebel-camp', hand: [], items: [], health: 5, maxHealth: 5, horror: 2, time: 6 });
  Object.assign(thePack(s), { space: 'clearing', health: 4, final: { colour: 'black', value: 0, revealed: false } });
  s.killer.bloodlust = 0;
  s.killer.darkPower = 'blood-thirsty';
  s.killer.darkPowerRevealed = false;
  s.killer.finale = 'claws-like-knives';
  s.killer.finaleRevealed = false;
  return s;
}

const thePack = (s: GameState): Unit => s.units.find((u) => u.type === 'pack') as Unit;
const raptorsAt = (s: GameState, space: string) => s.units.filter((u) => u.type === 'raptor' && u.space === space).length;
const raptors = (s: GameState) => s.units.filter((u) => u.type === 'raptor');
const put = (s: GameState, space: string, n = 1) => putUnits(s, 'raptor', space, n, c);
const toPack: Step = { do: 'killerAction', target: { type: 'pack' }, move: 1, attack: 0, by: { type: 'raptor' } };
const terror = (steps: Step[], source = 'Test Terror') => stepsOf(steps, source, 'terror');
const spawn: Step = { do: 'module', name: 'raptors.spawn' };
/** Stacks the Spawn deck: the card with `raptors` Raptors on top. */
function topCard(s: GameState, raptorsOnIt: number): void {
  const card = c.raptorsSheet?.spawnCards.find((x) => x.raptors === raptorsOnIt);
  if (!card || !s.raptors) throw new Error(`no Spawn card of ${raptorsOnIt}`);
  s.raptors.deck = [card.id, ...s.raptors.deck.filter((id) => id !== card.id)];
}
const optionIds = (s: GameState) => s.pending?.options.map((o) => o.id) ?? [];

describe('the Raptors: the pack (seed 003)', () => {
  it('the Pack starts at the Setup card\'s Killer space with 5 Health (4 markers and the Final Health token), no cap; 6 Raptor meeples; Christina 5 and Maud 6', () => {
    for (const location of Object.keys(c.locations)) {
      const s = newGame({ killer: 'raptors', location, girl: 'maud' }, 3).state;
      const start = c.locations[location]?.setups.find((card) => card.id === s.setupCard)?.killer;
      const p = thePack(s);
      expect(p.space).toBe(start);
      expect(p.health + (p.final ? 1 : 0)).toBe(5);
      expect(p.maxHealth).toBeNull();
      expect(p.role).toBe('killer');
      expect(s.units.some((u) => u.id === 'killer')).toBe(false);
    }
    expect(pack?.units.find((t) => t.id === 'raptor')?.supply).toBe(6);
    expect([c.girls.christina?.health, c.girls.maud?.health]).toEqual([5, 6]);
    expect(pack?.finalGirls).toEqual(['christina', 'maud']);
  });

  it('the Pack and the Raptors are drawn as P and R', () => {
    const s = table();
    put(s, 'cave');
    const marks = publicView(s).units.map((u) => u.mark).sort();
    expect(marks).toEqual(['P', 'R']);
  });
});

describe('the Raptors: moving toward the Pack (seed 003, Joining the Pack)', () => {
  it('"Raptors will not move if they start with you or a Victim in their space"', () => {
    const s = table();
    put(s, 'trail-g');
    setVictims(s, { 'trail-g': 1 });
    let sc = runTasks(s, [terror([toPack])]);
    expect(raptorsAt(sc.state, 'trail-g')).toBe(1);
    s.victims = [];
    s.girl.space = 'trail-g';
    sc = runTasks(s, [terror([toPack])]);
    expect(raptorsAt(sc.state, 'trail-g')).toBe(1);
    // Nobody there: it moves on (the Cursed Temple is one space from the Pack at the Clearing).
    s.girl.space = 'rebel-camp';
    sc = runTasks(s, [terror([toPack])]);
    expect(raptorsAt(sc.state, 'cursed-temple')).toBe(1);
  });

  it('"they will stop any time they enter a space with you or a Victim"', () => {
    const s = table();
    s.killer.bloodlust = pack?.bloodlust.findIndex((r) => r.move === 2) ?? -1;
    put(s, 'trail-e');
    s.girl.space = 'trail-g';
    const sc = runTasks(s, [terror([toPack])]);
    // Two spaces of movement would reach the Cursed Temple; she stands at Trail G on the way.
    expect(raptorsAt(sc.state, 'trail-g')).toBe(1);
  });

  it('the stop also applies to a Location card\'s Killer Action (Crossfire at Pesadilla Verde): the Raptor stops with her and attacks her for 1', () => {
    const s = table();
    s.killer.bloodlust = pack?.bloodlust.findIndex((r) => r.move === 2) ?? -1;
    put(s, 'trail-c');
    thePack(s).space = 'waterfall';
    s.girl.space = 'trail-d';
    setVictims(s, { 'trail-e': 1 });
    const card = c.locations['pesadilla-verde']?.terror.find((t) => t.id === 'crossfire');
    expect(card?.steps.some((st) => st.do === 'killerAction' && st.by === undefined)).toBe(true);
    const sc = runTasks(s, [terror(card?.steps ?? [], 'Crossfire')]);
    // Its target is the Victim at Trail E, two spaces on; it stops at Trail D with her and attacks there.
    expect(raptorsAt(sc.state, 'trail-d')).toBe(1);
    expect(sc.state.victims).toHaveLength(1);
    expect(sc.state.girl.health).toBe(4);
  });

  it('"If there are multiple equidistant paths, the Raptors will choose the path that gets them as close to the Pack as possible before having to stop"', () => {
    const s = table();
    s.killer.bloodlust = pack?.bloodlust.findIndex((r) => r.move === 2) ?? -1;
    thePack(s).space = 'trail-e';
    put(s, 'trail-f');
    // Trail F to Trail E: by the Rebel Camp (first in order, but a Victim stops it there) or by Trail D (free).
    setVictims(s, { 'rebel-camp': 1 });
    s.girl.space = 'ancient-ruins';
    const sc = runTasks(s, [terror([toPack])]);
    expect(raptors(sc.state)).toHaveLength(0);
    expect(thePack(sc.state).health).toBe(5);
  });

  it('equal ways that stop equally close are a tie: the Raptor ends in one of the stopping spaces', () => {
    const s = table();
    s.setup.ambiguity = 'players-decide';
    s.killer.bloodlust = pack?.bloodlust.findIndex((r) => r.move === 2) ?? -1;
    thePack(s).space = 'trail-e';
    put(s, 'trail-f');
    setVictims(s, { 'rebel-camp': 1, 'trail-d': 1 });
    s.girl.space = 'ancient-ruins';
    const sc = runTasks(s, [terror([toPack])]);
    expect(sc.state.pending?.kind).toBe('ambiguity');
    expect(optionIds(sc.state).sort()).toEqual(['end:rebel-camp', 'end:trail-d']);
    const after = choose(sc, 'end:trail-d');
    expect(raptorsAt(after.state, 'trail-d')).toBe(1);
  });

  it('"When individual Raptors are in the same space as the Pack, they automatically and immediately join it": +1 Health each, meeple back on the Raptors card', () => {
    const s = table();
    put(s, 'cave');
    put(s, 'cursed-temple');
    let sc = runTasks(s, [terror([toPack])]);
    expect(raptors(sc.state)).toHaveLength(0);
    expect(thePack(sc.state).health).toBe(6);
    expect(texts(sc).filter((t) => t.includes('joins the Pack'))).toHaveLength(2);
    expect(publicView(sc.state).modules.raptors).toMatchObject({ raptorsOnCard: 6 });
    // The Pack entering their space takes them in too.
    const s2 = table();
    put(s2, 'cursed-temple', 2);
    s2.girl.space = 'trail-g';
    sc = runTasks(s2, [terror([{ do: 'killerAction', target: 'girl', move: 1, attack: 0, by: { type: 'pack' } }])]);
    expect(thePack(sc.state).space).toBe('cursed-temple');
    expect(thePack(sc.state).health).toBe(6);
  });

  it('the Pack is a Killer: a Terror card\'s Killer Action without an actor moves the Raptors first, then the Pack', () => {
    const s = table();
    put(s, 'trail-d');
    s.girl.space = 'trail-e';
    const sc = runTasks(s, [terror([{ do: 'killerAction', target: 'girl', move: 1, attack: 1 }])]);
    const moves = texts(sc).filter((t) => t.includes('targets'));
    expect(moves[0]).toContain('the Raptor');
    expect(moves[1]).toContain('the Pack');
    // The Raptor reached her and attacked for 1; the Pack, one boot short, did not.
    expect(sc.state.girl.health).toBe(4);
  });
});

describe('the Raptors: Minions for the Panic phase (seed 003, Individual Raptors)', () => {
  // "Raptors are considered Minions for all purposes (familiarize yourself with the Minion rules
  // on pg. 32 of the Core Rulebook)": Victims sharing a space with a Minion panic as with the Killer.
  function panicTable(killedThisTurn: number): GameState {
    const s = table();
    Object.assign(s, { phase: 'panic', killedThisTurn });
    put(s, 'trail-a');
    // Spawned in this Killer phase: it does not act yet, but it stands there all the same.
    put(s, 'river-mouth');
    (raptors(s)[1] as Unit).idleUntilTurn = s.turn + 1;
    setVictims(s, { 'trail-a': 1, 'river-mouth': 1, 'supply-depot': 1 });
    // Spaces panic in order: the River Mouth rolls first.
    s.riggedDice = [6, 1];
    return s;
  }

  it('"Raptors are considered Minions for all purposes": after a Victim died this turn, Victims in a Raptor\'s space panic, even beside a Raptor that has not acted yet; with no kill, nobody does', () => {
    const sc = runTasks(panicTable(1), [{ t: 'panicPhase' }]);
    expect(sc.state.victims.map((v) => v.space).sort()).toEqual(['lower-river', 'supply-depot', 'waterfall']);
    expect(texts(sc).filter((t) => t.includes('panics'))).toEqual([
      'A Soldier at River Mouth panics (rolled 6) and flees to Lower River.',
      'A Soldier at space A panics (rolled 1) and flees to Waterfall.',
    ]);
    const calm = runTasks(panicTable(0), [{ t: 'panicPhase' }]);
    expect(calm.state.victims.map((v) => v.space).sort()).toEqual(['river-mouth', 'supply-depot', 'trail-a']);
    expect(texts(calm).some((t) => t.includes('panics'))).toBe(false);
  });
});

describe('the Raptors: spawning (seed 003, Spawning Raptors, the Raptors card)', () => {
  const rowCases: [number, string[]][] = [
    [1, ['rebel-camp']],
    [2, ['cave', 'cursed-temple']],
    [3, ['cave', 'cursed-temple']],
    [4, ['river-mouth', 'trail-f']],
    [5, ['river-mouth', 'trail-f']],
  ];
  it.each(rowCases)('spawn table row %i: the spaces allowed are %j (a choice among ties)', (face, spaces) => {
    const s = table();
    topCard(s, 2);
    s.riggedDice = [face];
    const sc = runTasks(s, [terror([spawn])]);
    if (spaces.length === 1) {
      expect(raptorsAt(sc.state, spaces[0] as string)).toBe(2);
      return;
    }
    expect(sc.state.pending?.kind).toBe('raptor-spawn');
    expect(optionIds(sc.state).sort()).toEqual(spaces.map((sp) => `space:${sp}`));
    const after = choose(sc, `space:${spaces[1]}`);
    expect(raptorsAt(after.state, spaces[1] as string)).toBe(2);
    expect(paused(after)).toBe(true);
  });

  it('spawn table row 6: the space farthest from you', () => {
    const s = table();
    topCard(s, 1);
    s.riggedDice = [6];
    const sc = runTasks(s, [terror([spawn])]);
    const apart = (sp: string) => {
      // Spaces apart from the Rebel Camp, ignoring arrows.
      const edges = c.locations['pesadilla-verde']?.board.edges ?? [];
      const dist = new Map([['rebel-camp', 0]]);
      let frontier = ['rebel-camp'];
      while (frontier.length) {
        const next: string[] = [];
        for (const cur of frontier) for (const e of edges) for (const [a, b] of [[e.a, e.b], [e.b, e.a]]) {
          if (a === cur && !dist.has(b as string)) { dist.set(b as string, (dist.get(cur) ?? 0) + 1); next.push(b as string); }
        }
        frontier = next;
      }
      return dist.get(sp) ?? -1;
    };
    const max = Math.max(...(c.locations['pesadilla-verde']?.board.spaces ?? []).map((sp) => apart(sp.id)));
    const where = raptors(sc.state)[0]?.space ?? (sc.state.pending?.options[0]?.id.slice(6) as string);
    expect(apart(where)).toBe(max);
    expect(max).toBeGreaterThan(4);
  });

  it('a Raptor spawned in the Pack\'s space joins it at once', () => {
    const s = table();
    thePack(s).space = 'rebel-camp';
    topCard(s, 2);
    s.riggedDice = [1];
    const sc = runTasks(s, [terror([spawn])]);
    expect(raptors(sc.state)).toHaveLength(0);
    expect(thePack(sc.state).health).toBe(6);
  });

  it('"If there are not enough Raptor meeples … the Raptor closest to the Pack immediately joins it … Repeat this until the Spawn card is fully resolved"', () => {
    const s = table();
    put(s, 'cave'); // 1 from the Pack at the Clearing
    put(s, 'trail-a'); // 2
    put(s, 'waterfall'); // 3
    put(s, 'trail-c'); // 4
    put(s, 'ancient-ruins'); // 5
    put(s, 'river-mouth'); // 6
    topCard(s, 2);
    s.riggedDice = [1];
    const sc = runTasks(s, [terror([spawn])]);
    // No meeple left on the card for 2: the Raptors at the Cave and then Trail A join the Pack first.
    expect(raptorsAt(sc.state, 'cave')).toBe(0);
    expect(raptorsAt(sc.state, 'trail-a')).toBe(0);
    expect(raptorsAt(sc.state, 'waterfall')).toBe(1);
    expect(raptorsAt(sc.state, 'rebel-camp')).toBe(2);
    expect(raptors(sc.state)).toHaveLength(6);
    expect(thePack(sc.state).health).toBe(6);
  });

  it('"If you ever need to draw a Spawn card and none remain, shuffle the discard pile to create a new deck and then draw"', () => {
    const s = table();
    const all = c.raptorsSheet?.spawnCards.map((x) => x.id) ?? [];
    s.raptors = { deck: [], discard: [...all], spawned: 0 };
    s.riggedDice = [1];
    const sc = runTasks(s, [terror([spawn])]);
    expect(texts(sc).some((t) => t.includes('Spawn deck is empty'))).toBe(true);
    expect(sc.state.raptors?.deck).toHaveLength(all.length - 1);
    expect(sc.state.raptors?.discard).toHaveLength(1);
    expect([...(sc.state.raptors?.deck ?? []), ...(sc.state.raptors?.discard ?? [])].sort()).toEqual([...all].sort());
  });

  it('the Spawn deck\'s order stays hidden: the public view shows how many cards are left and the values discarded', () => {
    const s = table();
    topCard(s, 2);
    s.riggedDice = [1];
    const sc = runTasks(s, [terror([spawn])]);
    const view = publicView(sc.state).modules.raptors as Record<string, unknown>;
    expect(view.spawnDeck).toBe(7);
    expect(view.spawnDiscard).toEqual([2]);
    expect(JSON.stringify(view)).not.toContain('spawn-');
  });

  it('"The final effect on the Bloodlust track will also spawn a Raptor … as if you had drawn a Spawn card with a value of 1"', () => {
    const s = table();
    s.killer.bloodlust = (pack?.bloodlust.length ?? 1) - 1;
    const deck = [...(s.raptors?.deck ?? [])];
    s.riggedDice = [1];
    const sc = runTasks(s, [stepsOf([{ do: 'bloodlust', n: 1 }], 'Test', 'event')]);
    expect(raptorsAt(sc.state, 'rebel-camp')).toBe(1);
    expect(sc.state.raptors?.deck).toEqual(deck);
  });

  it('"If a Raptor spawns during the Killer phase, it will not activate until the NEXT Killer phase"; spawned earlier in the turn it acts in this one', () => {
    const s = table();
    s.phase = 'killer';
    topCard(s, 1);
    s.riggedDice = [1];
    s.girl.space = 'trail-g';
    const sc = runTasks(s, [terror([spawn, toPack])]);
    expect(raptorsAt(sc.state, 'trail-g')).toBe(1);
    // It spawned with her, so it would not move anyway: send her away and try again this turn.
    sc.state.girl.space = 'rebel-camp';
    let again = runTasks(sc.state, [terror([toPack])]);
    expect(raptorsAt(again.state, 'trail-g')).toBe(1);
    // Next turn's Killer phase, it moves (one space toward the Pack at the Clearing).
    again.state.turn += 1;
    again = runTasks(again.state, [terror([toPack])]);
    expect(raptorsAt(again.state, 'cursed-temple')).toBe(1);
    // A Raptor spawned in the Action phase acts in this turn's Killer phase.
    const s2 = table();
    topCard(s2, 1);
    s2.riggedDice = [1];
    s2.girl.space = 'trail-g';
    const early = runTasks(s2, [terror([spawn])]);
    early.state.phase = 'killer';
    early.state.girl.space = 'rebel-camp';
    const moved = runTasks(early.state, [terror([toPack])]);
    expect(raptorsAt(moved.state, 'cursed-temple')).toBe(1);
  });
});

describe('the Raptors: winning, Dark Powers and Finales (seed 003)', () => {
  it('"When the Pack is eliminated, you win, even if there are still individual Raptors on the board"', () => {
    const s = table();
    put(s, 'cave', 2);
    Object.assign(thePack(s), { health: 1, final: { colour: 'black', value: 0, revealed: false } });
    s.girl.hand = ['retaliate'];
    s.riggedDice = [5, 6];
    let sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 2, source: 'Test', by: thePack(s).id }]);
    sc = choose(sc, 'react:retaliate');
    expect(sc.state.result).toBe('won');
    expect(raptors(sc.state)).toHaveLength(2);
  });

  it('Scaly Hide (Epic): "The Pack and Raptors ignore all damage from Reaction cards"; without it Retaliate hurts the Pack', () => {
    const run = (power: string) => {
      const s = table();
      s.killer.darkPower = power;
      s.killer.darkPowerRevealed = true;
      s.girl.hand = ['retaliate'];
      s.riggedDice = [5, 6];
      const sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 2, source: 'Test', by: thePack(s).id }]);
      return choose(sc, 'react:retaliate');
    };
    const hide = run('scaly-hide');
    expect(thePack(hide.state).health).toBe(4);
    expect(hide.state.girl.health).toBe(5);
    expect(texts(hide).some((t) => t.startsWith('Scaly Hide'))).toBe(true);
    expect(thePack(run('blood-thirsty').state).health).toBe(2);
  });

  it('Scaly Hide does not stop an Action card\'s attack', () => {
    const s = table();
    s.killer.darkPower = 'scaly-hide';
    s.killer.darkPowerRevealed = true;
    s.attack = { target: thePack(s).id, weapons: [], dealt: 0 };
    const sc = runTasks(s, [stepsOf([{ do: 'damage', n: 2 }], 'Critical Strike', 'action')]);
    expect(thePack(sc.state).health).toBe(2);
  });

  it('Claws Like Knives: "The first damage from each attack" lands even through a Guard that ignores it all', () => {
    const guarded = (finaleRevealed: boolean) => {
      const s = table();
      s.killer.finaleRevealed = finaleRevealed;
      s.girl.hand = ['guard'];
      s.riggedDice = [5, 6];
      const sc = runTasks(s, [{ t: 'enemyAttacksGirl', damage: 3, source: 'Test', by: thePack(s).id }]);
      return choose(sc, 'react:guard').state.girl.health;
    };
    expect(guarded(true)).toBe(4);
    expect(guarded(false)).toBe(5);
  });

  it('Deadly Quick (Epic): "When revealed, immediately place the Pack in your space and lose 4 Health"; Raptors there join it', () => {
    const s = table();
    s.killer.finale = 'deadly-quick';
    s.girl.space = 'trail-f';
    put(s, 'trail-f');
    const card = pack?.finales.find((f) => f.id === 'deadly-quick');
    expect(card?.epic).toBe(true);
    const sc = runTasks(s, [stepsOf(card?.onReveal ?? [], 'Deadly Quick', 'finale')]);
    expect(thePack(sc.state).space).toBe('trail-f');
    expect(sc.state.girl.health).toBe(1);
    expect(raptors(sc.state)).toHaveLength(0);
    expect(thePack(sc.state).health).toBe(5);
  });

  it('Raptor Rush (designed): every lone Raptor rushes you and "they EACH attack individually for 1"', () => {
    const s = table();
    s.killer.finale = 'raptor-rush';
    s.killer.finaleRevealed = true;
    put(s, 'trail-e', 2);
    const card = pack?.finales.find((f) => f.id === 'raptor-rush');
    const sc = runTasks(s, [stepsOf(card?.action ?? [], 'Raptor Rush', 'finale')]);
    expect(raptorsAt(sc.state, 'rebel-camp')).toBe(2);
    expect(sc.state.girl.health).toBe(3);
    expect(thePack(sc.state).space).toBe('cursed-temple');
  });

  it('Blood Thirsty: each time the Pack kills a Victim, a Spawn card is drawn; a Victim a Raptor kills draws none', () => {
    const s = table();
    s.killer.darkPowerRevealed = true;
    s.phase = 'killer';
    setVictims(s, { clearing: 1, cave: 1 });
    topCard(s, 1);
    s.riggedDice = [1];
    put(s, 'cave');
    const sc = runTasks(s, [terror([{ do: 'killerAction', target: 'victim', move: 0, attack: 1 }])]);
    expect(sc.state.victims).toHaveLength(0);
    expect(texts(sc).filter((t) => t.startsWith('Blood Thirsty: the kill'))).toHaveLength(1);
    expect(sc.state.raptors?.spawned).toBe(1);
  });

  it('Pack Conditioning (designed): every Raptor moves one space more', () => {
    const s = table();
    put(s, 'trail-e'); // 3 spaces from the Pack at the Clearing
    s.killer.darkPower = 'pack-conditioning';
    s.killer.darkPowerRevealed = true;
    const sc = runTasks(s, [terror([toPack])]);
    expect(raptorsAt(sc.state, 'cursed-temple')).toBe(1);
  });

  it('They\'re Everywhere! (designed): two Spawn cards when revealed', () => {
    const s = table();
    s.killer.darkPower = 'theyre-everywhere';
    const card = pack?.darkPowers.find((d) => d.id === 'theyre-everywhere');
    s.riggedDice = [1, 1];
    const sc = runTasks(s, [stepsOf(card?.onReveal ?? [], 'They\'re Everywhere!', 'darkPower')]);
    expect(sc.state.raptors?.deck).toHaveLength(6);
  });
});

describe('the Raptors at both Locations', () => {
  it('Pesadilla Verde: Piranhas! bite a Raptor crossing the River', () => {
    const s = table();
    s.tokens = [{ kind: 'piranhas', space: 'upper-river' }];
    put(s, 'cave');
    thePack(s).space = 'central-river';
    s.girl.space = 'rebel-camp';
    const sc = runTasks(s, [terror([toPack])]);
    // The Cave to the Central River runs down the Upper River: the Raptor takes 1 on entering it and dies.
    expect(raptors(sc.state)).toHaveLength(0);
    expect(thePack(sc.state).health).toBe(4);
  });

  it('L\'Armes Abbey: Malice goes in the Pack\'s space', () => {
    const s = table('larmes-abbey');
    thePack(s).space = 'cloister';
    s.girl.space = 'orchard';
    s.larmesAbbey = { ...s.larmesAbbey!, malice: [] };
    const sc = runTasks(s, [terror([{ do: 'module', name: 'larmesAbbey.malice' }])]);
    expect(sc.state.larmesAbbey?.malice).toEqual(['cloister']);
  });
});
