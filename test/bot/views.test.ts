import { describe, expect, it } from 'vitest';
import type { ChoiceOption, GameEvent } from '../../src/engine/index.js';
import { newGame, publicView } from '../../src/engine/index.js';
import { decodeChoiceValue, decodeCustomId, encodeChoiceValue, encodeCustomId } from '../../src/bot/customId.js';
import { LIMITS, packMenus, turnComponents } from '../../src/bot/views/components.js';
import { secretsMessage, stepMessage } from '../../src/bot/views/messages.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { CONTENT_MAX, liveLines, pingTargets, withLive } from '../../src/bot/views/turn.js';
import { hintMessage } from '../../src/bot/views/hint.js';
import type { GameRow, PromptRow, VoteRow } from '../../src/db/schema.js';
import { altText } from '../../src/render/alt.js';
import { legendEntries } from '../../src/render/legend.js';
import { victimNames } from '../../src/render/modules.js';
import { everyoneVoted, tally, winner } from '../../src/bot/votes.js';
import { errorLine } from '../../src/bot/publish.js';
import { Refusal } from '../../src/bot/refusal.js';
import { ALLOWED_USERS_MAX, mentioned, REMINDER_MENTIONS_SHOWN, TEXT } from '../../src/bot/strings.js';
import { RulesError } from '../../src/engine/index.js';

function options(groups: Record<string, number>): ChoiceOption[] {
  return Object.entries(groups).flatMap(([group, n]) =>
    Array.from({ length: n }, (_, i) => ({ id: `${group.toLowerCase().replace(/\W+/g, '-')}:${i}:${'x'.repeat(40)}`, label: `${group} option ${i} ${'with a long label '.repeat(8)}`, group })),
  );
}

function checkLimits(rows: ReturnType<typeof turnComponents>['rows']): void {
  expect(rows.length).toBeLessThanOrEqual(LIMITS.rows);
  const ids = new Set<string>();
  for (const row of rows) {
    expect(row.components.length).toBeLessThanOrEqual(LIMITS.buttonsPerRow);
    for (const c of row.components as any[]) {
      expect(c.custom_id.length).toBeLessThanOrEqual(LIMITS.customId);
      expect(ids.has(c.custom_id)).toBe(false);
      ids.add(c.custom_id);
      if (c.type === 2) expect(c.label.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
      if (c.type === 3) {
        expect(row.components).toHaveLength(1);
        expect(c.options.length).toBeLessThanOrEqual(LIMITS.optionsPerMenu);
        expect(c.placeholder.length).toBeLessThanOrEqual(LIMITS.placeholder);
        for (const o of c.options) {
          expect(o.label.length).toBeLessThanOrEqual(LIMITS.label);
          expect(o.description?.length ?? 0).toBeLessThanOrEqual(LIMITS.label);
        }
      }
    }
  }
}

describe('bot views and vote counting', () => {
  describe('turn message components', () => {
    it('up to ten options are buttons, plus the utility row', () => {
      const short = options({ Move: 7 }).map((o, i) => ({ ...o, label: `Move option ${i}` }));
      const { rows, hidden } = turnComponents(12, 34, short, 'vote');
      checkLimits(rows);
      expect(rows).toHaveLength(3);
      expect(hidden).toBe(0);
      expect((rows[2]?.components as any[]).map((c) => c.custom_id)).toEqual(['fg:12:34:secrets', 'fg:12:34:account', 'fg:12:34:hint', 'fg:12:34:close']);
    });

    it('forty options across groups fit in menus of 25 within five rows, with quick buttons for lone options', () => {
      const opts = options({ 'Play a card': 6, 'Order Soldiers': 28, 'Discard for Time': 5, Done: 1 });
      const { rows, hidden } = turnComponents(1, 2, opts, 'solo');
      checkLimits(rows);
      expect(hidden).toBe(0);
      const menuValues = rows.flatMap((r) => (r.components as any[]).filter((c) => c.type === 3).flatMap((c) => c.options.map((o: any) => Number(o.value))));
      // Every option once: the lone "Done" is a quick button, not repeated in a menu.
      expect(menuValues.sort((a, b) => a - b)).toEqual(opts.slice(0, -1).map((_, i) => i));
      const quick = rows.flatMap((r) => (r.components as any[]).filter((c) => c.type === 2 && c.custom_id.includes(':pick:')));
      expect(quick.map((c) => c.custom_id)).toEqual([`fg:1:2:pick:${opts.length - 1}`]);
    });

    it('options whose labels would be clipped go to a menu, the full label as its description', () => {
      const opts = options({ Move: 3 });
      const { rows } = turnComponents(12, 34, opts, 'solo');
      checkLimits(rows);
      const menu = (rows[0]?.components as any[])[0];
      expect(menu.type).toBe(3);
      expect(menu.options.map((o: any) => o.description)).toEqual(opts.map((o) => o.label.slice(0, 99) + '…'));
      expect(menu.options.every((o: any) => o.label.length <= 40 && o.label.endsWith('…'))).toBe(true);
    });

    it('more options than menus can hold are counted for /choose', () => {
      const { rows, hidden } = turnComponents(1, 2, options({ A: 60, B: 60 }), 'vote');
      checkLimits(rows);
      expect(hidden).toBe(120 - 4 * 25);
    });

    it('packs whole groups into a menu when they fit', () => {
      expect(packMenus(options({ A: 10, B: 10, C: 10 })).map((m) => m.length)).toEqual([20, 10]);
    });

    it('custom ids and autocomplete values round-trip and reject junk', () => {
      const id = { gameId: 123456, promptNo: 789, verb: 'pick' as const, arg: 24 };
      expect(decodeCustomId(encodeCustomId(id))).toEqual(id);
      expect(decodeCustomId('fg:1:2:pick')).toBeNull();
      expect(decodeCustomId('fg:1:2:explode:1')).toBeNull();
      expect(decodeCustomId('fg:a:2:status')).toBeNull();
      expect(decodeChoiceValue(encodeChoiceValue(5, 3))).toEqual({ promptNo: 5, index: 3 });
      expect(decodeChoiceValue('#5')).toBeNull();
    });
  });

  describe('votes', () => {
    const b = (userId: string, choiceId: string, castAt: number) => ({ userId, choiceId, castAt });
    it('most votes wins; a tie goes to the host, else to the earliest vote', () => {
      expect(winner([b('h', 'x', 3), b('u', 'y', 1), b('v', 'y', 2)], 'h')).toEqual({ choiceId: 'y', tieBreak: 'none' });
      expect(winner([b('h', 'x', 3), b('u', 'y', 1)], 'h')).toEqual({ choiceId: 'x', tieBreak: 'host' });
      expect(winner([b('w', 'x', 3), b('u', 'y', 1)], 'h')).toEqual({ choiceId: 'y', tieBreak: 'earliest' });
      expect(winner([], 'h')).toBeNull();
      expect(tally([b('a', 'x', 5), b('b', 'x', 2)])[0]).toMatchObject({ count: 2, firstCastAt: 2, voters: ['a', 'b'] });
      expect(everyoneVoted([b('a', 'x', 1)], ['a', 'b'])).toBe(false);
      expect(everyoneVoted([b('a', 'x', 1), b('b', 'x', 1), b('gone', 'x', 1)], ['a', 'b'])).toBe(true);
    });
  });

  describe('texts', () => {
    const ev = (text: string, visibility: 'public' | 'secret' = 'public'): GameEvent => ({ seq: 1, turn: 1, visibility, kind: 'info', text });

    it('the step message never shows secret events and stays under 2000 characters', () => {
      const events = [...Array.from({ length: 200 }, (_, i) => ev(`public line ${i} ${'.'.repeat(30)}`)), ev('THE SECRET CARD', 'secret')];
      const msg = stepMessage(['headline'], events) ?? '';
      expect(msg.length).toBeLessThanOrEqual(CONTENT_MAX);
      expect(msg).not.toContain('THE SECRET CARD');
      expect(msg).toContain('learned something');
      expect(msg).toContain('public line 199');
      expect(msg).toMatch(/earlier lines: see `\/log`/);
    });

    it('the short account that leads a turn message keeps the headline and the newest lines within its budget', () => {
      const events = Array.from({ length: 40 }, (_, i) => ev(`Killer step ${i}: the Killer moves one space toward the Final Girl.`));
      const msg = stepMessage(['🗳️ Vote closed: **Play Walk**'], events, 700) ?? '';
      expect(msg.length).toBeLessThanOrEqual(700);
      expect(msg.startsWith('🗳️ Vote closed: **Play Walk**')).toBe(true);
      expect(msg).toContain('Killer step 39');
      expect(msg).not.toContain('Killer step 0:');
      expect(msg).toMatch(/\d+ earlier lines: see `\/log`/);
    });

    it('the summary reads line by line, and body plus live lines fit the limit', () => {
      const view = publicView(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1).state);
      const lines = summaryLines(view);
      expect(lines[0]).toContain('Turn 1');
      expect(lines.join('\n')).toMatch(/❤️ Health \d+\/\d+ · 😱 Horror \d/);
      expect(lines.every((l) => l.length < 320)).toBe(true);
      const long = withLive('x'.repeat(5000), ['live 1', 'live 2']);
      expect(long.length).toBeLessThanOrEqual(CONTENT_MAX);
      expect(long.endsWith('live 1\nlive 2')).toBe(true);
    });

    it('the summary calls the Victims Soldiers at Pesadilla Verde, as the picture does, and Victims at L’Armes Abbey', () => {
      const verde = publicView(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1).state);
      const onBoard = verde.victims.reduce((n, v) => n + v.count, 0);
      expect(onBoard).toBeGreaterThan(0);
      const soldiers = summaryLines(verde).filter((l) => l.startsWith('👥'));
      expect(soldiers).toEqual([`👥 Soldiers: ${onBoard} on the board · 0 saved · ${verde.deadVictims} killed`]);
      expect(altText(verde)).toContain('Soldiers: ');
      expect(legendEntries({ victims: victimNames(verde) })).toContainEqual({ kind: 'soldiers', label: 'S2', meaning: '2 Soldiers' });
      const abbey = publicView(newGame({ killer: 'berith', location: 'larmes-abbey' }, 2).state);
      const victims = summaryLines(abbey).filter((l) => l.startsWith('👥'));
      expect(victims).toEqual([expect.stringMatching(/^👥 Victims: \d+ on the board · 0 saved · \d+ killed$/)]);
      expect(summaryLines(abbey).join('\n')).not.toContain('Soldier');
      expect(legendEntries({ victims: victimNames(abbey) })).toContainEqual({ kind: 'soldiers', label: 'V2', meaning: '2 Victims' });
    });

    it('the summary adds a line per extra group of units, and none in a game with only the Killer', () => {
      const view = publicView(newGame({ killer: 'berith', location: 'larmes-abbey' }, 2).state);
      const plain = summaryLines(view);
      expect(plain.filter((l) => /^(👣|🤝|💤|🚧)/.test(l) || (l.startsWith('🔪') && !l.startsWith('🔪 Berith:')))).toEqual([]);
      const zombie = (id: string, space: string) => ({ ...(view.units[0] as (typeof view.units)[number]), id, type: 'zombie', name: 'Zombie', mark: 'Z', role: 'minion' as const, space, health: 1, maxHealth: 1 });
      const [a, b] = view.board.spaces.map((s) => s.id) as [string, string];
      const crowded = { ...view, units: [...view.units, zombie('zombie-1', a), zombie('zombie-2', a), zombie('zombie-3', b)] };
      const lines = summaryLines(crowded);
      const label = (id: string) => view.board.spaces.find((s) => s.id === id)?.label;
      expect(lines).toContain(`👣 Zombies: 3 on the board (${label(a)} 2, ${label(b)} 1)`);
      expect(lines.length).toBe(plain.length + 1);
    });

    it('a body too long for its live lines is cut before its question, never after', () => {
      const body = ['**Turn 3 · Action phase** — summary', ...Array.from({ length: 60 }, (_, i) => `summary line ${i} ${'.'.repeat(40)}`), '', '**Decide:** What now?', '2 more choices: use `/choose`.'].join('\n');
      const live = ['🗳️ Votes 1/2', ...Array.from({ length: 40 }, (_, i) => `• tally ${i} ${'-'.repeat(60)}`)];
      const text = withLive(body, live);
      expect(text.length).toBeLessThanOrEqual(CONTENT_MAX);
      expect(text.startsWith('**Turn 3 · Action phase** — summary\nsummary line 0')).toBe(true);
      expect(text).toContain('**Decide:** What now?\n2 more choices: use `/choose`.\n\n🗳️ Votes 1/2\n• tally 0');
      expect(text).toMatch(/…and \d+ more lines$/);
    });

    it('long lists of players are cut, and never ping more users than Discord allows', () => {
      const ids = Array.from({ length: 150 }, (_, i) => `23000000000000${String(i).padStart(5, '0')}`);
      const reminder = TEXT.reminder(ids, 'https://discord.com/channels/1/2/3', Date.now());
      expect(reminder.length).toBeLessThanOrEqual(CONTENT_MAX);
      expect(reminder).toContain(`…and ${150 - REMINDER_MENTIONS_SHOWN} more`);
      expect(mentioned(ids, REMINDER_MENTIONS_SHOWN)).toHaveLength(REMINDER_MENTIONS_SHOWN);
      expect(mentioned(ids, 1000)).toHaveLength(ALLOWED_USERS_MAX);
      expect(TEXT.pingVote(ids).length).toBeLessThan(700);
      expect(TEXT.tallyLine('x', 150, ids).length).toBeLessThan(250);
      expect(TEXT.secretFollowUp(Array.from({ length: 100 }, () => `• ${'s'.repeat(50)}`)).length).toBeLessThanOrEqual(CONTENT_MAX);
    });

    it('log lines name the error, the code of a refusal and the first line of the message, clipped', () => {
      expect(errorLine(new Error('boom\n    at secret.ts:1:1'))).toBe('Error: boom');
      expect(errorLine(new RulesError('ERR_ILLEGAL_CHOICE', `no ${'x'.repeat(500)}\nstate dump`))).toMatch(/^RulesError ERR_ILLEGAL_CHOICE: no x+…$/);
      expect(errorLine(new RulesError('ERR_ILLEGAL_CHOICE', 'x'.repeat(500))).length).toBeLessThanOrEqual(200);
      expect(errorLine(new Refusal('BUSY', 'try again'))).toBe('Refusal BUSY: try again');
      expect(errorLine({ secret: 'the card' })).toBe('non-Error thrown (object)');
    });

    it('the summary shows the Divine Blessings sheet face down and the Malice count', () => {
      for (const [side, name] of [['heavenly', 'Heavenly'], ['hellish', 'Hellish']] as const) {
        const state = newGame({ killer: 'berith', location: 'larmes-abbey', blessingsSide: side }, 3).state;
        state.berith = { sheet: [3, 0, 2] };
        const text = summaryLines(publicView(state)).join('\n');
        expect(text).toContain(`Divine Blessings (${name}): 3/7 placed, face down`);
        expect(text).toMatch(/😈 Malice \d+\/14: /);
        expect(text).not.toMatch(/3 health|health 3|blank/i);
      }
    });

    it('secrets are listed per module, and an empty view says so', () => {
      expect(secretsMessage({ volkar: { tracked: [] } })).toContain('knows nothing');
      expect(secretsMessage({ volkar: { tracked: [{ position: 2, text: 'Move 1 space' }] } })).toContain('Path card 2 (tracked): Move 1 space');
      const faces = secretsMessage({ berith: { blessings: [{ space: 1, health: 2 }, { space: 2, health: 0 }] } });
      expect(faces).toContain('Divine Blessing 1: 2 health');
      expect(faces).toContain('Divine Blessing 2: blank');
      expect(secretsMessage({ berith: { blessings: [] } })).toContain('knows nothing');
      expect(secretsMessage({ berith: { blessings: 'hidden until the final reveal' } })).toContain('Divine Blessings: hidden from everyone until the final reveal');
    });
  });
});

describe('who a new turn message pings', () => {
  const row = (over: Partial<GameRow>) => ({ mode: 'vote', hostId: 'a', soloActor: 'host', pingOnDecision: true, ...over }) as GameRow;
  const ballot = (userId: string) => ({ userId }) as VoteRow;
  it('vote: those who have not voted, except who opened it; everyone when a timer opened it', () => {
    const team = ['a', 'b', 'c'];
    expect(pingTargets({ row: row({}), team, ballots: [] }, 'b')).toEqual(['a', 'c']);
    expect(pingTargets({ row: row({}), team, ballots: [ballot('c')] }, 'a')).toEqual(['b']);
    expect(pingTargets({ row: row({}), team, ballots: [] }, null)).toEqual(team);
    expect(pingTargets({ row: row({ pingOnDecision: false }), team, ballots: [] }, null)).toEqual([]);
  });
  it('solo: never the player whose own click opened it', () => {
    expect(pingTargets({ row: row({ mode: 'solo' }), team: ['a'], ballots: [] }, 'a')).toEqual([]);
    expect(pingTargets({ row: row({ mode: 'solo' }), team: ['a'], ballots: [] }, null)).toEqual(['a']);
    expect(pingTargets({ row: row({ mode: 'solo', soloActor: 'joined' }), team: ['a', 'b'], ballots: [] }, 'b')).toEqual(['a']);
  });
});

describe("the tally and /hint name a choice in its button's words (issue 33)", () => {
  const opts: ChoiceOption[] = [
    { id: 'convert:1', label: 'Count the 3 (die 2) as a success: discard 2 cards', short: 'Count 3 (die 2): discard 2', group: 'Partial success' },
    {
      id: 'order:attack-1:ancient-ruins:central-river',
      label: 'Order 2 Soldiers at Ancient Ruins to attack the Minions at Central River',
      short: 'Ancient Ruins → Minions (Central River)',
      group: 'Order Soldiers',
    },
    { id: 'keep', label: 'Keep 1 success', group: 'Result' },
  ];
  const vote = (userId: string, choiceId: string, castAt: number) => ({ userId, choiceId, castAt, label: null }) as VoteRow;

  it('a tally line: the button\'s words, the full label after them when the line has room for both', () => {
    const lines = liveLines({
      row: { mode: 'vote', hostId: 'a', pingOnDecision: true } as GameRow,
      team: ['a', 'b', 'c'],
      prompt: { status: 'open', byCaller: false, deadlineAt: null, overdue: false } as unknown as PromptRow,
      ballots: [vote('a', 'convert:1', 1), vote('b', 'order:attack-1:ancient-ruins:central-river', 2), vote('c', 'keep', 3)],
      decision: { seq: 1, kind: 'roll', prompt: 'x', options: opts },
    });
    expect(lines.filter((l) => l.startsWith('• '))).toEqual([
      `• Count 3 (die 2): discard 2 (Count the 3 (die 2) as a success: discard 2 cards) — 1 (<@a>)`,
      '• Ancient Ruins → Minions (Central River) — 1 (<@b>)',
      '• Keep 1 success — 1 (<@c>)',
    ]);
  });

  it('/hint: the pick in its button\'s words with its full label, the next ones in their buttons\' words', () => {
    const ranked = [
      { id: 'convert:1', label: opts[0]!.label, short: opts[0]!.short!, winChance: 0.62, reason: 'it keeps Health', rollouts: 10 },
      { id: 'order:attack-1:ancient-ruins:central-river', label: opts[1]!.label, short: opts[1]!.short!, winChance: 0.4, reason: 'r', rollouts: 10 },
      { id: 'keep', label: 'Keep 1 success', winChance: 0.1, reason: 'r', rollouts: 10 },
    ];
    const text = hintMessage({ ranked, rollouts: 30 }, opts);
    expect(text).toContain('💡 Suggestion: **Count 3 (die 2): discard 2** (Count the 3 (die 2) as a success: discard 2 cards), about 62% to win from here.');
    expect(text).toContain('Next best: Ancient Ruins → Minions (Central River) (40%) · Keep 1 success (10%)');
    // A pick whose label is its button's words is named once.
    expect(hintMessage({ ranked: [ranked[2]!], rollouts: 1 }, opts)).toContain('💡 Suggestion: **Keep 1 success**, about 10% to win');
    // Folded in a vote game: pointed at the buttons that begin with its words.
    const folded = [{ id: 'convert:1>opt:0', label: `${opts[0]!.label} → Deal 2 damage`, short: 'Count 3 (die 2): discard 2 → Deal 2 damage', group: 'Partial success' }];
    expect(hintMessage({ ranked, rollouts: 30 }, folded)).toContain('begin with “Count 3 (die 2): discard 2 →”');
  });
});
