import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apply, choices, foresee, hiddenFacts, newGame, publicView, secretView, type GameEvent, type GameState } from '../../src/engine/index.js';
import { ASSETS_DIR, content, ContentError, loadContent, type Content } from '../../src/content/load.js';
import type { LocationPack } from '../../src/content/schema.js';
import { boardOf } from '../../src/engine/board/graph.js';
import { randomInt } from '../../src/engine/rng.js';
import { allModules } from '../../src/engine/modules/registry.js';
import { revealVehicleTokens } from '../../src/engine/modules/zombies/vehicles.js';
import { sampleWorld } from '../../src/player/world.js';
import { walk } from '../helpers/steps.js';
import { choose, paused, runTasks, startGame, stepsOf, texts, type Scenario } from '../helpers/scenario.js';
import { putUnits } from '../helpers/testPacks.js';

const c = content();
const RAFT_TOKENS = ['waterfall', 'upper-river', 'central-river', 'lower-river'];
const RAFT_CARD = 'raft-pole-strike';
const TRACTOR_CARD = 'tractor-plough-through';
const EXITS = { 'pesadilla-verde': ['cave', 'river-mouth'], 'larmes-abbey': ['gatehouse', 'orchard'] } as const;
type Where = keyof typeof EXITS;

const optionIds = (sc: Scenario) => sc.state.pending?.options.map((o) => o.id) ?? [];
const vehicle = (s: GameState) => s.zombieVehicles!;
const view = (s: GameState) => (publicView(s).modules.zombies as { vehicles: Record<string, unknown> }).vehicles;

/**
 * A quiet Zombies table: turn 1, Action phase, Bloodlust at its start, no Victims, Zombies or Malice
 * (no Cursed die), an empty hand, Horror 2 (2 dice), Time 6.
 */
function table(location: Where, seed = 1): GameState {
  const s = startGame(seed, { killer: 'zombies', location, girl: 'patsy' }).state;
  Object.assign(s, { turn: 1, phase: 'action', victims: [], units: [], riggedDice: [], activeEvents: [], killedThisTurn: 0, discard: [] });
  s.killer.bloodlust = 0;
  if (s.larmesAbbey) s.larmesAbbey.malice = [];
  Object.assign(s.girl, { hand: [], items: [], horror: 2, time: 6, health: 5, maxHealth: 5, bonusDice: 0, improvise: 'none', actionPhaseEnding: false });
  return s;
}

/** Two face-down tokens on each exit, the vehicle's under `at`. */
function lay(s: GameState, at: string): void {
  const exits = EXITS[s.setup.location as Where];
  s.zombieVehicles = { tokens: exits.flatMap((sp) => [{ space: sp, vehicle: sp === at, faceUp: false }, { space: sp, vehicle: false, faceUp: false }]), space: null, landings: [] };
}

/** The vehicle already found, standing at `space` (the Raft with its four tokens). */
function found(s: GameState, space: string): void {
  s.zombieVehicles = { tokens: [], space, landings: s.setup.location === 'pesadilla-verde' ? [...RAFT_TOKENS] : [] };
}

function victimsIn(s: GameState, space: string, n: number): void {
  for (let i = 0; i < n; i++) s.victims.push({ id: s.nextVictimId++, space, kind: 'normal' });
}

const zombiesAt = (s: GameState, space: string) => s.units.filter((u) => u.type === 'zombie' && u.space === space).length;

/** Plays an Action card from the Action phase with rigged dice, keeping the roll if asked. */
function play(s: GameState, card: string, dice: number[]): Scenario {
  s.riggedDice = dice;
  let sc = runTasks(s, [{ t: 'actionPhase' }]);
  expect(optionIds(sc)).toContain(`play:${card}`);
  sc = choose(sc, `play:${card}`);
  if (sc.state.pending?.kind === 'roll') sc = choose(sc, 'keep');
  return sc;
}

/** Ends the Action phase the scenario is standing in, if it is. */
function endActions(sc: Scenario): Scenario {
  return sc.state.pending?.kind === 'action' ? choose(sc, 'end') : sc;
}

/** A copy of the content with a Location board edited. */
function withBoard(location: Where, edit: (pack: LocationPack) => void): Content {
  const pack = structuredClone(c.locations[location]!) as LocationPack;
  edit(pack);
  return { ...c, locations: { ...c.locations, [location]: pack } };
}

describe('Zombie Vehicles (Terror from the Grave)', () => {
  it('loads one vehicle per Location, with Action-card-shaped cards, known module steps and provenance', () => {
    const sheet = c.zombieVehicles!;
    expect(Object.keys(sheet.vehicles).sort()).toEqual(Object.keys(c.locations).sort());
    expect(sheet.vehicles['pesadilla-verde']).toMatchObject({ name: 'Raft', provenance: 'partly-seed', waterBound: true, victimsFollow: false, movement: { kind: 'tokens', tokens: RAFT_TOKENS } });
    expect(sheet.vehicles['larmes-abbey']).toMatchObject({ name: 'Tractor', provenance: 'reconstructed', waterBound: false, victimsFollow: true });
    const steps = new Set(allModules().flatMap((m) => Object.keys(m.steps ?? {})));
    for (const v of Object.values(sheet.vehicles)) {
      for (const card of v.cards) {
        expect(card.rows.map((r) => r.min).sort()).toEqual([0, 1, 2]);
        expect(card.provenance).toBe('reconstructed');
        for (const row of card.rows) for (const st of walk(row.steps)) if (st.do === 'module') expect(steps.has(st.name), st.name).toBe(true);
      }
    }
    // No Item of ours is a vehicle, so "replace the vehicle's Item card" never applies.
    for (const l of Object.values(c.locations)) expect(l.items.filter((i) => /raft|tractor|boat|car\b|cart/i.test(i.name))).toEqual([]);
  });

  it('setup: 4 tokens face down, 2 on each of the 2 exits, exactly one the vehicle, seeded (seed: Special Setup)', () => {
    for (const location of Object.keys(EXITS) as Where[]) {
      const under = new Set<string>();
      for (let seed = 1; seed <= 12; seed++) {
        const out = newGame({ killer: 'zombies', location }, seed);
        const st = vehicle(out.state);
        expect(st.tokens.map((t) => t.space)).toEqual([...EXITS[location], ...EXITS[location]].sort());
        expect(st.tokens.filter((t) => t.vehicle)).toHaveLength(1);
        expect(st.tokens.every((t) => !t.faceUp)).toBe(true);
        expect(st.space).toBeNull();
        under.add(st.tokens.find((t) => t.vehicle)!.space);
        expect(vehicle(newGame({ killer: 'zombies', location }, seed).state)).toEqual(st);
        expect(out.events.map((e) => e.text)).toContain(`4 Vehicle tokens lie face down: 2 at ${location === 'pesadilla-verde' ? 'Cave, 2 at River Mouth. One of them is the Raft' : 'Gatehouse, 2 at Orchard. One of them is the Tractor'}.`);
      }
      expect([...under].sort()).toEqual([...EXITS[location]]);
    }
  });

  it('setup with 3 exits puts the extra token on the exit farthest from her start (seed: odd amount)', () => {
    const c3 = withBoard('pesadilla-verde', (p) => p.board.spaces.find((sp) => sp.id === 'rebel-camp')!.icons.push('exit'));
    for (let seed = 1; seed <= 6; seed++) {
      const s = newGame({ killer: 'zombies', location: 'pesadilla-verde' }, seed, c3).state;
      const apart = boardOf(c3.locations['pesadilla-verde']!).spacesApart(s.girl.startSpace);
      const exits = ['cave', 'rebel-camp', 'river-mouth'];
      const far = Math.max(...exits.map((sp) => apart.get(sp)!));
      const farthest = exits.filter((sp) => apart.get(sp) === far).sort()[0];
      for (const sp of exits) expect(vehicle(s).tokens.filter((t) => t.space === sp).length, `${seed} ${sp}`).toBe(sp === farthest ? 2 : 1);
    }
  });

  it('setup with one exit puts 1 token there and 1 on each thematic space of the vehicle (seed: only one exit)', () => {
    const c1 = withBoard('pesadilla-verde', (p) => {
      const cave = p.board.spaces.find((sp) => sp.id === 'cave')!;
      cave.icons = cave.icons.filter((i) => i !== 'exit');
    });
    const s = newGame({ killer: 'zombies', location: 'pesadilla-verde' }, 3, c1).state;
    expect(vehicle(s).tokens.map((t) => t.space)).toEqual(['central-river', 'lower-river', 'river-mouth', 'waterfall']);
    expect(c.zombieVehicles!.vehicles['pesadilla-verde']!.thematicSpaces).toEqual(['waterfall', 'central-river', 'lower-river']);
  });

  it('her start space is no entry: tokens on the exit she starts in stay face down', () => {
    let seen = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const s = newGame({ killer: 'zombies', location: 'larmes-abbey' }, seed).state;
      if (!(EXITS['larmes-abbey'] as readonly string[]).includes(s.girl.startSpace)) continue;
      seen += 1;
      expect(vehicle(s).tokens.every((t) => !t.faceUp)).toBe(true);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('entering an exit the first time turns its tokens over; blanks stay face up, and a second entry reveals nothing', () => {
    const s = table('pesadilla-verde');
    lay(s, 'river-mouth');
    s.girl.space = 'trail-a';
    let sc = choose(runTasks(s, [{ t: 'girlMove', left: 1 }]), 'go:cave:');
    expect(texts(sc)).toContain('You turn over the 2 Vehicle tokens at Cave: blank, blank.');
    expect(vehicle(sc.state).tokens.filter((t) => t.faceUp).map((t) => t.space)).toEqual(['cave', 'cave']);
    expect(view(sc.state).tokens).toEqual([
      { space: 'cave', spaceLabel: 'Cave', faceDown: 0, blank: 2 },
      { space: 'river-mouth', spaceLabel: 'River Mouth', faceDown: 2, blank: 0 },
    ]);
    expect(sc.state.girl.hand).toEqual([]);
    sc = choose(runTasks(sc.state, [{ t: 'girlMove', left: 2 }]), 'go:trail-a:');
    sc = choose(sc, 'go:cave:');
    expect(texts(sc).filter((t) => t.startsWith('You turn over'))).toEqual([]);
    // Only she reveals them: a Victim stepping in does not.
    const run = { state: structuredClone(sc.state), content: c, events: [] as GameEvent[] };
    revealVehicleTokens(run, { kind: 'victim', victim: { id: 99, space: 'river-mouth', kind: 'normal' } }, 'river-mouth');
    expect(run.state.zombieVehicles!.tokens.filter((t) => t.space === 'river-mouth' && !t.faceUp)).toHaveLength(2);
  });

  it('the vehicle icon: every token leaves, the Raft and its 4 tokens go on the River, closest to her, and its card goes to her hand (seed)', () => {
    const s = table('pesadilla-verde');
    lay(s, 'river-mouth');
    s.girl.space = 'lower-river';
    const sc = choose(runTasks(s, [{ t: 'girlMove', left: 1 }]), 'go:river-mouth:');
    expect(texts(sc)).toContain('You turn over the 2 Vehicle tokens at River Mouth: the Raft, blank.');
    const st = vehicle(sc.state);
    expect(st.tokens).toEqual([]);
    expect(st.landings).toEqual(RAFT_TOKENS);
    // Water-bound: not in her space but in the closest one it may be in.
    expect(st.space).toBe('lower-river');
    expect(sc.state.girl.hand).toEqual([RAFT_CARD]);
    expect(view(sc.state)).toMatchObject({ found: true, space: 'lower-river', tokens: [], landings: RAFT_TOKENS });
    // Found from the Cave instead, the Raft starts at the Upper River.
    const t = table('pesadilla-verde');
    lay(t, 'cave');
    t.girl.space = 'trail-a';
    expect(vehicle(choose(runTasks(t, [{ t: 'girlMove', left: 1 }]), 'go:cave:').state).space).toBe('upper-river');
  });

  it('the Raft moves only from one token to the next, either way, with her on it; Victims do not follow (seed: Raft)', () => {
    const s = table('pesadilla-verde');
    found(s, 'central-river');
    s.girl.space = 'central-river';
    victimsIn(s, 'central-river', 2);
    let sc = runTasks(s, [{ t: 'girlMove', left: 3 }]);
    const rides = optionIds(sc).filter((id) => id.startsWith('ride:'));
    expect(rides.sort()).toEqual(['ride:lower-river:', 'ride:upper-river:']);
    expect(sc.state.pending?.options.find((o) => o.id === 'ride:upper-river:')?.label).toBe('Take the Raft to Upper River');
    // On foot she may still leave the Raft, with Victims following.
    expect(optionIds(sc)).toEqual(expect.arrayContaining(['go:lower-river:normal', 'go:trail-c:normal+normal']));
    sc = choose(sc, 'ride:upper-river:');
    expect(texts(sc)).toContain('You take the Raft to Upper River.');
    expect(sc.state.girl.space).toBe('upper-river');
    expect(vehicle(sc.state).space).toBe('upper-river');
    expect(sc.state.victims.map((v) => v.space)).toEqual(['central-river', 'central-river']);
    sc = choose(sc, 'ride:waterfall:');
    expect(optionIds(sc).filter((id) => id.startsWith('ride:'))).toEqual(['ride:upper-river:']);
    // Leaving it on foot: the Raft stays where it is, and no ride is offered away from it.
    sc = choose(sc, 'go:trail-a:');
    expect(vehicle(sc.state).space).toBe('waterfall');
    expect(paused(sc)).toBe(true);
    expect(optionIds(runTasks(sc.state, [{ t: 'girlMove', left: 1 }])).some((id) => id.startsWith('ride:'))).toBe(false);
  });

  it('the Raft card needs her on the Raft (no pilot icon); 2 successes kill up to 3 Zombies in its space or the next token\'s', () => {
    const s = table('pesadilla-verde');
    found(s, 'upper-river');
    s.girl.hand = [RAFT_CARD];
    s.girl.space = 'cave';
    expect(optionIds(runTasks(s, [{ t: 'actionPhase' }]))).not.toContain(`play:${RAFT_CARD}`);
    s.girl.space = 'upper-river';
    putUnits(s, 'zombie', 'central-river', 4, c);
    putUnits(s, 'zombie', 'rebel-camp', 1, c);
    let sc = play(s, RAFT_CARD, [6, 6]);
    expect(sc.state.pending?.kind).toBe('vehicle-target');
    expect(sc.state.pending?.options.map((o) => o.label)).toEqual(['Upper River (nobody)', 'Waterfall (nobody)', 'Central River (4 Zombies)']);
    sc = endActions(choose(sc, 'space:central-river'));
    expect(zombiesAt(sc.state, 'central-river')).toBe(1);
    expect(vehicle(sc.state).space).toBe('upper-river');
    expect(sc.state.discard).toEqual([RAFT_CARD]);
  });

  it('the Raft card on 1 success kills 1 Zombie and costs 1 Time; a Horde there takes the damage instead (seed: Kill X Zombies)', () => {
    const s = table('pesadilla-verde');
    found(s, 'lower-river');
    Object.assign(s.girl, { hand: [RAFT_CARD, RAFT_CARD], space: 'lower-river' });
    putUnits(s, 'horde', 'lower-river', 1, c);
    s.units[0]!.health = 5;
    putUnits(s, 'zombie', 'central-river', 2, c);
    let sc = play(s, RAFT_CARD, [6, 1]);
    sc = endActions(choose(sc, 'space:central-river'));
    expect(zombiesAt(sc.state, 'central-river')).toBe(1);
    expect(sc.state.girl.time).toBe(5);
    sc = play(sc.state, RAFT_CARD, [6, 6]);
    sc = endActions(choose(sc, 'space:lower-river'));
    expect(sc.state.units.find((u) => u.type === 'horde')?.health).toBe(2);
  });

  it('a played Vehicle Action card returns to the Tableau after Planning and may be bought again (seed)', () => {
    const s = table('pesadilla-verde');
    found(s, 'waterfall');
    s.discard = [RAFT_CARD];
    s.phase = 'planning';
    let sc = runTasks(s, [{ t: 'planningPhase' }]);
    if (sc.state.pending?.kind === 'planning') sc = choose(sc, 'done');
    expect(sc.state.tableau[RAFT_CARD]).toBe(1);
    sc = runTasks(sc.state, [{ t: 'planningPhase' }]);
    expect(sc.state.pending?.options.find((o) => o.id === `buy:${RAFT_CARD}`)?.label).toBe('Buy Raft: Pole Strike (2 Time)');
    expect(publicView(sc.state).tableau).toContainEqual({ name: 'Raft: Pole Strike', copies: 1 });
  });

  it('the Tractor, found at an exit, waits in her space and its card goes to her hand', () => {
    const s = table('larmes-abbey');
    lay(s, 'orchard');
    s.girl.space = 'south-path';
    const sc = choose(runTasks(s, [{ t: 'girlMove', left: 1 }]), 'go:orchard:');
    expect(vehicle(sc.state)).toEqual({ tokens: [], space: 'orchard', landings: [] });
    expect(sc.state.girl.hand).toEqual([TRACTOR_CARD]);
    expect(publicView(sc.state).girl.hand).toEqual(['Tractor: Plough Through']);
  });

  it('riding the Tractor keeps to the abbey grounds, Victims following as normal', () => {
    const s = table('larmes-abbey');
    found(s, 'well');
    s.girl.space = 'well';
    victimsIn(s, 'well', 2);
    let sc = runTasks(s, [{ t: 'girlMove', left: 2 }]);
    const rides = optionIds(sc).filter((id) => id.startsWith('ride:'));
    // The Well's indoor neighbours (Cloister, Refectory) are reached only on foot.
    expect(rides.sort()).toEqual(['ride:gatehouse:', 'ride:gatehouse:normal', 'ride:gatehouse:normal+normal', 'ride:south-path:', 'ride:south-path:normal', 'ride:south-path:normal+normal']);
    expect(optionIds(sc)).toEqual(expect.arrayContaining(['go:cloister:', 'go:refectory:']));
    sc = choose(sc, 'ride:gatehouse:normal');
    expect(texts(sc)).toContain('You take the Tractor to Gatehouse with 1 Victim.');
    expect(sc.state.girl.space).toBe('gatehouse');
    expect(vehicle(sc.state).space).toBe('gatehouse');
    expect(sc.state.victims.map((v) => v.space).sort()).toEqual(['gatehouse', 'well']);
    expect(optionIds(sc).filter((id) => id.startsWith('ride:')).sort()).toEqual(['ride:herb-garden:', 'ride:herb-garden:normal', 'ride:south-path:', 'ride:south-path:normal', 'ride:well:', 'ride:well:normal']);
  });

  it('the Tractor card has a driver: it works from anywhere once found, never before; it ploughs into its space or a next one on the grounds', () => {
    const s = table('larmes-abbey');
    s.girl.hand = [TRACTOR_CARD];
    s.girl.space = 'kitchen';
    lay(s, 'gatehouse');
    expect(optionIds(runTasks(s, [{ t: 'actionPhase' }]))).not.toContain(`play:${TRACTOR_CARD}`);
    found(s, 'well');
    putUnits(s, 'zombie', 'south-path', 3, c);
    putUnits(s, 'zombie', 'bell-tower', 1, c);
    victimsIn(s, 'south-path', 2);
    let sc = play(s, TRACTOR_CARD, [6, 2]);
    expect(sc.state.pending?.options.map((o) => o.id)).toEqual(['space:well', 'space:gatehouse', 'space:south-path']);
    expect(sc.state.pending?.options[2]?.label).toBe('space B (3 Zombies, 2 Victims)');
    // 1 success: every Victim there dies with up to 2 Zombies; none rises, and the Tractor stops there.
    sc = endActions(choose(sc, 'space:south-path'));
    expect(sc.state.victims).toEqual([]);
    expect(zombiesAt(sc.state, 'south-path')).toBe(1);
    expect(texts(sc).some((t) => t.includes('rises as a Zombie'))).toBe(false);
    expect(sc.state.killer.bloodlust).toBe(2);
    expect(vehicle(sc.state).space).toBe('south-path');
    expect(sc.state.girl.space).toBe('kitchen');
  });

  it('the Tractor card on 2 successes crushes up to 4 Zombies, or deals 4 damage to a Horde, sparing Victims', () => {
    const s = table('larmes-abbey');
    Object.assign(s.girl, { hand: [TRACTOR_CARD], space: 'nave' });
    found(s, 'herb-garden');
    putUnits(s, 'horde', 'gatehouse', 1, c);
    s.units[0]!.health = 5;
    putUnits(s, 'zombie', 'bell-tower', 1, c);
    victimsIn(s, 'gatehouse', 1);
    let sc = play(s, TRACTOR_CARD, [6, 6]);
    sc = endActions(choose(sc, 'space:gatehouse'));
    expect(sc.state.units.find((u) => u.type === 'horde')?.health).toBe(1);
    expect(sc.state.victims).toHaveLength(1);
    // "all" (the Motorboat's top row): every Zombie dies, a Horde loses all its Health.
    const t = table('larmes-abbey');
    found(t, 'well');
    putUnits(t, 'horde', 'well', 1, c);
    t.units[0]!.health = 7;
    putUnits(t, 'zombie', 'south-path', 3, c);
    putUnits(t, 'zombie', 'bell-tower', 1, c);
    const strike = (target: string) => choose(runTasks(t, [stepsOf([{ do: 'module', name: 'zombies.vehicleStrike', args: { zombies: 'all' } }], 'Test strike', 'action')]), `space:${target}`);
    expect(strike('south-path').state.units.filter((u) => u.space === 'south-path')).toEqual([]);
    expect(strike('well').state.units.some((u) => u.type === 'horde')).toBe(false);
  });

  it("L'Armes Abbey's Donkey keeps its own rule in a Zombies game", () => {
    const s = table('larmes-abbey');
    expect(s.larmesAbbey?.donkey).toBe('cloister');
    s.girl.space = 'cloister';
    expect(optionIds(runTasks(s, [{ t: 'actionPhase' }]))).toContain('larmes:ride');
  });

  it('face-down tokens are hidden facts: told to nobody, and turning one over cannot be foreseen or undone', () => {
    const s = table('pesadilla-verde');
    lay(s, 'river-mouth');
    expect(hiddenFacts(s).sort()).toEqual([
      'The face-down Vehicle token at Cave shows a blank.',
      'The face-down Vehicle token at Cave shows a blank.',
      'The face-down Vehicle token at River Mouth shows a blank.',
      'The face-down Vehicle token at River Mouth shows the Raft.',
    ]);
    s.girl.space = 'trail-a';
    const sc = runTasks(s, [{ t: 'girlMove', left: 1 }]);
    expect(foresee(sc.state, 'go:cave:')).toBeNull();
    expect(apply(sc.state, 'go:cave:').irreversible).toBe(true);
    expect(hiddenFacts(apply(sc.state, 'go:cave:').state)).toHaveLength(2);
    // The strong player imagines the vehicle anywhere face down: two tables that differ only there look the same to it.
    const other = structuredClone(sc.state);
    for (const t of vehicle(other).tokens) t.vehicle = t.space === 'cave' && t === vehicle(other).tokens[0];
    expect(sampleWorld(other, 5).zombieVehicles).toEqual(sampleWorld(sc.state, 5).zombieVehicles);
  });

  it('40 random Zombies games: no public view, secret view or public event shows a face-down token before it is turned over', () => {
    let checked = 0;
    let reveals = 0;
    for (const location of Object.keys(EXITS) as Where[]) {
      for (let seed = 1; seed <= 20; seed++) {
        let out: { state: GameState; events: readonly GameEvent[] } = newGame({ killer: 'zombies', location }, seed);
        const policy = { rng: seed * 7919 };
        for (let i = 0; i < 250 && !out.state.result; i++) {
          const before = out.state;
          const options = choices(before);
          out = apply(before, options[randomInt(policy, options.length)]!.id);
          const facts = [...new Set([...hiddenFacts(before), ...hiddenFacts(out.state)])];
          const seen = [JSON.stringify(publicView(out.state)), JSON.stringify(secretView(out.state)), ...out.events.filter((e) => e.visibility === 'public').map((e) => e.text)];
          for (const fact of facts) for (const text of seen) expect(text, `${location} ${seed}`).not.toContain(fact);
          expect(JSON.stringify(publicView(out.state))).not.toMatch(/"vehicle":(true|false)/);
          checked += facts.length;
          reveals += out.events.filter((e) => e.text.startsWith('You turn over')).length;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(reveals).toBeGreaterThan(0);
  });

  it('two games that differ only in where the vehicle lies look the same to the table until a token is turned over', () => {
    let compared = 0;
    for (const location of Object.keys(EXITS) as Where[]) {
      for (let seed = 1; seed <= 8; seed++) {
        let a = newGame({ killer: 'zombies', location }, seed).state;
        let b = structuredClone(a);
        const tokens = vehicle(b).tokens;
        const at = tokens.find((t) => t.vehicle)!.space;
        for (const t of tokens) t.vehicle = false;
        tokens.find((t) => t.space !== at)!.vehicle = true;
        const policy = { rng: seed };
        for (let i = 0; i < 250 && !a.result; i++) {
          expect(JSON.stringify(publicView(b))).toBe(JSON.stringify(publicView(a)));
          const options = choices(a);
          const id = options[randomInt(policy, options.length)]!.id;
          const na = apply(a, id);
          const nb = apply(b, id);
          if (na.events.some((e) => e.text.startsWith('You turn over'))) break;
          expect(nb.events.map((e) => `${e.visibility} ${e.text}`)).toEqual(na.events.map((e) => `${e.visibility} ${e.text}`));
          compared += 1;
          a = na.state;
          b = nb.state;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  describe('broken vehicle sheets', () => {
    const dirs: string[] = [];
    afterAll(() => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });
    function loadBroken(edit: (json: any) => void): { file: string; error: Error } {
      const dir = mkdtempSync(join(tmpdir(), 'fg-vehicles-'));
      dirs.push(dir);
      cpSync(join(ASSETS_DIR, 'core'), join(dir, 'core'), { recursive: true });
      cpSync(join(ASSETS_DIR, 'girls'), join(dir, 'girls'), { recursive: true });
      cpSync(join(ASSETS_DIR, 'killers'), join(dir, 'killers'), { recursive: true });
      cpSync(join(ASSETS_DIR, 'locations'), join(dir, 'locations'), { recursive: true });
      const file = join(dir, 'killers', 'zombies', 'vehicles.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      edit(json);
      writeFileSync(file, JSON.stringify(json));
      try {
        loadContent(dir);
      } catch (error) {
        return { file, error: error as Error };
      }
      throw new Error('loadContent did not throw');
    }

    it('names the file and field of a token on an unknown space', () => {
      const { file, error } = loadBroken((j) => {
        j.vehicles['pesadilla-verde'].movement.tokens[1] = 'lake';
      });
      expect(error).toBeInstanceOf(ContentError);
      expect(error.message).toContain(file);
      expect(error.message).toContain('vehicles.pesadilla-verde.movement.tokens.1');
    });

    it('refuses a pilot card that asks for her in the vehicle\'s space, and a land vehicle that cannot stand on an exit', () => {
      expect(loadBroken((j) => {
        j.vehicles['larmes-abbey'].cards[0].requires = 'zombies.withVehicle';
      }).error.message).toContain('vehicles.larmes-abbey.cards.0.requires');
      expect(loadBroken((j) => {
        j.vehicles['larmes-abbey'].movement.spaces = ['gatehouse', 'well', 'herb-garden', 'south-path'];
      }).error.message).toContain('"orchard"');
    });
  });
});
