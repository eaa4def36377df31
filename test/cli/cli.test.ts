import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { newGame, publicView, replay } from '../../src/engine/index.js';
import { playToEnd, randomPolicy } from '../../src/cli/policy.js';
import { describeState } from '../../src/cli/describe.js';
import { gameOptionShape, intOption, parseOptions, tokenize } from '../../src/cli/args.js';
import { crowdedZombiesView } from '../render/zombiesTable.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OPTIONS = { killer: 'volkar', location: 'pesadilla-verde' } as const;
const CHILD_TIMEOUT = 45_000;

function runCli(script: string, args: string[], input?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    input: input ?? '',
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT,
    env: { ...process.env, NO_COLOR: '1' },
  });
}

describe('playToEnd with the random policy', () => {
  it('20 seeds all end in won/lost with no error', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = playToEnd(OPTIONS, seed, randomPolicy(seed));
      expect(r.error, `seed ${seed}`).toBeUndefined();
      expect(['won', 'lost'], `seed ${seed}`).toContain(r.state?.result);
      expect(r.decisions).toBe(r.history.length);
    }
  }, 30_000);

  it('the same seed twice gives an identical final state, and the history replays it', () => {
    const a = playToEnd(OPTIONS, 7, randomPolicy(7));
    const b = playToEnd(OPTIONS, 7, randomPolicy(7));
    expect(a.state).not.toBeNull();
    expect(b.state).toEqual(a.state);
    expect(b.history).toEqual(a.history);
    expect(replay(OPTIONS, 7, a.history).state).toEqual(a.state);
  }, 15_000);

  it('reports a game cut short as "did not end" and a throwing policy as an error', () => {
    const short = playToEnd(OPTIONS, 3, randomPolicy(3), 2);
    expect(short.error).toBe('did not end');
    expect(short.decisions).toBe(2);
    expect(short.state?.result).toBeNull();
    const bad = playToEnd(OPTIONS, 3, () => 'no-such-choice');
    expect(bad.error).toMatch(/RulesError: .*no-such-choice/);
    expect(bad.decisions).toBe(0);
    const setup = playToEnd({ killer: 'nobody', location: 'pesadilla-verde' }, 1, randomPolicy(1));
    expect(setup.state).toBeNull();
    expect(setup.error).toMatch(/nobody/);
  }, 15_000);
});

describe('describeState', () => {
  it('names the turn and the girl\'s space', () => {
    const view = publicView(newGame(OPTIONS, 1).state);
    const text = describeState(view);
    expect(text).toContain('Turn');
    expect(text).toContain(view.girl.spaceLabel);
    expect(text).toContain('Concealed');
    expect(text).toMatch(/face down/);
  });

  it('describes the Zombies by their Hordes and Zombies, not by a Killer figure\'s Health they do not have', () => {
    const start = describeState(publicView(newGame({ killer: 'zombies', location: 'pesadilla-verde' }, 7).state));
    expect(start).toContain('The Zombies: Hordes formed 0 of 3 · Bloodlust 1/10 (attack 1, move 1)');
    expect(start).toMatch(/^Zombies: \d+ on the board \(/m);
    expect(start).toContain('Vehicle: Raft not found yet; Vehicle tokens: 2 face down at Cave, 2 face down at River Mouth');
    const crowded = describeState(crowdedZombiesView('larmes-abbey'));
    expect(crowded).toContain('The Zombies: Hordes 3 of 3 in play, 4 formed · Bloodlust 1/10 (attack 1, move 1) · Dark Power: Super Horde');
    expect(crowded).toContain('Hordes: H1 at Nave (7 Health), H2 at Crypt (4), H3 at Orchard (12)');
    expect(crowded).toContain('Zombies: 12 on the board (Gatehouse 3, space A 2, Cloister 2, space B 2, Kitchen 1, Well 1, Herb Garden 1)');
    for (const text of [start, crowded]) {
      const killer = text.split('\n').find((l) => l.startsWith('The Zombies:')) ?? '';
      expect(killer).not.toMatch(/Health|Concealed|see below/);
    }
  });
});

describe('argument parser', () => {
  const shape = { ...gameOptionShape, seed: intOption('seed').optional() };

  it('reads --name value, --name=value and bare flags', () => {
    expect(tokenize(['--a', '1', '--b=2', '--c', '--d', 'x'], ['c'])).toEqual({ ok: true, value: { a: '1', b: '2', c: true, d: 'x' } });
    const r = parseOptions(shape, ['--location', 'pesadilla-verde', '--killer', 'volkar', '--extreme', '--seed', '5'], ['extreme']);
    expect(r).toEqual({ ok: true, value: { killer: 'volkar', location: 'pesadilla-verde', extreme: true, seed: 5 } });
  });

  it('refuses a call without --killer with a readable one-line message', () => {
    const r = parseOptions(shape, ['--location', 'pesadilla-verde'], ['extreme']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain('--killer');
      expect(r.message).toMatch(/required/);
      expect(r.message).not.toContain('\n');
    }
  });

  it('refuses unknown ids, unknown options, stray words and bad numbers by name', () => {
    const msg = (argv: string[]) => {
      const r = parseOptions(shape, argv, ['extreme']);
      return r.ok ? '' : r.message;
    };
    expect(msg(['--killer', 'jason', '--location', 'pesadilla-verde'])).toMatch(/unknown killer "jason".*volkar/);
    expect(msg(['--killer', 'volkar', '--location', 'pesadilla-verde', '--colour', 'red'])).toMatch(/unknown option --colour/);
    expect(msg(['volkar'])).toMatch(/unexpected argument "volkar"/);
    expect(msg(['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed', 'abc'])).toMatch(/--seed needs a whole number/);
    expect(msg(['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed'])).toMatch(/--seed needs a whole number/);
    expect(msg(['--killer', 'volkar', '--location', 'pesadilla-verde', '--ambiguity', 'maybe'])).toMatch(/--ambiguity must be one of/);
  });
});

describe('command-line tools (child processes)', () => {
  it('sim --json prints one line per game plus a summary and exits 0', () => {
    const r = runCli('src/cli/sim.ts', ['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed', '1', '--games', '3', '--json']);
    expect(r.error).toBeUndefined();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.slice(0, 3).map((g) => g.seed)).toEqual([1, 2, 3]);
    for (const g of parsed.slice(0, 3)) {
      expect(g).toMatchObject({ killer: 'volkar', location: 'pesadilla-verde', girl: 'alois' });
      expect(['won', 'lost']).toContain(g.result);
      expect(g).not.toHaveProperty('error');
    }
    expect(parsed[3]).toMatchObject({ summary: true, games: 3, errors: 0 });
  }, 60_000);

  it('sim refuses bad arguments with exit code 2 and the usage', () => {
    const r = runCli('src/cli/sim.ts', ['--location', 'pesadilla-verde', '--seed', '1', '--games', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: .*--killer/);
    expect(r.stderr).toContain('usage:');
  }, 60_000);

  it('play shows numbered choices, takes piped input and quits on q', () => {
    const r = runCli('src/cli/play.ts', ['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed', '1'], '1\n1\nq\n');
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\s+1\. /m);
    expect(r.stdout).toMatch(/^\s+2\. /m);
    expect(r.stdout).toContain('Turn 1');
    expect(r.stdout).toContain('You chose:');
    expect(r.stdout).toContain('You leave the game.');
  }, 60_000);

  it('play asks again after input that is not a choice and leaves cleanly at end of input', () => {
    const r = runCli('src/cli/play.ts', ['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed', '2'], 'banana\n999\ns\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('"banana" is not a choice');
    expect(r.stdout).toContain('"999" is not a choice');
    expect(r.stdout).toContain('Input ended');
  }, 60_000);
  it('sim --policy strong plays with the strong player (cut short here to stay quick)', () => {
    const r = runCli('src/cli/sim.ts', ['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed', '1', '--games', '1', '--policy', 'strong', '--max-decisions', '12', '--json']);
    expect(r.error).toBeUndefined();
    const [game] = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(game).toMatchObject({ seed: 1, decisions: 12, error: 'did not end' });
  }, 60_000);

  it('play --hint prints the suggestion, its win chance, the reason and the next two options before a decision', () => {
    const r = runCli('src/cli/play.ts', ['--killer', 'volkar', '--location', 'pesadilla-verde', '--seed', '1', '--hint'], 'q\n');
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Hint: \d+\. .+ \(about \d+(\.\d)?% to win\): .+\.$/m);
    expect(r.stdout).toMatch(/^ {2}then: \d+\. .+ \(\d+(\.\d)?%\); \d+\. .+ \(\d+(\.\d)?%\)$/m);
  }, 60_000);
});
