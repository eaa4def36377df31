import { describe, expect, it } from 'vitest';
import { apply, newGame, type GameEvent } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy, randomPolicy } from '../../src/cli/policy.js';
import type { Policy } from '../../src/player/index.js';
import { stepAccount, turnChronicle, type ToldEvent } from '../../src/bot/views/story.js';
import { TEXT } from '../../src/bot/strings.js';

const pub = (kind: string, text: string): ToldEvent => ({ kind, text, visibility: 'public' });
const secret = (kind: string, text: string): ToldEvent => ({ kind, text, visibility: 'secret' });

/** An idle Zombie's two lines, as phases/killerAction.ts tells them. */
const idleZombie = (space: string, face: number): ToldEvent[] => [
  pub('shamble-stays', `The Killer Action: nothing is within reach of the Zombie at ${space}; it shambles (rolled ${face}) but stays.`),
  pub('shamble-end', `The Zombie is at ${space}.`),
];

const KILL = 'A Victim at Chapel is killed (The Killer Action).';
const HEADLINE = ['▶️ <@1> chose **End the Action phase**.'];

/** A Zombies Killer phase: eight idle Zombies, one that reaches the Chapel and kills there, last. */
function zombiesKillerPhase(): ToldEvent[] {
  return [
    pub('info', 'Time resets to 6; played cards return to the Tableau.'),
    ...['Control Room', 'Orchard', 'Gatehouse', 'Nave', 'Well', 'Crypt', 'Kitchen', 'Cloister'].flatMap((space, i) => idleZombie(space, (i % 6) + 1)),
    pub('shamble', 'The Killer Action: nothing is within reach of the Zombie at Refectory; it shambles (rolled 2) to Cemetery.'),
    pub('shamble-end', 'The Zombie is at Cemetery.'),
    pub('killer', 'The Killer Action: the Zombie targets Chapel.'),
    pub('killer-at', 'The Zombie is at Chapel.'),
    pub('terror', 'Terror card: Crawlers. More of them drag themselves out of the ground, and every Enemy with someone in its space attacks once.'),
    pub('victim-killed', KILL),
    pub('bloodlust', 'Bloodlust rises to 4 (a Victim died).'),
    pub('units', 'The Victim rises as a Zombie.'),
    pub('units', '1 Zombie appears at Chapel.'),
  ];
}

describe('the step account', () => {
  it('a Zombies Killer phase: the kill comes first, the idle Zombies are one counted line, nothing is dropped from the top', () => {
    const events = zombiesKillerPhase();
    const account = stepAccount(HEADLINE, events, 2000);
    expect(account).not.toBeNull();
    const lines = (account?.text ?? '').split('\n');
    expect(lines[0]).toBe(HEADLINE[0]);
    expect(lines[1]).toBe(KILL);
    expect(lines[2]).toBe('Bloodlust rises to 4 (a Victim died).');
    expect(lines.filter((l) => l.includes('shamble'))).toEqual([TEXT.accountShambles(1, 8)]);
    expect(lines).not.toContain('The Zombie is at Control Room.');
    expect(account?.text).not.toContain('earlier line');
    // Every public line is told: the kill's context too.
    expect(lines).toContain('The Killer Action: the Zombie targets Chapel.');
    expect(account).toMatchObject({ full: true, left: 0 });
    expect(lines.length).toBe(1 + events.length - 2 * 9 + 1);
  });

  it('cut short, it keeps the top (headline, kill) and drops the lightest lines at the end, counting them', () => {
    const events = zombiesKillerPhase();
    const max = 260;
    const account = stepAccount(HEADLINE, events, max);
    expect(account?.full).toBe(false);
    const text = account?.text ?? '';
    expect(text.length).toBeLessThanOrEqual(max);
    expect(text.startsWith(`${HEADLINE[0]}\n${KILL}\n`)).toBe(true);
    const left = account?.left ?? 0;
    expect(left).toBeGreaterThan(0);
    expect(text.endsWith(TEXT.accountMore(left))).toBe(true);
    // The lines told and the lines left out add up to the public events.
    const full = stepAccount(HEADLINE, events, 10_000);
    const told = (full?.text ?? '').split('\n').slice(1);
    const shown = text.split('\n').slice(1, -1);
    expect(told.slice(0, shown.length)).toEqual(shown);
    // Each line shown tells one event, but the idle Zombies' line, which tells their 18.
    const covered = shown.reduce((n, l) => n + (l === TEXT.accountShambles(1, 8) ? 18 : 1), 0);
    expect(left).toBe(events.length - covered);
    expect(left).toBeGreaterThanOrEqual(told.length - shown.length);
  });

  it('lines told the same are told once with their count; secret events never appear, but their notice does', () => {
    const events = [pub('victim-killed', KILL), pub('victim-killed', KILL), secret('track-secret', 'Path card 2 is: Move 3 toward you.'), pub('units', '1 Zombie appears at Chapel.')];
    const account = stepAccount([], events, 2000);
    expect(account?.text.split('\n')).toEqual([TEXT.accountTimes(KILL, 2), '1 Zombie appears at Chapel.', TEXT.secretLearned]);
    expect(account?.text).not.toContain('Path card 2 is');
    // The notice stays when the account is cut.
    const cut = stepAccount(HEADLINE, [...events, ...Array.from({ length: 40 }, (_, i) => pub('units', `${i} Zombies appear somewhere.`))], 400);
    expect(cut?.text.endsWith(TEXT.secretLearned)).toBe(true);
    expect(cut?.text.length).toBeLessThanOrEqual(400);
  });

  it('nothing to tell gives null; only a secret gives the notice', () => {
    expect(stepAccount([], [], 2000)).toBeNull();
    expect(stepAccount([], [secret('blessing-secret', 'Space 1: blank.')], 2000)?.text).toBe(TEXT.secretLearned);
  });
});

describe('the chronicle of a game turn', () => {
  it('counts her deeds and the dead, keeps where the tracks ended, and fits five lines', () => {
    const events = [
      pub('play', 'You play Weak Attack.'),
      pub('move', 'You walk to Chapel.'),
      pub('move', 'You run to Nave.'),
      pub('victim-saved', 'A Victim is saved at Nave!'),
      secret('blessing-secret', 'Space 2 of the sheet: 2 health.'),
      ...zombiesKillerPhase(),
      pub('victim-killed', 'A Victim at Orchard is killed (Crawlers).'),
      pub('bloodlust', 'Bloodlust rises to 5 (a Victim died).'),
      pub('horde', '3 Zombies at Chapel become a Horde.'),
      pub('dark-power', `The Dark Power is revealed: Legion. ${'Their numbers swell. '.repeat(20)}`),
      pub('health', 'You lose 2 Health (Crawlers); 0 left.'),
      pub('final-health', 'Your Final Health token is blank.'),
      pub('game-over', 'You lose. The Final Girl has been killed.'),
    ];
    const text = turnChronicle(7, events);
    const lines = text.split('\n');
    expect(lines[0]).toBe(TEXT.chronicleTurn(7, [TEXT.chroniclePlayed(1), TEXT.chronicleMoved(2)]));
    expect(text).toContain(TEXT.chronicleKilled(2));
    expect(text).toContain(TEXT.chronicleSaved(1));
    expect(text).toContain(TEXT.chronicleHordes(1));
    expect(text).toContain('Bloodlust rises to 5 (a Victim died).');
    expect(text).not.toContain('Bloodlust rises to 4');
    expect(text).toContain(TEXT.chronicleEnd('You lose. The Final Girl has been killed.'));
    expect(text).not.toContain('Space 2 of the sheet');
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(text.length).toBeLessThanOrEqual(400);
  });

  it('a quiet turn is one line', () => {
    expect(turnChronicle(3, [pub('buy', 'You buy Walk.')])).toBe(TEXT.chronicleTurn(3, [TEXT.chronicleBought(1)]));
  });
});

const BUDGET = 1000;
/** Kinds whose every public line the account must keep within BUDGET. */
const MUST_TELL = new Set(['victim-killed', 'game-over', 'finale']);
const SEEDS = [1, 2];
const MAX_DECISIONS = 600;

interface Played {
  steps: GameEvent[][];
}

/** One seeded game, bounded in decisions: the events of each step (the setup's first). */
function play(killer: string, location: string, seed: number, policy: Policy): Played {
  let out = newGame({ killer, location }, seed);
  const steps = [out.events];
  for (let d = 0; d < MAX_DECISIONS && !out.state.result; d++) {
    out = apply(out.state, policy(out.state));
    steps.push(out.events);
  }
  return { steps };
}

describe('seeded games of every Killer x Location pairing', () => {
  const c = content();
  const pairings = Object.keys(c.killers).flatMap((killer) => Object.keys(c.locations).map((location) => ({ killer, location })));

  it('has every pairing', () => {
    expect(pairings.length).toBe(Object.keys(c.killers).length * Object.keys(c.locations).length);
    expect(pairings.length).toBeGreaterThanOrEqual(15);
  });

  for (const { killer, location } of pairings) {
    it(`${killer} at ${location}: accounts keep every death, Finale and end within ${BUDGET} characters, never tell a secret; chronicles count every death`, () => {
      const seen = { cut: 0, mustTell: 0, turns: 0 };
      for (const seed of SEEDS) {
        for (const policy of [randomPolicy(seed), aggressivePolicy(seed)]) {
          const game = play(killer, location, seed, policy);
          const publicTexts = new Set(game.steps.flat().filter((e) => e.visibility === 'public').map((e) => e.text));
          const secrets = game.steps.flat().filter((e) => e.visibility === 'secret' && !publicTexts.has(e.text)).map((e) => e.text);
          for (const events of game.steps) {
            for (const max of [BUDGET, 700, 300]) {
              const account = stepAccount(HEADLINE, events, max);
              if (!account) continue;
              expect(account.text.length, `an account over ${max} characters`).toBeLessThanOrEqual(max);
              for (const s of secrets) expect(account.text, 'a secret in an account').not.toContain(s);
              if (!account.full) seen.cut += 1;
              if (max !== BUDGET) continue;
              for (const e of events) {
                if (e.visibility !== 'public' || !MUST_TELL.has(e.kind)) continue;
                seen.mustTell += 1;
                expect(account.text, `step account at ${BUDGET} characters lost a ${e.kind} line`).toContain(e.text);
              }
            }
          }
          const byTurn = new Map<number, GameEvent[]>();
          for (const e of game.steps.flat()) byTurn.set(e.turn, [...(byTurn.get(e.turn) ?? []), e]);
          for (const [turn, events] of byTurn) {
            seen.turns += 1;
            const chronicle = turnChronicle(turn, events);
            expect(chronicle.length, `turn ${turn}'s chronicle`).toBeLessThanOrEqual(600);
            expect(chronicle.split('\n').length).toBeLessThanOrEqual(5);
            for (const s of secrets) expect(chronicle, 'a secret in a chronicle').not.toContain(s);
            const deaths = events.filter((e) => e.visibility === 'public' && e.kind === 'victim-killed').length;
            if (deaths > 0) expect(chronicle, `turn ${turn}'s chronicle misses its ${deaths} deaths`).toContain(TEXT.chronicleKilled(deaths));
            const end = events.find((e) => e.kind === 'game-over');
            if (end) expect(chronicle).toContain(end.text);
          }
        }
      }
      // The games told something worth checking: deaths or an end, and whole turns.
      expect(seen.mustTell).toBeGreaterThan(0);
      expect(seen.turns).toBeGreaterThan(SEEDS.length * 2);
      expect(seen.cut, 'no account was ever cut: the 300-character budget checks nothing').toBeGreaterThan(0);
    });
  }
});
