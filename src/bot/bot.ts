import { randomInt } from 'node:crypto';
import { SEED_MAX } from './play/newGame.js';
import { Client, Events, GatewayDispatchEvents, GatewayIntentBits, type Interaction } from 'discord.js';
import { claimInteraction, finishInteraction, INTERACTION_ID_MS, lobbyGames, openPrompts, pruneInteractions, takeOverInteraction, transact, unfinishedInteractions, type Db, type Resumable } from '../db/index.js';
import type { Command } from './command.js';
import { Hints, type HintOptions } from './hints.js';
import { newGame, publicView, type NewGameOptions } from '../engine/index.js';
import { warmDrawingThreads } from '../render/index.js';
import { proposedPlans } from './play/proposals.js';
import { BoardImages, type Logger } from './image.js';
import { DEFAULTS, type GameDefaults, type PlayDeps } from './play/types.js';
import { guardPackets } from './faultPolicy.js';
import { errorLine, Publisher } from './publish.js';
import { RecentIds } from './recentIds.js';
import { Router, AUTO_DEFER_MS } from './router.js';
import { Scheduler } from './scheduler.js';
import type { BotServices } from './services.js';
import { Threads } from './threads.js';
import { ONE_SHARD, type ShardScope } from '../shards/scope.js';

/** A seed nobody can foresee: Math.random's next values follow from its earlier ones, a secure source's do not. */
function drawSecretSeed(): number {
  return randomInt(SEED_MAX + 1);
}

export interface BotOptions {
  db: Db;
  commands: readonly Command[];
  /** REST base URL (`DISCORD_API_URL`), e.g. `http://127.0.0.1:PORT/api`; the gateway URL comes from it. */
  apiUrl?: string | undefined;
  log?: Logger;
  now?: () => number;
  defaults?: Partial<GameDefaults>;
  /** Give up on a board image after this long and post the text alone. */
  renderTimeoutMs?: number;
  /** Waits before each new try of a post or edit that failed for a passing reason (tests make them short). */
  retryDelaysMs?: readonly number[];
  /** How hard /hint thinks (the strong player's budget) and how long it may take. */
  hints?: Partial<HintOptions>;
  autoDeferMs?: number;
  /** The shard this bot runs (`SHARDS`): it connects as it and serves its guilds' games only. Default: the only one. */
  shard?: ShardScope;
  /** Draws the seed of a game whose host typed none (default: a secure random source; tests pass a seeded one). */
  drawSeed?: () => number;
  /** Warm the hint worker and the drawing threads up before `start` resolves (default: yes). */
  warmUp?: boolean;
  /** How long `start` waits for the warm-up at most (default 15 s); a slower or failed one is logged and the bot starts anyway. */
  warmTimeoutMs?: number;
}

/** The game the warm-up draws and hints on: a fresh one, the same at every start. */
const WARM_GAME: NewGameOptions = { killer: 'volkar', location: 'pesadilla-verde' };
const WARM_SEED = 1;

const WARMED_PART: Record<keyof WarmUp, string> = { hint: 'the hint worker', drawing: 'the drawing threads', plans: 'the proposed plans' };

/** How the warm-up at start went: how long each part took (ms), or null when it failed, timed out or was not done. */
export interface WarmUp {
  hint: number | null;
  drawing: number | null;
  /** The plans a turn message proposes, worked out once on this thread (its first compile costs a few hundred ms). */
  plans: number | null;
}

/**
 * The running bot: a discord.js client, the interaction router, the publisher and the vote
 * timer, over one database. `start` logs in, posts turn messages a crash left unposted and
 * resumes every open vote window (of its shard's guilds, when it runs one shard of several).
 */
export class Bot {
  readonly client: Client;
  readonly services: BotServices;
  private readonly router: Router;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly warmUpAtStart: boolean;
  private readonly warmTimeoutMs: number;
  private readonly log: Logger;
  /** Interactions taken over at start (see `finishCutOff`): dispatched again, handled without a claim. */
  private readonly resuming = new Set<string>();
  /** Filled in by `start`'s warm-up. */
  readonly warmed: WarmUp = { hint: null, drawing: null, plans: null };

  constructor(opts: BotOptions) {
    const log = opts.log ?? ((line: string) => console.error(line));
    this.log = log;
    this.warmUpAtStart = opts.warmUp ?? true;
    this.warmTimeoutMs = opts.warmTimeoutMs ?? 15_000;
    const shard = opts.shard ?? ONE_SHARD;
    const play: PlayDeps = { db: opts.db, now: opts.now ?? Date.now, defaults: { ...DEFAULTS, ...opts.defaults }, shard };
    // The shard is always given: discord.js otherwise reads SHARDS from the environment as a shard
    // id (its ShardingManager's name for it), which is our shard count.
    this.client = new Client({
      intents: [GatewayIntentBits.Guilds],
      shards: [shard.id],
      shardCount: shard.count,
      ...(opts.apiUrl ? { rest: { api: opts.apiUrl } } : {}),
    });
    const images = new BoardImages(log, opts.renderTimeoutMs ?? 10_000, play.now);
    let scheduler: Scheduler | undefined;
    const publisher = new Publisher(play, () => this.client.rest, log, images, async (gameId) => await scheduler?.poke(gameId), opts.retryDelaysMs);
    scheduler = new Scheduler(play, publisher, log);
    const hints = new Hints(opts.hints ?? {}, log);
    this.services = { play, publisher, scheduler, threads: new Threads(() => this.client.rest, log), log, images, hints, drawSeed: opts.drawSeed ?? drawSecretSeed };
    this.router = new Router(this.services, opts.commands, opts.autoDeferMs ?? AUTO_DEFER_MS);
    guardPackets(this.client, log);
    // Wall-clock time, not the game clock: a token's 15 minutes are real ones.
    const recent = new RecentIds();
    // The payload of the interaction being dispatched: discord.js emits it just before the Interaction built from it.
    let raw: { id: string; payload: Record<string, unknown> } | undefined;
    this.client.ws.on(GatewayDispatchEvents.InteractionCreate, (data: unknown) => {
      raw = typeof data === 'object' && data !== null && 'id' in data ? { id: String(data.id), payload: { ...data } } : undefined;
    });
    this.client.on(Events.InteractionCreate, (i) => {
      const resumed = this.resuming.delete(i.id);
      // A replay of an interaction already handled does nothing and says nothing (see RecentIds).
      if (!recent.add(i.id) && !resumed) {
        log(`[interaction] ${i.id} arrived again: ignored`);
        return;
      }
      const payload = raw?.id === i.id ? raw.payload : undefined;
      raw = undefined;
      const resumable: Resumable | undefined = payload && this.router.defersFirst(i) ? { guildId: i.guildId, payload: JSON.stringify(payload) } : undefined;
      const job = (resumed ? Promise.resolve(true) : claimed(play.db, i.id, resumable))
        .then(async (first) => {
          if (first) return this.router.handle(i, resumed);
          log(`[interaction] ${i.id} was handled by another process: ignored`);
        })
        .catch((err: unknown) => log(`[interaction] unhandled: ${errorLine(err)}`))
        // A game here whose turn message never got out (every try failed) gets it back now.
        .then(async () => (i.channelId ? await publisher.repair(i.channelId, i.user.id) : undefined))
        .catch((err: unknown) => log(`[interaction] repair after ${i.id}: ${errorLine(err)}`));
      this.inFlight.add(job);
      void job.finally(() => this.inFlight.delete(job));
    });
    this.client.on(Events.Error, (err) => log(`[discord] ${errorLine(err)}`));
  }

  /**
   * Logs in, waits for the gateway to be ready and for the warm-up (started alongside, bounded by
   * `warmTimeoutMs`), then resumes stored games.
   */
  async start(token: string): Promise<void> {
    const warm = this.warmUpAtStart ? this.warmUp() : Promise.resolve();
    const ready = new Promise<void>((resolve) => this.client.once(Events.ClientReady, () => resolve()));
    await this.client.login(token);
    await ready;
    await warm;
    await this.resume();
  }

  /**
   * The hint worker and every drawing thread started, each given one small real job on a fresh
   * game (a hint of a few rollouts; a turn picture and a sheet), so the first /hint and the first
   * turn message do not wait for threads to load. Never fails: a part that fails or is not done
   * within `warmTimeoutMs` is logged (and goes on in the background).
   */
  private async warmUp(): Promise<void> {
    const bounded = async (what: keyof WarmUp, job: () => Promise<unknown>): Promise<void> => {
      const t = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not done within ${this.warmTimeoutMs} ms`)), this.warmTimeoutMs);
        });
        await Promise.race([job(), late]);
        this.warmed[what] = performance.now() - t;
      } catch (err) {
        this.log(`[warm-up] ${WARMED_PART[what]}: ${errorLine(err)} (the bot starts anyway)`);
      } finally {
        clearTimeout(timer);
      }
    };
    let state;
    try {
      state = newGame(WARM_GAME, WARM_SEED).state;
    } catch (err) {
      this.log(`[warm-up] no game to warm up on: ${errorLine(err)} (the bot starts anyway)`);
      return;
    }
    const game = state;
    const threads = Promise.all([bounded('hint', () => this.services.hints.warm(game)), bounded('drawing', () => warmDrawingThreads(publicView(game)))]);
    // While the threads load: the plans, on this thread (they are worked out before a turn message is posted).
    await bounded('plans', async () => proposedPlans(game));
    await threads;
  }

  /** Posts turn and lobby messages that were never posted (a crash between commit and post) and redraws the open ones, of this shard's games. */
  private async resume(): Promise<void> {
    const { play, publisher, scheduler } = this.services;
    for (const g of await lobbyGames(play.db, play.shard)) if (g.lobbyMessageId === null) void publisher.postLobby(g.id);
    for (const p of await openPrompts(play.db, play.shard)) void publisher.resumeTurn(p);
    await scheduler.start();
    this.track(this.finishCutOff());
  }

  /**
   * Finishes the game work of this shard's guilds that a host which died had acknowledged (Discord
   * has the deferral, the player sees "thinking") but not done: each is taken over by one process
   * (a conditional update) and dispatched again through discord.js as it first came, then handled
   * as already deferred. Past its token's life (less a margin for the work) it is given up.
   */
  private async finishCutOff(): Promise<void> {
    const db = this.services.play.db;
    for (const u of await unfinishedInteractions(db, this.services.play.shard)) {
      const age = Date.now() - u.seenAt;
      if (age > INTERACTION_ID_MS - RESUME_MARGIN_MS) {
        await finishInteraction(db, u.id, Date.now());
        this.log(`[interaction] ${u.id} cut off ${Math.round(age / 60_000)} min ago, too late to answer: abandoned`);
        continue;
      }
      if (!(await takeOverInteraction(db, u.id, Date.now()))) continue;
      this.resuming.add(u.id);
      dispatchAgain(this.client, JSON.parse(u.payload) as unknown);
    }
  }

  private track(job: Promise<void>): void {
    const safe = job.catch((err: unknown) => this.log(`[interaction] resuming cut-off work: ${errorLine(err)}`));
    this.inFlight.add(safe);
    void safe.finally(() => this.inFlight.delete(safe));
  }

  /** Resolves when no interaction, post or timer job is running. */
  async idle(): Promise<void> {
    for (let round = 0; round < 50; round++) {
      await Promise.all([...this.inFlight]);
      await this.services.scheduler.idle();
      await this.services.publisher.idle();
      if (this.inFlight.size === 0) return;
    }
  }

  async stop(): Promise<void> {
    await this.services.scheduler.stop();
    await this.idle();
    await this.services.hints.close();
    await this.client.destroy();
  }
}

/** How many claims go by between two prunings of the old interaction ids. */
const PRUNE_EVERY = 500;
let claims = 0;

/**
 * Claims an interaction id in the database (its key decides): a dispatch another process on the
 * same database already took, or one replayed after a restart, is not handled twice. The in-memory
 * RecentIds spares the database the common replays.
 */
async function claimed(db: Db, id: string, resumable: Resumable | undefined): Promise<boolean> {
  const now = Date.now();
  return transact(db, async (tx) => {
    if (++claims % PRUNE_EVERY === 0) await pruneInteractions(tx, now);
    return claimInteraction(tx, id, now, resumable);
  });
}

/** Cut-off work this close to its token's end is given up: its answer could not get out in time. */
const RESUME_MARGIN_MS = 60_000;

/** The part of discord.js that turns a gateway payload into an Interaction and emits it (not in its typings). */
interface InteractionFactory {
  actions: { InteractionCreate: { handle(data: unknown): Interaction | undefined } };
}

/** Emits `payload` as discord.js emits an interaction from the gateway: the same classes, caches and listeners. */
function dispatchAgain(client: Client, payload: unknown): void {
  (client as unknown as InteractionFactory).actions.InteractionCreate.handle(payload);
}
