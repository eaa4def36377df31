import { sqliteOf } from '../helpers/sqliteOf.js';
import { describe, expect, it } from 'vitest';
import { openDb, getGame, getPrompt, listVotes, allEvents, getFinished, loadGame, topOfHistory } from '../../src/db/index.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { pick } from '../../src/bot/play/choose.js';
import { join, leave } from '../../src/bot/play/team.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { undo } from '../../src/bot/play/undo.js';
import { changeSettings } from '../../src/bot/play/settings.js';
import { deadlineReached, forceClose } from '../../src/bot/play/voteWindow.js';
import { askToEnd, endGame } from '../../src/bot/play/endGame.js';
import { claimReminder, dueTimes } from '../../src/bot/play/remind.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { Refusal } from '../../src/bot/refusal.js';
import { choices } from '../../src/engine/index.js';

const CH = 'chan-1';
const HOST = 'u-host';
const B = 'u-b';
const C = 'u-c';

function deps(): PlayDeps & { clock: { t: number } } {
  const clock = { t: 1_000_000 };
  return { db: openDb(':memory:').db, now: () => clock.t, defaults: { ...DEFAULTS, voteWindowSec: 60, reminderSec: 30 }, clock };
}

async function codeOf(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof Refusal) return err.code;
    throw err;
  }
  return 'OK';
}

async function game(d: PlayDeps) {
  const row = await getGame(d.db, 1);
  if (!row) throw new Error('no game');
  return loadGame(row);
}

const text = (t: string) => ({ kind: 'text' as const, text: t });

async function voteGame(d: PlayDeps, players: string[] = [B, C]) {
  await startGame(d, { channelId: CH, guildId: 'g', userId: HOST, killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'vote', extreme: false, seed: 1 });
  for (const p of players) await join(d, { channelId: CH, userId: p });
  await startFromLobby(d, { channelId: CH, userId: HOST, gameId: null });
}

describe('game operations (one transaction each)', () => {
  it('a vote closes when every joined player has voted; the host breaks a tie', async () => {
    const d = deps();
    await voteGame(d);
    const r1 = await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('discard:focus') });
    expect(r1.kind).toBe('voted');
    const r2 = await pick(d, { channelId: CH, userId: C, gameId: null, ref: text('end') });
    expect(r2.kind).toBe('voted');
    // Bob changes his mind: still one ballot each.
    const r3 = await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('discard:walk') });
    expect(r3).toMatchObject({ kind: 'voted', changed: true });
    expect(await listVotes(d.db, 1, 1)).toHaveLength(2);
    const r4 = await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('end') });
    expect(r4.kind).toBe('applied');
    if (r4.kind !== 'applied') return;
    expect(r4.report.headline[0]).toContain('everyone voted');
    expect(r4.report.headline[0]).toContain('End the Action phase');
    expect(await getPrompt(d.db, 1, 1)).toMatchObject({ status: 'closed', decidedChoice: 'end' });
    expect((await getPrompt(d.db, 1, 2))?.status).toBe('open');
    expect((await game(d)).row).toMatchObject({ promptNo: 2 });
  });

  it('a three-way tie goes to the host’s choice; without the host, to the earliest vote', async () => {
    const d = deps();
    await voteGame(d);
    await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('discard:walk') });
    d.clock.t += 10;
    await pick(d, { channelId: CH, userId: C, gameId: null, ref: text('end') });
    d.clock.t += 10;
    const last = await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('discard:focus') });
    expect(last.kind === 'applied' && last.report.headline.join('\n')).toContain('host’s vote decides');
    expect((await getPrompt(d.db, 1, 1))?.decidedChoice).toBe('discard:focus');

    const d2 = deps();
    await voteGame(d2, [B, C, 'u-d']);
    await pick(d2, { channelId: CH, userId: C, gameId: null, ref: text('end') });
    d2.clock.t += 10;
    await pick(d2, { channelId: CH, userId: B, gameId: null, ref: text('discard:walk') });
    d2.clock.t += 10;
    const forced = await forceClose(d2, { channelId: CH, userId: HOST, gameId: null, promptNo: null });
    expect(forced.headline.join('\n')).toContain('got its vote first');
    expect((await getPrompt(d2.db, 1, 1))?.decidedChoice).toBe('end');
  });

  it('a deadline with votes closes the window; without votes it becomes overdue and the next vote decides', async () => {
    const d = deps();
    await voteGame(d);
    expect((await deadlineReached(d, 1, 1)).kind).toBe('nothing');
    d.clock.t += 61_000;
    expect((await deadlineReached(d, 1, 1)).kind).toBe('overdue');
    expect(await getPrompt(d.db, 1, 1)).toMatchObject({ overdue: true, deadlineAt: null, status: 'open' });
    const r = await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('end') });
    expect(r.kind).toBe('applied');
    if (r.kind === 'applied') expect(r.report.headline[0]).toContain('time ran out');
    d.clock.t += 61_000;
    await pick(d, { channelId: CH, userId: C, gameId: null, ref: { kind: 'index', promptNo: 2, index: 0 } });
    const out = await deadlineReached(d, 1, 2);
    expect(out.kind).toBe('closed');
    expect((await deadlineReached(d, 1, 2)).kind).toBe('nothing');
  });

  it('settings move the open deadline; leaving can complete a vote', async () => {
    const d = deps();
    await voteGame(d);
    await changeSettings(d, { channelId: CH, userId: HOST, patch: { voteMinutes: 5 } });
    expect((await getPrompt(d.db, 1, 1))?.deadlineAt).toBe(1_000_000 + 5 * 60_000);
    expect(await codeOf(async () => await changeSettings(d, { channelId: CH, userId: HOST, patch: { voteMinutes: 0 } }))).toBe('BAD_SETTING');
    await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('end') });
    await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('end') });
    const change = await leave(d, { channelId: CH, userId: C });
    expect(change.report?.headline[0]).toContain('everyone left has voted');
    expect(await codeOf(async () => await leave(d, { channelId: CH, userId: HOST }))).toBe('HOST_CANNOT_LEAVE');
  });

  it('undo takes back reversible steps one by one, and stops at a roll', async () => {
    const d = deps();
    await startGame(d, { channelId: CH, guildId: 'g', userId: HOST, killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'solo', extreme: false, seed: 1 });
    expect(await codeOf(async () => await undo(d, { channelId: CH, userId: HOST }))).toBe('NOTHING_TO_UNDO');
    const start = (await game(d)).state;
    await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('discard:focus') });
    await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('discard:walk') });
    const eventsBefore = (await allEvents(d.db, 1)).length;
    expect(await codeOf(async () => await undo(d, { channelId: CH, userId: B }))).toBe('NOT_HOST');
    const u1 = await undo(d, { channelId: CH, userId: HOST });
    expect(u1.label).toBe('Discard Walk (+1 Time)');
    await undo(d, { channelId: CH, userId: HOST });
    expect((await game(d)).state).toEqual(start);
    expect((await game(d)).row.promptNo).toBe(5);
    expect((await allEvents(d.db, 1)).length).toBeLessThan(eventsBefore);
    expect(await codeOf(async () => await undo(d, { channelId: CH, userId: HOST }))).toBe('NOTHING_TO_UNDO');
    await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('play:walk') });
    expect(await topOfHistory(d.db, 1)).toMatchObject({ kind: 'barrier', label: 'Play Walk' });
    expect(await codeOf(async () => await undo(d, { channelId: CH, userId: HOST }))).toBe('CANNOT_UNDO');
  });

  it('/endgame needs the host or Manage Channel, then frees the channel', async () => {
    const d = deps();
    await voteGame(d);
    expect(await codeOf(async () => await askToEnd(d, { channelId: CH, userId: B, canManage: false }))).toBe('NOT_HOST');
    expect(await askToEnd(d, { channelId: CH, userId: B, canManage: true })).toEqual({ gameId: 1 });
    const r = await endGame(d, { channelId: CH, userId: HOST, canManage: false, gameId: 1 });
    expect(r.finished).toBe(true);
    expect(await getFinished(d.db, 1)).toMatchObject({ result: 'abandoned', players: [HOST, B, C] });
    expect(await codeOf(async () => await endGame(d, { channelId: CH, userId: HOST, canManage: false, gameId: 1 }))).toBe('GAME_ENDED');
    await startGame(d, { channelId: CH, guildId: 'g', userId: B, killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'solo', extreme: false, seed: 2 });
    expect((await getGame(d.db, 2))?.status).toBe('active');
  });

  it('reminders come no more often than the setting allows and only name who has not voted', async () => {
    const d = deps();
    await voteGame(d);
    // The turn message is posted by the publisher; pretend it was.
    sqliteOf(d.db).$client.prepare('UPDATE prompts SET message_id = ?').run('m1');
    expect(await claimReminder(d, 1, 1)).toBeNull();
    await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('end') });
    d.clock.t += 30_001;
    expect((await dueTimes(d))[0]?.reminderAt).toBeLessThanOrEqual(d.clock.t);
    expect((await claimReminder(d, 1, 1))?.ids).toEqual([HOST, C]);
    expect(await claimReminder(d, 1, 1)).toBeNull();
    d.clock.t += 30_001;
    expect((await claimReminder(d, 1, 1))?.ids).toEqual([HOST, C]);
  });

  it('the log keeps who decided and any tie-break, not the tally; due times can be read for one game', async () => {
    const d = deps();
    await voteGame(d);
    await pick(d, { channelId: CH, userId: B, gameId: null, ref: text('discard:walk') });
    await pick(d, { channelId: CH, userId: C, gameId: null, ref: text('end') });
    await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('end') });
    const notes = (await allEvents(d.db, 1)).filter((e) => e.kind === 'decision').map((e) => e.text);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('Vote closed (everyone voted, 3/3 voted)');
    expect(notes[0]).not.toContain('•');
    expect(await dueTimes(d, 1)).toEqual(await dueTimes(d));
    expect(await dueTimes(d, 2)).toEqual([]);
  });

  it('a solo game played to the end records the result', async () => {
    const d = deps();
    await startGame(d, { channelId: CH, guildId: 'g', userId: HOST, killer: 'volkar', location: 'pesadilla-verde', girl: 'dakota', mode: 'solo', extreme: false, seed: 7 });
    let finished = false;
    for (let i = 0; i < 2000 && !finished; i++) {
      const g = await game(d);
      const options = choices(g.state);
      const id = (options[i % options.length] ?? options[0])?.id ?? 'end';
      const r = await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text(id) });
      finished = r.kind === 'applied' && r.report.finished;
    }
    expect(finished).toBe(true);
    const f = await getFinished(d.db, 1);
    expect(['won', 'lost']).toContain(f?.result);
    expect((await game(d)).row.status).toBe('over');
    expect(await codeOf(async () => await pick(d, { channelId: CH, userId: HOST, gameId: null, ref: text('end') }))).toBe('NO_GAME');
  });

  it('works with every installed Killer and Location (summary and secrets included)', async () => {
    const { content } = await import('../../src/content/load.js');
    const { publicView, secretView } = await import('../../src/engine/index.js');
    const { summaryLines } = await import('../../src/bot/views/summary.js');
    const { secretsMessage } = await import('../../src/bot/views/messages.js');
    const c = content();
    let channel = 0;
    for (const killer of Object.keys(c.killers)) {
      for (const location of Object.keys(c.locations)) {
        const d = deps();
        const ch = `pair-${channel++}`;
        await startGame(d, { channelId: ch, guildId: 'g', userId: HOST, killer, location, girl: null, mode: 'solo', extreme: false, seed: 21 });
        for (let i = 0; i < 40; i++) {
          const g = await game(d);
          if (g.row.status !== 'active') break;
          const open = choices(g.state);
          await pick(d, { channelId: ch, userId: HOST, gameId: null, ref: text((open[(i * 5) % open.length] ?? open[0])?.id ?? '') });
        }
        const g = await game(d);
        expect(summaryLines(publicView(g.state)).length).toBeGreaterThan(4);
        expect(secretsMessage(secretView(g.state).secrets).length).toBeGreaterThan(10);
      }
    }
  });
});
