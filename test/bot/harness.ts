import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HintOptions } from '../../src/bot/hints.js';
import { Bot } from '../../src/bot/bot.js';
import type { GameDefaults } from '../../src/bot/play/types.js';
import { findActiveGame } from '../../src/db/index.js';
import { commands } from '../../commands/index.js';
import type { Command } from '../../src/bot/command.js';
import type { ShardScope } from '../../src/shards/scope.js';
import { FakeDiscord, snowflake, type FakeMessage, type FakeUser, type InteractionResult } from '../helpers/fakeDiscord.js';
import { BUILD_VALUE } from '../../src/bot/views/components.js';
import { execOn, newTestDatabase, sqliteDatabase, type OpenTestStore, type TestDatabase } from '../helpers/testDatabase.js';
import type { SQL } from 'drizzle-orm';

export const alice: FakeUser = { id: '2100000000000000001', username: 'alice' };
export const bob: FakeUser = { id: '2100000000000000002', username: 'bob' };
export const carol: FakeUser = { id: '2100000000000000003', username: 'carol' };
export const dave: FakeUser = { id: '2100000000000000004', username: 'dave' };

/** A temporary folder for database files, removed by `cleanup`. */
export function tempDir(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'fg-bot-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Harness {
  fake: FakeDiscord;
  bot: Bot;
  /** The bot's own handle on its database. */
  store: OpenTestStore;
  /** The database the bot runs on (the run's dialect). */
  database: TestDatabase;
  /** Writes rows directly on the bot's own handle (one statement, both dialects). */
  exec(statement: SQL): Promise<void>;
  logs: string[];
  /** Dispatches an interaction, waits for its callback and for all work it started. */
  run(payload: Record<string, unknown>): Promise<InteractionResult>;
  newChannel(): string;
  stopBot(): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /** The database to run on, which outlives the bot (restarts, shards); default: a new one the harness drops when it stops. */
  database?: TestDatabase;
  /** An SQLite file whatever the run's dialect, for tests about the file itself (benchmarks). */
  dbPath?: string;
  fake?: FakeDiscord;
  defaults?: Partial<GameDefaults>;
  renderTimeoutMs?: number;
  autoDeferMs?: number;
  commands?: readonly Command[];
  /** The bot's clock (a fake one for deadlines: move it, then poke the scheduler). */
  now?: () => number;
  /** How hard /hint thinks and how long it may take (tests: the tiny budget). */
  hints?: Partial<HintOptions>;
  /** Waits between tries of a failed post (short in tests). */
  retryDelaysMs?: readonly number[];
  /** The shard the bot runs (default: the only one). */
  shard?: ShardScope;
  /** The bot token it logs in with (its REST requests carry it: tests tell bots apart by it). */
  token?: string;
  /**
   * Warm the hint worker and the drawing threads up before start resolves, as a live bot does
   * (default: no; most tests never ask for a hint, and a worker each would cost every test file).
   */
  warmUp?: boolean;
}

/** The real discord.js client against the fake Discord, over a database of the run's dialect (SQLite, or Postgres in the pg project). */
export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const fake = opts.fake ?? (await FakeDiscord.start());
  const database = opts.database ?? (opts.dbPath !== undefined ? sqliteDatabase(opts.dbPath) : await newTestDatabase(':memory:'));
  const store = await database.open();
  const logs: string[] = [];
  // Games started without a typed seed get these, in order: tests stay deterministic.
  let drawn = 0;
  const bot = new Bot({
    drawSeed: () => 918_273_645 + 7_919 * drawn++,
    db: store.db,
    commands: opts.commands ?? commands,
    apiUrl: fake.apiUrl,
    ...(opts.autoDeferMs !== undefined ? { autoDeferMs: opts.autoDeferMs } : {}),
    log: (line) => logs.push(line),
    ...(opts.now ? { now: opts.now } : {}),
    defaults: { reminderSec: 0, ...opts.defaults },
    renderTimeoutMs: opts.renderTimeoutMs ?? 10_000,
    // Tests think little: a hint within a second or two on a busy machine.
    hints: { budget: 'tiny', thinkMs: Infinity, timeoutMs: 60_000, ...opts.hints },
    retryDelaysMs: opts.retryDelaysMs ?? [50, 100, 200],
    ...(opts.shard ? { shard: opts.shard } : {}),
    warmUp: opts.warmUp ?? false,
    warmTimeoutMs: 20_000,
  });
  await withTimeout(bot.start(opts.token ?? 'fake-token-for-tests'), opts.warmUp ? 25_000 : 5000, 'bot start');
  let stopped = false;
  const stopBot = async () => {
    if (stopped) return;
    stopped = true;
    await withTimeout(bot.stop(), 5000, 'bot stop');
    await store.close();
    if (!opts.database) await database.drop();
  };
  return {
    fake,
    bot,
    store,
    database,
    exec: (statement) => execOn(store.db, statement),
    logs,
    async run(payload) {
      const res = await fake.interact(payload);
      // Generous: on a busy machine a Postgres run's first picture and its round trips take seconds.
      await withTimeout(bot.idle(), 20_000, 'bot idle');
      return res;
    },
    newChannel: () => snowflake(),
    stopBot,
    async stop() {
      await stopBot();
      if (!opts.fake) await fake.close();
    },
  };
}

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

/** The lobby message of a vote game in `ch` (the channel message carrying the Start button). */
export function lobbyMessage(h: Harness, ch: string): FakeMessage | undefined {
  return h.fake.channelMessages(ch).find((m) => FakeDiscord.customIds(m).some((id) => /:start$/.test(id)));
}

/** `user` presses a lobby button (`join` or `start`) of the vote game in `ch`. */
export async function pressLobby(h: Harness, user: FakeUser, ch: string, verb: 'join' | 'start'): Promise<InteractionResult> {
  const msg = lobbyMessage(h, ch);
  if (!msg) throw new Error(`no lobby message in ${ch}`);
  const id = FakeDiscord.customIds(msg).find((c) => c.endsWith(`:${verb}`));
  if (!id) throw new Error(`no ${verb} button on the lobby message`);
  return h.run(h.fake.component(user, msg, id));
}

/** Waits until `cond` holds, polling every 10 ms; fails after `ms`. */
export async function until(cond: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const start = Date.now();
  while (!(await cond())) {
    if (Date.now() - start > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Opens the plan builder from the channel's turn message: the plans menu's "Build your own plan"
 * line when the player proposes plans (issue 33), else the "Plan several" button.
 */
export async function openBuilder(h: Harness, user: FakeUser, ch: string): Promise<InteractionResult> {
  const turn = h.fake.lastTurnMessage(ch);
  if (!turn) throw new Error('no turn message');
  const menus = turn.components.flatMap((row: any) => (row.components as any[]).filter((c) => c.type === 3));
  const plans = menus.find((m: any) => (m.options as { value: string }[]).some((o) => o.value === BUILD_VALUE));
  if (plans) return h.run(h.fake.component(user, turn, String(plans.custom_id), [BUILD_VALUE]));
  const open = FakeDiscord.customIds(turn).find((id) => /:plan:$/.test(id));
  if (!open) throw new Error('no Plan button nor plans menu on the turn message');
  return h.run(h.fake.component(user, turn, open));
}

/**
 * Votes a plan through the builder of the channel's turn message (`openBuilder`), then `pick`
 * chooses each step (an index among the labels offered, or null to stop) until the plan is
 * complete or `pick` stops; then "Vote this plan". Returns the builder's last answer.
 */
export async function votePlan(h: Harness, user: FakeUser, ch: string, pick: (labels: string[], step: number) => number | null): Promise<InteractionResult> {
  let res = await openBuilder(h, user, ch);
  for (let step = 0; step < 20; step++) {
    const builder = res.responses().at(-1);
    if (!builder) throw new Error(`no plan builder: ${res.text()}`);
    const menus = builder.components.flatMap((row: any) => (row.components as any[]).filter((c) => c.type === 3));
    const labels = menus.flatMap((m: any) => (m.options as { label: string }[]).map((o) => o.label));
    const values = menus.flatMap((m: any) => (m.options as { value: string }[]).map((o) => ({ menu: String(m.custom_id), value: o.value })));
    const i = labels.length ? pick(labels, step) : null;
    const target = i === null ? undefined : values[i];
    if (!target) {
      const vote = FakeDiscord.customIds(builder).find((id) => /:plan-vote:/.test(id)) as string;
      const voted = await h.run(h.fake.component(user, builder, vote));
      // The answer replaces the builder (an update of it), plus any private follow-up.
      return { ...voted, responses: () => [builder, ...voted.responses()], text: () => [builder, ...voted.responses()].map((m) => m.content).join('\n') };
    }
    res = await h.run(h.fake.component(user, builder, target.menu, [target.value]));
    res = { ...res, responses: () => [builder] };
  }
  throw new Error('plan builder did not end within 20 steps');
}

/** A vote game of the Volk'ar at Pesadilla Verde with alice (host), bob and carol, started from its lobby; its id. */
export async function threePlayerVoteGame(h: Harness, ch: string, seed: number): Promise<number> {
  await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed }));
  for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
  await pressLobby(h, alice, ch, 'start');
  const id = (await findActiveGame(h.store.db, ch))?.id;
  if (id === undefined) throw new Error('the vote game did not start');
  return id;
}
