import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { choicesOf, claimInteraction, findActiveGame, type Db } from '../../src/db/index.js';
import { doingInteraction, inTransaction } from '../../src/bot/play/access.js';
import { FakeDiscord, GUILD_ID, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { newTestDatabase, type TestDatabase } from '../helpers/testDatabase.js';
import { alice, startHarness, tempDir, until, withTimeout, type Harness } from './harness.js';

interface Row {
  payload: string | null;
  finished_at: number | string | null;
  resumed_at: number | string | null;
}

/** The interaction's row as stored, on either dialect. */
async function rowOf(db: Db, id: string): Promise<Row | undefined> {
  const q = sql`SELECT payload, finished_at, resumed_at FROM interactions WHERE id = ${id}`;
  const rows = db.dialect === 'sqlite' ? db.d.all<Row>(q) : ((await db.d.execute(q)).rows as unknown as Row[]);
  return rows[0];
}

/**
 * Issue 37's last gap: a host that dies after Discord got its deferral of a pick, before doing it.
 * The next bot on the same database finishes the pick once and answers the deferred message.
 */
describe('cut-off game work is finished by the next start', () => {
  const tmp = tempDir();
  let database: TestDatabase;
  let fake: FakeDiscord;
  const started: Harness[] = [];
  const releases: (() => void)[] = [];

  beforeAll(async () => {
    fake = await FakeDiscord.start();
    // On SQLite a file; on Postgres (the pg project) a database of the run's server.
    database = await newTestDatabase(join(tmp.dir, 'bot.db'));
  });
  afterAll(async () => {
    for (const h of started) await h.stopBot().catch(() => undefined);
    for (const release of releases) release();
    await fake.close();
    await database.drop();
    tmp.cleanup();
  });

  const harness = async (): Promise<Harness> => {
    const h = await startHarness({ fake, database });
    started.push(h);
    return h;
  };
  const row = (h: Harness, id: string): Promise<Row | undefined> => rowOf(h.store.db, id);
  /** Stops a bot as a SIGKILL would, mid-work: no waiting for its jobs, its database handle dropped. */
  const kill = async (h: Harness) => {
    started.splice(started.indexOf(h), 1);
    await h.bot.services.scheduler.stop();
    await h.bot.client.destroy();
    await h.store.close();
  };

  it('a /choose deferred by a bot killed before doing it: the next bot applies it once and answers the deferral', async () => {
    const ch = '1300000000000003701';
    const first = await harness();
    await first.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 37 }));
    const before = await findActiveGame(first.store.db, ch);
    if (!before) throw new Error('no game');
    const choicesBefore = (await choicesOf(first.store.db, before.id)).length;

    // Discord gets the deferral; the bot never hears back and dies.
    releases.push(fake.holdNextCallback());
    const payload = fake.chatInput(alice, ch, 'choose', { choice: 'end' });
    const cut = await fake.interact(payload);
    expect(cut.callback.json).toEqual({ type: 5, data: { flags: 64 } });
    expect((await row(first, cut.id))?.payload).toContain(cut.token);
    await kill(first);

    const second = await harness();
    await until(async () => ((await findActiveGame(second.store.db, ch))?.promptNo ?? 0) > before.promptNo, 8000);
    await withTimeout(second.bot.idle(), 8000, 'idle');
    const after = await findActiveGame(second.store.db, ch);
    expect(after?.promptNo).toBe(before.promptNo + 1);
    expect((await choicesOf(second.store.db, before.id)).length).toBe(choicesBefore + 1);
    // The player's "thinking" message became the answer, privately as the deferral was.
    expect(cut.responses()).toHaveLength(1);
    expect(cut.text()).toMatch(/^✅ \*\*End the Action phase/);
    expect(isEphemeral(cut.responses()[0] as FakeMessage)).toBe(true);
    const done = await row(second, cut.id);
    expect(done?.payload, 'the token is forgotten once finished').toBeNull();
    expect(done?.finished_at).not.toBeNull();
    expect(done?.resumed_at).not.toBeNull();

    // A replay is ignored, and a further start finds nothing left to do.
    fake.dispatch('INTERACTION_CREATE', payload);
    await until(() => second.logs.includes(`[interaction] ${cut.id} arrived again: ignored`), 5000);
    await second.stopBot();
    const third = await harness();
    await withTimeout(third.bot.idle(), 8000, 'idle');
    expect((await findActiveGame(third.store.db, ch))?.version).toBe(after?.version);
    expect(cut.responses()).toHaveLength(1);
    for (const h of [second, third]) expect(h.logs.join('\n')).not.toContain(cut.token);
    await third.stopBot();
  });

  it('work finished in time is not done again; work cut off too long ago is abandoned in one line, without payload or token', async () => {
    const ch = '1300000000000003702';
    const h = await harness();
    const res = await h.run(fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 38 }));
    expect(res.text()).not.toBe('');
    const chose = await h.run(fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    expect(await row(h, chose.id)).toMatchObject({ payload: null, resumed_at: null });
    expect((await row(h, chose.id))?.finished_at).not.toBeNull();
    const game = await findActiveGame(h.store.db, ch);
    await h.stopBot();

    // As a host killed 20 minutes ago leaves it: its token is dead by now.
    const old = fake.chatInput(alice, ch, 'choose', { choice: 'end' });
    const store = await database.open();
    await claimInteraction(store.db, String(old.id), Date.now() - 20 * 60_000, { guildId: GUILD_ID, payload: JSON.stringify(old) });
    await store.close();

    const next = await harness();
    await withTimeout(next.bot.idle(), 8000, 'idle');
    expect(next.logs).toEqual([`[interaction] ${String(old.id)} cut off 20 min ago, too late to answer: abandoned`]);
    expect((await row(next, String(old.id)))?.payload).toBeNull();
    expect((await findActiveGame(next.store.db, ch))?.version).toBe(game?.version);
    expect(fake.requests.some((r) => r.path.includes(String(old.token)))).toBe(false);
    await next.stopBot();
  });

  it("acknowledged work is marked finished in its own transaction's commit, and not when it rolls back", async () => {
    const store = await database.open();
    const finished = async (id: string) => (await rowOf(store.db, id))?.finished_at;
    for (const id of ['1', '2']) await claimInteraction(store.db, id, Date.now(), { guildId: null, payload: '{}' });
    const one = { id: '1', finished: false };
    const two = { id: '2', finished: false };
    await doingInteraction(one, async () => await inTransaction(store.db, async () => 'done'));
    await expect(doingInteraction(two, async () => await inTransaction(store.db, async () => Promise.reject(new Error('refused'))))).rejects.toThrow('refused');
    // The router marks only the work no commit marked (two), in a transaction of its own.
    expect([one.finished, two.finished]).toEqual([true, false]);
    // Outside of an interaction's work a transaction marks nothing.
    await inTransaction(store.db, async () => 'timer');
    expect(await finished('1')).not.toBeNull();
    expect(await finished('2')).toBeNull();
    await store.close();
  });
});
