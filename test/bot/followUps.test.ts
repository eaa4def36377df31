import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS, type Decision } from '../../src/engine/index.js';
import { callerOf, DECIDED_BY, deciderOf, isCallerDecision } from '../../src/bot/play/followUps.js';
import { choose, quietTable, runTasks } from '../helpers/scenario.js';

const ENGINE = join(import.meta.dirname, '../../src/engine');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every decision kind the engine's source passes to `ask` (a ternary's two kinds both count). */
function askedKinds(): { kinds: Set<string>; calls: number; unread: string[] } {
  const kinds = new Set<string>();
  const unread: string[] = [];
  let calls = 0;
  for (const file of sources(ENGINE)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bask\(\s*run\s*,\s*task\s*,\s*([^,]+),/g)) {
      calls++;
      const literals = [...(m[1] as string).matchAll(/'([^']+)'/g)].map((l) => l[1] as string);
      if (literals.length === 0) unread.push(`${file}: ${m[0]}`);
      for (const k of literals) kinds.add(k);
    }
  }
  return { kinds, calls, unread };
}

const decision = (kind: string, ids: string[] = ['a', 'b'], followUp = false): Pick<Decision, 'kind' | 'options' | 'followUp'> => ({
  kind,
  options: ids.map((id) => ({ id, label: id, group: 'g' })),
  ...(followUp ? { followUp: true as const } : {}),
});

describe('who makes each decision in a vote game (followUps.ts)', () => {
  it('the engine asks exactly the kinds DECISION_KINDS lists, each a literal the scan can read', () => {
    const { kinds, calls, unread } = askedKinds();
    expect(unread).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(DECISION_KINDS.length - 1);
    expect([...kinds].sort()).toEqual([...DECISION_KINDS].sort());
  });

  it('every engine decision kind is classified, with a reason, and nothing else is', () => {
    expect(Object.keys(DECIDED_BY).sort()).toEqual([...DECISION_KINDS].sort());
    for (const kind of DECISION_KINDS) {
      const rule = DECIDED_BY[kind];
      expect(['vote', 'caller'], kind).toContain(rule.by);
      expect(rule.why.length, kind).toBeGreaterThan(5);
      if (rule.unless) expect(rule.unless.by, kind).not.toBe(rule.by);
    }
  });

  it('the follow-ups of a voted decision are the caller’s; what shapes the game is voted', () => {
    const caller = ['discard', 'place-item', 'arrange-items', 'search-return'];
    const vote = DECISION_KINDS.filter((k) => !caller.includes(k) && k !== 'roll');
    for (const k of caller) expect(deciderOf(decision(k)), k).toBe('caller');
    for (const k of vote) expect(deciderOf(decision(k)), k).toBe('vote');
    // Paying for partial successes (keep or convert) is the caller's; a Close Call re-roll plays a card: voted.
    expect(deciderOf(decision('roll', ['keep', 'convert:0', 'convert:1']))).toBe('caller');
    expect(deciderOf(decision('roll', ['keep', 'convert:0', 'reroll:1', 'reroll:all']))).toBe('vote');
    // A move: the first step is voted, the rest of the same move is the caller's.
    expect(deciderOf(decision('move', ['go:cave:', 'stop']))).toBe('vote');
    expect(deciderOf(decision('move', ['go:cave:', 'stop'], true))).toBe('caller');
    // A kind a newer engine might bring goes to the team.
    expect(deciderOf(decision('something-new'))).toBe('vote');
  });

  it('only vote games have a caller; the caller is the host unless set', () => {
    expect(isCallerDecision('solo', decision('discard'))).toBe(false);
    expect(isCallerDecision('vote', decision('discard'))).toBe(true);
    expect(isCallerDecision('vote', decision('action'))).toBe(false);
    expect(isCallerDecision('vote', null)).toBe(false);
    expect(callerOf({ hostId: 'h', callerId: null })).toBe('h');
    expect(callerOf({ hostId: 'h', callerId: 'b' })).toBe('b');
  });

  it('the engine marks the later steps of a move as follow-ups', () => {
    const s = quietTable();
    s.girl.space = 'rebel-camp';
    let sc = runTasks(s, [{ t: 'girlMove', left: 3 }]);
    expect(sc.state.pending?.kind).toBe('move');
    expect(sc.state.pending?.followUp).toBeUndefined();
    const go = sc.state.pending?.options.find((o) => o.id.startsWith('go:'));
    sc = choose(sc, go?.id as string);
    expect(sc.state.pending?.kind).toBe('move');
    expect(sc.state.pending?.followUp).toBe(true);
    expect(sc.state.pending?.prompt).toMatch(/Move up to 2 more spaces/);
    expect(deciderOf(sc.state.pending as Decision)).toBe('caller');
    sc = choose(sc, 'stop');
    // A new move (another card) starts with a voted step again.
    sc = runTasks(sc.state, [{ t: 'girlMove', left: 1 }]);
    expect(sc.state.pending?.kind).toBe('move');
    expect(sc.state.pending?.followUp).toBeUndefined();
  });
});
