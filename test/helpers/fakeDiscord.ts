/**
 * A fake Discord on 127.0.0.1 for end-to-end tests with the real discord.js client: the REST
 * routes the bot uses (gateway/bot, commands, interaction callbacks, webhooks, channel
 * messages, threads) and a gateway (HELLO, IDENTIFY→READY and the guilds, heartbeats, RESUME,
 * dispatches). Everything sent is recorded; messages are kept with their edit history and
 * visibility. Text channels need no setup (any id is one); threads are made through the
 * REST route or `openThread`.
 *
 * Sharding as Discord does it: any number of gateway connections at once, each identifying as
 * `shard: [id, count]` (none: [0, 1]); a connection gets READY and GUILD_CREATE for its shard's
 * guilds only, and only the events of its shard's guilds (guild-less ones, DMs, go to shard 0),
 * by Discord's `(guild_id >> 22) % count`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** How long a test waits for the bot's next request before failing. */
const WAIT_MS = 20_000;

export const APP_ID = '1100000000000000001';
export const BOT_USER_ID = '1100000000000000002';
export const GUILD_ID = '1100000000000000003';
/** A second guild, on the other shard from GUILD_ID when the bot runs 2 (GUILD_ID is on shard 1, this one on 0). */
export const GUILD_ID_2 = '1100000000004194307';
/** The guild's owner, who is no player: opens the threads a test needs that the bot did not. */
const OWNER_ID = '2100000000000000999';
const EPHEMERAL = 64;

/** View Channel, Send Messages, Use Application Commands. */
export const MEMBER_PERMS = String((1n << 10n) | (1n << 11n) | (1n << 31n));
/** MEMBER_PERMS plus Manage Channels. */
export const MANAGER_PERMS = String(BigInt(MEMBER_PERMS) | (1n << 4n));
/** The bot's own in every channel unless a test says otherwise: MANAGER_PERMS plus Create Public Threads and Send Messages in Threads. */
export const APP_PERMS = String(BigInt(MANAGER_PERMS) | (1n << 35n) | (1n << 38n));

/** Who sends an interaction from where: the member's permissions, the bot's (`appPerms`), the guild (default GUILD_ID), or a DM. */
export interface InteractionOptions {
  perms?: string;
  appPerms?: string;
  dm?: boolean;
  guildId?: string;
}

export interface FakeDiscordOptions {
  heartbeatMs?: number;
  /** The guilds the bot is in (default: GUILD_ID alone). */
  guilds?: readonly string[];
  /** The shard count GET /gateway/bot recommends (default 1). */
  shards?: number;
  /** How many shards may identify at once (`session_start_limit.max_concurrency`, default 1). */
  maxConcurrency?: number;
}

/** The shard Discord sends a guild's events to. */
export function shardOfGuild(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  /** Path after `/api/v10`, URL-decoded (`@original` arrives as `%40original`). */
  path: string;
  query: string;
  json: any;
  files: UploadedFile[];
  at: number;
  /** The Authorization header (`Bot <token>`), or null (interaction routes send none). */
  auth: string | null;
  /** `performance.now()` when the request reached the fake, before its body was read (latency figures). */
  receivedAt: number;
}

export interface FakeAttachment {
  id: string;
  filename: string;
  description: string | null;
  contentType: string;
  data: Buffer;
}

export interface FakeMessage {
  id: string;
  channelId: string;
  /** The text a reader sees: the content, or a components v2 message's text displays, one after another. */
  content: string;
  /** The message's action rows, wherever they sit (at the top, or in a v2 container). */
  components: any[];
  /** The components as sent (a v2 message's container, text displays, gallery and rows). */
  layout: any[];
  attachments: FakeAttachment[];
  flags: number;
  /** Every content the message has had, oldest first. */
  history: string[];
  /** The nonce it was posted with, if any. */
  nonce: string | null;
  /** Set for interaction responses and follow-ups (null for channel messages). */
  interactionToken: string | null;
  deleted: boolean;
}

export type PostFailure = '5xx' | 'drop' | 'lost';

export interface FakeUser {
  id: string;
  username: string;
}

export interface InteractionResult {
  id: string;
  token: string;
  /** The callback (`type` 4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete). */
  callback: RecordedRequest;
  /** The original response and every follow-up, in order. */
  responses(): FakeMessage[];
  /** All response text, joined (for assertions). */
  text(): string;
}

type Json = Record<string, unknown>;

/** A REST answer other than 200/204 (a 404 is `undefined` from the router). */
class ApiError {
  constructor(
    readonly status: number,
    readonly body: { code: number; message: string },
  ) {}
}

/** What Discord answers when the bot may not create threads in a channel. */
const MISSING_PERMISSIONS = new ApiError(403, { code: 50013, message: 'Missing Permissions' });
/** Discord's answer to a thread asked for inside a thread. */
const WRONG_CHANNEL_TYPE = new ApiError(400, { code: 50024, message: 'Cannot execute action on this channel type' });
const INVALID_FORM = new ApiError(400, { code: 50035, message: 'Invalid Form Body' });
const SERVER_ERROR = new ApiError(500, { code: 0, message: '500: Internal Server Error' });
/** The request is dropped: the socket closes with no answer. */
const DROP_CONNECTION = Symbol('drop the connection');
const UNKNOWN_CHANNEL = new ApiError(404, { code: 10003, message: 'Unknown Channel' });
/** Discord's answer to a callback for an interaction it no longer knows (acknowledged too late). */
const UNKNOWN_INTERACTION = new ApiError(404, { code: 10062, message: 'Unknown interaction' });
const PUBLIC_THREAD = 11;
/** The auto-archive durations Discord accepts, in minutes. */
const ARCHIVE_MINUTES = [60, 1440, 4320, 10080];

let nextSnowflake = 1_200_000_000_000_000_000n;
export const snowflake = (): string => String(nextSnowflake++);

export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  readonly messages = new Map<string, FakeMessage>();
  heartbeats = 0;
  identifies = 0;
  resumes = 0;
  /** Every IDENTIFY, in order: the shard it asked for and the token it carried. */
  readonly identified: { shard: [number, number]; token: string }[] = [];
  /** Set false to stop acknowledging heartbeats (discord.js then reconnects and resumes). */
  ackHeartbeats = true;
  /**
   * One sequence for all connections: a connection sees gaps where another shard's events went,
   * which discord.js accepts, and a RESUME replays what its shard missed after its last number.
   */
  private seq = 0;
  private readonly sockets = new Set<WebSocket>();
  /** The shard each identified (or resumed) connection serves. */
  private readonly socketShard = new Map<WebSocket, [number, number]>();
  /** The shard of each session READY handed out, for a RESUME of it. */
  private readonly sessionShard = new Map<string, [number, number]>();
  /** The guild each channel of an interaction is in (threads get their parent's). */
  private readonly channelGuild = new Map<string, string>();
  private readonly originals = new Map<string, string>();
  private readonly interactionMessage = new Map<string, string>();
  private readonly waiters = new Set<() => void>();
  private readonly tokenChannel = new Map<string, string>();
  /** Every dispatch with its guild (null: none, shard 0's), for RESUME replays. */
  private readonly dispatched: { event: { t: string; s: number; d: unknown }; guild: string | null }[] = [];
  /** Threads by id, as Discord describes them (open ones; a deleted one is in `deletedThreads`). */
  private readonly threadChannels = new Map<string, Json>();
  private readonly refusing = new Set<string>();
  /** How many of the next interaction callbacks are refused as Discord refuses a late one. */
  private refusedCallbacks = 0;
  /** The next interaction callback is taken at once but answered only when this settles. */
  private heldCallback: Promise<void> | null = null;
  /** Channels whose next message posts fail, and how. */
  private readonly failingPosts = new Map<string, { left: number; how: PostFailure }>();
  readonly deletedThreads: string[] = [];

  private constructor(
    private readonly server: Server,
    private readonly wss: WebSocketServer,
    readonly port: number,
    private readonly heartbeatMs: number,
    readonly guildIds: readonly string[],
    /** What GET /gateway/bot recommends and allows (tests may change it between starts). */
    public recommendedShards: number,
    public maxConcurrency: number,
  ) {}

  static async start(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const server = createServer();
    const wss = new WebSocketServer({ noServer: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const fake = new FakeDiscord(server, wss, port, opts.heartbeatMs ?? 250, [...(opts.guilds ?? [GUILD_ID])], opts.shards ?? 1, opts.maxConcurrency ?? 1);
    // A client killed mid-request (a host SIGKILLed in a test) aborts its upload; Discord drops
    // such a request, and so does this fake, rather than failing the run with a stray rejection.
    server.on('request', (req, res) =>
      fake.onRequest(req, res).catch((err: unknown) => {
        if (!req.complete || (err as { code?: unknown }).code === 'ECONNRESET') return res.destroy();
        throw err;
      }),
    );
    server.on('upgrade', (req, socket, head) => {
      if (!req.url?.startsWith('/gateway')) return socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => fake.onSocket(ws));
    });
    return fake;
  }

  /** The REST base to give discord.js (`rest: { api }`, or DISCORD_API_URL). */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get connected(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- gateway -------------------------------------------------------------------------

  private onSocket(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.socketShard.delete(ws);
    });
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatMs } }));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: any };
      if (msg.op === 1) {
        this.heartbeats++;
        if (this.ackHeartbeats) ws.send(JSON.stringify({ op: 11 }));
      } else if (msg.op === 2) {
        const shard = (Array.isArray(msg.d?.shard) ? msg.d.shard.map(Number) : [0, 1]) as [number, number];
        // Discord's close code for a shard id outside its count.
        if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) return ws.close(4010, 'Invalid shard');
        this.identifies++;
        this.identified.push({ shard, token: String(msg.d?.token ?? '') });
        this.socketShard.set(ws, shard);
        const sessionId = `session-${this.identifies}`;
        this.sessionShard.set(sessionId, shard);
        const mine = this.guildIds.filter((g) => shardOfGuild(g, shard[1]) === shard[0]);
        this.send(ws, 'READY', {
          v: 10,
          user: { id: BOT_USER_ID, username: 'Final Girl', discriminator: '0', global_name: null, avatar: null, bot: true, flags: 0 },
          guilds: mine.map((id) => ({ id, unavailable: true })),
          session_id: sessionId,
          resume_gateway_url: `ws://127.0.0.1:${this.port}/gateway`,
          application: { id: APP_ID, flags: 0 },
          shard,
        });
        // As Discord does, each guild follows READY with its active threads, so discord.js knows a thread when a command comes from one.
        for (const id of mine) this.send(ws, 'GUILD_CREATE', this.guild(id));
      } else if (msg.op === 6) {
        this.resumes++;
        const shard = this.sessionShard.get(String(msg.d?.session_id)) ?? [0, 1];
        this.socketShard.set(ws, shard);
        // As Discord does: what the client missed (a dispatch sent while its old socket was closing) is replayed, its shard's only.
        const seen = Number(msg.d?.seq ?? 0);
        for (const e of this.dispatched) if (e.event.s > seen && this.onShard(e.guild, shard)) ws.send(JSON.stringify({ op: 0, ...e.event }));
        this.send(ws, 'RESUMED', {});
      }
    });
  }

  /** Whether an event of `guild` (null: none) goes to a connection of `shard`. */
  private onShard(guild: string | null, shard: [number, number]): boolean {
    return (guild === null ? 0 : shardOfGuild(guild, shard[1])) === shard[0];
  }

  private send(ws: WebSocket, t: string, d: unknown): void {
    ws.send(JSON.stringify({ op: 0, t, s: ++this.seq, d }));
  }

  private guild(id: string): Json {
    const everyone = { id, name: '@everyone', color: 0, hoist: false, position: 0, permissions: MEMBER_PERMS, managed: false, mentionable: false, flags: 0 };
    return {
      id,
      name: id === GUILD_ID ? 'Fake guild' : `Fake guild ${id.slice(-4)}`,
      icon: null,
      owner_id: OWNER_ID,
      unavailable: false,
      large: false,
      member_count: 1,
      joined_at: new Date(0).toISOString(),
      features: [],
      roles: [everyone],
      emojis: [],
      stickers: [],
      members: [],
      channels: [],
      threads: [...this.threadChannels.values()].filter((t) => t.guild_id === id),
      voice_states: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
    };
  }

  /**
   * Sends a dispatch to the connections of its guild's shard (`guild_id`; none: shard 0), as
   * Discord does; kept for a connection that resumes.
   */
  dispatch(t: string, d: unknown): void {
    const event = { t, s: ++this.seq, d };
    const raw = (d as { guild_id?: unknown } | null)?.guild_id;
    const guild = typeof raw === 'string' ? raw : null;
    this.dispatched.push({ event, guild });
    for (const [ws, shard] of this.socketShard) if (this.onShard(guild, shard)) ws.send(JSON.stringify({ op: 0, ...event }));
  }

  // ---- REST ----------------------------------------------------------------------------

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v\d+/, '');
    const ct = req.headers['content-type'] ?? '';
    let json: any = null;
    const files: UploadedFile[] = [];
    if (ct.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': ct } }).formData();
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') {
          if (field === 'payload_json') json = JSON.parse(value);
        } else {
          files.push({ field, filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
        }
      }
    } else if (raw.length) {
      json = JSON.parse(raw.toString('utf8'));
    }
    const auth = req.headers.authorization ?? null;
    const rec: RecordedRequest = { method: req.method ?? 'GET', path, query: url.search, json, files, at: Date.now(), auth, receivedAt };
    this.requests.push(rec);
    try {
      const out = this.route(rec);
      const hold = this.heldCallback && out === null && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path) ? this.heldCallback : null;
      if (hold) {
        this.heldCallback = null;
        hold.then(() => res.writeHead(204).end());
      } else if (out === null) {
        res.writeHead(204).end();
      } else if (out === DROP_CONNECTION) {
        res.socket?.destroy();
      } else if (out instanceof ApiError) {
        res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
      } else if (out === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `fake: no route ${rec.method} ${path}`, code: 0 }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
      }
    } finally {
      for (const w of [...this.waiters]) w();
    }
  }

  /** null → 204, undefined → 404, an ApiError → its status. */
  private route(r: RecordedRequest): unknown {
    const m = (re: RegExp) => re.exec(r.path);
    let g: RegExpExecArray | null;
    if (r.method === 'GET' && r.path === '/gateway/bot') {
      return { url: `ws://127.0.0.1:${this.port}/gateway`, shards: this.recommendedShards, session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: this.maxConcurrency } };
    }
    if (r.method === 'PUT' && (g = m(/^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/))) {
      return (r.json as Json[]).map((c) => ({ ...c, id: snowflake(), application_id: g?.[1], version: '1' }));
    }
    if (r.method === 'POST' && (g = m(/^\/interactions\/(\d+)\/([^/]+)\/callback$/))) {
      if (this.refusedCallbacks > 0) {
        this.refusedCallbacks -= 1;
        return UNKNOWN_INTERACTION;
      }
      this.onCallback(g[1] as string, g[2] as string, r);
      return null;
    }
    if ((g = m(/^\/webhooks\/(\d+)\/([^/]+)\/messages\/([^/]+)$/))) {
      const token = g[2] as string;
      const id = g[3] === '@original' ? this.originals.get(token) : g[3];
      const msg = id ? this.messages.get(id) : undefined;
      if (!msg) return undefined;
      if (r.method === 'DELETE') {
        msg.deleted = true;
        return null;
      }
      const err = r.method === 'PATCH' ? this.edit(msg, r) : null;
      return err ?? this.toApi(msg);
    }
    if (r.method === 'POST' && (g = m(/^\/webhooks\/(\d+)\/([^/]+)$/))) {
      const msg = this.create(this.tokenChannel.get(g[2] as string) ?? '0', r.json, r, g[2] as string);
      return msg instanceof ApiError ? msg : this.toApi(msg);
    }
    if (r.method === 'POST' && (g = m(/^\/channels\/(\d+)\/threads$/))) return this.createThread(g[1] as string, r.json);
    if (r.method === 'DELETE' && (g = m(/^\/channels\/(\d+)$/))) return this.deleteThread(g[1] as string);
    if (r.method === 'POST' && (g = m(/^\/channels\/(\d+)\/messages$/))) {
      const channelId = g[1] as string;
      if (this.deletedThreads.includes(channelId)) return UNKNOWN_CHANNEL;
      const failing = this.failingPosts.get(channelId);
      if (failing && failing.left > 0) {
        failing.left -= 1;
        // 'lost': Discord made the message, but its answer never arrives.
        if (failing.how === 'lost') this.create(channelId, r.json, r, null);
        return failing.how === '5xx' ? SERVER_ERROR : DROP_CONNECTION;
      }
      // enforce_nonce: a message this author made with the same nonce is returned, not made again.
      const nonce = r.json?.enforce_nonce && r.json?.nonce !== undefined ? String(r.json.nonce) : null;
      const known = nonce === null ? undefined : [...this.messages.values()].find((x) => x.channelId === channelId && x.nonce === nonce && x.interactionToken === null);
      if (known) return this.toApi(known);
      const msg = this.create(channelId, r.json, r, null);
      return msg instanceof ApiError ? msg : this.toApi(msg);
    }
    if ((g = m(/^\/channels\/(\d+)\/messages\/(\d+)$/))) {
      const msg = this.messages.get(g[2] as string);
      if (!msg) return undefined;
      const err = r.method === 'PATCH' ? this.edit(msg, r) : null;
      return err ?? this.toApi(msg);
    }
    return undefined;
  }

  private createThread(parentId: string, body: any): Json | ApiError {
    if (this.refusing.has(parentId)) return MISSING_PERMISSIONS;
    if (this.threadChannels.has(parentId)) return WRONG_CHANNEL_TYPE;
    const name = String(body?.name ?? '');
    const minutes = body?.auto_archive_duration ?? 4320;
    if (body?.type !== PUBLIC_THREAD || name.length < 1 || name.length > 100 || !ARCHIVE_MINUTES.includes(minutes)) return INVALID_FORM;
    return this.addThread(parentId, name, BOT_USER_ID, minutes);
  }

  private addThread(parentId: string, name: string, ownerId: string, minutes: number): Json {
    const guildId = this.channelGuild.get(parentId) ?? GUILD_ID;
    const thread: Json = {
      id: snowflake(),
      type: PUBLIC_THREAD,
      guild_id: guildId,
      parent_id: parentId,
      owner_id: ownerId,
      name,
      last_message_id: null,
      rate_limit_per_user: 0,
      message_count: 0,
      member_count: 1,
      total_message_sent: 0,
      flags: 0,
      thread_metadata: { archived: false, auto_archive_duration: minutes, archive_timestamp: new Date().toISOString(), locked: false },
    };
    this.threadChannels.set(String(thread.id), thread);
    this.channelGuild.set(String(thread.id), guildId);
    this.dispatch('THREAD_CREATE', { ...thread, newly_created: true });
    return thread;
  }

  private deleteThread(id: string): Json | ApiError {
    const thread = this.threadChannels.get(id);
    if (!thread) return UNKNOWN_CHANNEL;
    this.threadChannels.delete(id);
    this.deletedThreads.push(id);
    this.dispatch('THREAD_DELETE', { id, type: PUBLIC_THREAD, guild_id: thread.guild_id, parent_id: thread.parent_id });
    return thread;
  }

  private onCallback(id: string, token: string, r: RecordedRequest): void {
    const type = r.json?.type as number;
    const data = (r.json?.data ?? {}) as Json;
    if (type === 4 || type === 5) {
      const msg = this.create(this.tokenChannel.get(token) ?? '0', type === 5 ? { ...data, content: '' } : data, r, token);
      if (msg instanceof ApiError) return;
      this.originals.set(token, msg.id);
    } else if (type === 6) {
      // A deferred update's @original is the message the component sits on (a later edit of it changes that message).
      const target = this.interactionMessage.get(id);
      if (target) this.originals.set(token, target);
    } else if (type === 7) {
      const target = this.messages.get(this.interactionMessage.get(id) ?? '');
      if (target) this.edit(target, { ...r, json: data });
      if (target) this.originals.set(token, target.id);
    }
  }

  private create(channelId: string, body: any, r: RecordedRequest, token: string | null): FakeMessage | ApiError {
    const flags = Number(body?.flags ?? 0);
    const layout = (body?.components as any[]) ?? [];
    const attachments = this.attachmentsOf(body, r, []);
    const problem = layoutProblem(flags, String(body?.content ?? ''), layout, attachments);
    if (problem) return invalid(problem);
    const content = readText(flags, String(body?.content ?? ''), layout);
    const msg: FakeMessage = {
      id: snowflake(),
      channelId,
      content,
      components: rowsOf(flags, layout),
      layout,
      attachments,
      flags,
      history: [content],
      nonce: body?.nonce === undefined ? null : String(body.nonce),
      interactionToken: token,
      deleted: false,
    };
    this.messages.set(msg.id, msg);
    return msg;
  }

  /** Applies an edit as Discord does (fields left out stay; attachments not listed are kept unless `attachments` is given), or refuses it whole. */
  private edit(msg: FakeMessage, r: RecordedRequest): ApiError | null {
    const body = r.json ?? {};
    // The components v2 flag, once set, stays.
    const flags = (msg.flags & V2) | Number(body.flags ?? msg.flags);
    const content = 'content' in body ? String(body.content ?? '') : (msg.flags & V2 ? '' : msg.content);
    const layout = 'components' in body ? ((body.components as any[]) ?? []) : msg.layout;
    const attachments = 'attachments' in body || r.files.length ? this.attachmentsOf(body, r, msg.attachments) : msg.attachments;
    const problem = layoutProblem(flags, content, layout, attachments);
    if (problem) return invalid(problem);
    msg.flags = flags;
    const text = readText(flags, content, layout);
    if (text !== msg.content || 'content' in body) msg.history.push(text);
    msg.content = text;
    msg.layout = layout;
    msg.components = rowsOf(flags, layout);
    msg.attachments = attachments;
    return null;
  }

  /** The attachments a body leaves: the listed ones of `kept` (all of them when the body lists none), then the uploaded files. */
  private attachmentsOf(body: any, r: RecordedRequest, kept: readonly FakeAttachment[]): FakeAttachment[] {
    const meta = (body?.attachments as { id: string | number; filename?: string; description?: string }[] | undefined) ?? [];
    const keep = body?.attachments === undefined ? [...kept] : kept.filter((a) => meta.some((m) => String(m.id) === a.id));
    const uploaded = r.files.map((f, index) => {
      const key = /^files\[(\d+)\]$/.exec(f.field)?.[1] ?? String(index);
      const m = meta.find((a) => String(a.id) === key);
      return { id: snowflake(), filename: m?.filename ?? f.filename, description: m?.description ?? null, contentType: f.contentType, data: f.data };
    });
    return [...keep, ...uploaded];
  }

  private toApi(msg: FakeMessage): Json {
    return {
      id: msg.id,
      type: 0,
      channel_id: msg.channelId,
      author: { id: BOT_USER_ID, username: 'Final Girl', discriminator: '0', global_name: null, avatar: null, bot: true },
      content: msg.content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: msg.attachments.map((a) => ({
        id: a.id,
        filename: a.filename,
        description: a.description ?? undefined,
        size: a.data.length,
        url: cdnUrl(a),
        proxy_url: cdnUrl(a),
        content_type: a.contentType,
      })),
      embeds: [],
      pinned: false,
      components: resolvedLayout(msg),
      flags: msg.flags,
      application_id: APP_ID,
    };
  }

  // ---- waiting -------------------------------------------------------------------------

  /**
   * Resolves with the first recorded request (from `from` on) matching `pred`; rejects after
   * `timeoutMs`. Generous, because a wait that succeeds returns at once and a shared, busy
   * machine can take seconds to render a picture.
   */
  waitForRequest(pred: (r: RecordedRequest) => boolean, timeoutMs = WAIT_MS, from = 0): Promise<RecordedRequest> {
    return new Promise((resolve, reject) => {
      // Each request is looked at once (many waiters at a time would otherwise rescan every request at each new one).
      let next = from;
      const check = () => {
        for (; next < this.requests.length; next++) {
          const r = this.requests[next] as RecordedRequest;
          if (!pred(r)) continue;
          cleanup();
          resolve(r);
          return;
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`fake Discord: no matching request within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  // ---- interactions --------------------------------------------------------------------

  private base(user: FakeUser, channelId: string, type: number, data: Json, opts: InteractionOptions = {}): Json {
    const id = snowflake();
    const common = {
      id,
      application_id: APP_ID,
      type,
      token: `token-${id}`,
      version: 1,
      app_permissions: opts.appPerms ?? APP_PERMS,
      locale: 'en-US',
      entitlements: [],
      data,
    };
    const apiUser = { id: user.id, username: user.username, discriminator: '0', global_name: user.username, avatar: null };
    if (opts.dm) {
      return { ...common, channel_id: channelId, channel: { id: channelId, type: 1 }, user: apiUser, authorizing_integration_owners: { '1': user.id }, context: 1 };
    }
    // A channel is in the guild it was last used in (a thread in its parent's), so clicks on its messages come from there too.
    const guildId = opts.guildId ?? this.channelGuild.get(channelId) ?? GUILD_ID;
    this.channelGuild.set(channelId, guildId);
    return {
      ...common,
      guild_id: guildId,
      guild_locale: 'en-US',
      channel_id: channelId,
      channel: { ...(this.threadChannels.get(channelId) ?? { id: channelId, type: 0, guild_id: guildId, name: `game-${channelId.slice(-4)}` }), permissions: opts.perms ?? MEMBER_PERMS },
      member: { user: apiUser, roles: [], joined_at: new Date(0).toISOString(), permissions: opts.perms ?? MEMBER_PERMS, deaf: false, mute: false, flags: 0 },
      authorizing_integration_owners: { '0': guildId },
      context: 0,
    };
  }

  /** A slash command. `options` is name → value (strings, numbers, booleans). */
  /** A slash command; an option given as a user is a User option (its id, the user in `resolved`). */
  chatInput(user: FakeUser, channelId: string, name: string, options: Record<string, string | number | boolean | FakeUser> = {}, opts: InteractionOptions = {}): Json {
    const typeOf = (v: unknown) => (typeof v === 'boolean' ? 5 : typeof v === 'number' ? 4 : 3);
    const apiUser = (u: FakeUser) => ({ id: u.id, username: u.username, discriminator: '0', global_name: u.username, avatar: null });
    const users = Object.values(options).filter((v): v is FakeUser => typeof v === 'object');
    return this.base(user, channelId, 2, {
      id: snowflake(),
      name,
      type: 1,
      options: Object.entries(options).map(([n, value]) => (typeof value === 'object' ? { name: n, type: 6, value: value.id } : { name: n, type: typeOf(value), value })),
      ...(users.length ? { resolved: { users: Object.fromEntries(users.map((u) => [u.id, apiUser(u)])) } } : {}),
    }, opts);
  }

  /** An autocomplete request with `focused` being typed. */
  autocomplete(user: FakeUser, channelId: string, name: string, focused: string, typed: string, others: Record<string, string> = {}): Json {
    return this.base(user, channelId, 4, {
      id: snowflake(),
      name,
      type: 1,
      options: [...Object.entries(others).map(([n, value]) => ({ name: n, type: 3, value })), { name: focused, type: 3, value: typed, focused: true }],
    });
  }

  /** A click on a button (or a pick in a select menu when `values` is given) of a stored message. */
  component(user: FakeUser, message: FakeMessage, customId: string, values?: string[], opts: { perms?: string } = {}): Json {
    const payload = this.base(user, message.channelId, 3, {
      custom_id: customId,
      component_type: values ? 3 : 2,
      ...(values ? { values } : {}),
    }, opts);
    payload.message = this.toApi(message);
    this.interactionMessage.set(String(payload.id), message.id);
    return payload;
  }

  /** Dispatches an interaction and waits for its callback. */
  async interact(payload: Json, timeoutMs = WAIT_MS): Promise<InteractionResult> {
    const from = this.requests.length;
    const id = String(payload.id);
    const token = String(payload.token);
    this.tokenChannel.set(token, String(payload.channel_id));
    this.dispatch('INTERACTION_CREATE', payload);
    const callback = await this.waitForRequest((r) => r.method === 'POST' && r.path === `/interactions/${id}/${token}/callback`, timeoutMs, from);
    const responses = () => [...this.messages.values()].filter((m) => m.interactionToken === token && !m.deleted);
    return { id, token, callback, responses, text: () => responses().map((m) => m.content).join('\n') };
  }

  // ---- threads -------------------------------------------------------------------------

  /**
   * The next `count` message posts to `channelId` fail: '5xx' with Discord's 500, 'drop' with
   * the socket closed unanswered, 'lost' with the message made but its answer dropped.
   */
  failPosts(channelId: string, count: number, how: PostFailure = '5xx'): void {
    this.failingPosts.set(channelId, { left: count, how });
  }

  /** The next `count` interaction callbacks are refused with Discord's 404 "Unknown interaction" (code 10062). */
  refuseCallbacks(count: number): void {
    this.refusedCallbacks = count;
  }

  /**
   * The next interaction callback is recorded and applied at once, but its answer is held back
   * until the returned function is called (an acknowledgement slow to come back).
   */
  holdNextCallback(): () => void {
    let release!: () => void;
    this.heldCallback = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  /** From now on the bot may not create threads in `channelId` (Discord's 403, code 50013). */
  refuseThreads(channelId: string): void {
    this.refusing.add(channelId);
  }

  /** A thread a member opened in `parentId` (the bot is told, as Discord tells it); its id. */
  openThread(parentId: string, name = 'a thread'): string {
    return String(this.addThread(parentId, name, OWNER_ID, 10080).id);
  }

  /** The open threads of `parentId`, as Discord describes them, oldest first. */
  threadsOf(parentId: string): Json[] {
    return [...this.threadChannels.values()].filter((t) => t.parent_id === parentId);
  }

  // ---- queries -------------------------------------------------------------------------

  /** Messages posted to a channel through the bot's channel routes, oldest first. */
  channelMessages(channelId: string): FakeMessage[] {
    return [...this.messages.values()].filter((m) => m.channelId === channelId && m.interactionToken === null);
  }

  /** The last channel message with components (the live turn message). */
  lastTurnMessage(channelId: string): FakeMessage | undefined {
    return this.channelMessages(channelId).filter((m) => m.components.length > 0).at(-1);
  }

  /** The text a reader would see in a message body sent to Discord (content, or a v2 message's text displays). */
  static textOf(body: any): string {
    return readText(Number(body?.flags ?? 0), String(body?.content ?? ''), (body?.components as any[] | undefined) ?? []);
  }

  /** Every custom id on a message. */
  static customIds(msg: FakeMessage): string[] {
    return msg.components.flatMap((row: any) => (row.components as any[]).map((c) => String(c.custom_id)));
  }
}

export function isEphemeral(msg: FakeMessage): boolean {
  return (msg.flags & EPHEMERAL) === EPHEMERAL;
}

/** The components v2 message flag. */
const V2 = 1 << 15;
/** Discord's limits for a components v2 message (discord-notes.md). */
const V2_COMPONENTS_MAX = 40;
const V2_TEXT_MAX = 4000;
const CONTENT_MAX = 2000;
const LEGACY_ROWS_MAX = 5;

const invalid = (why: string) => new ApiError(400, { code: 50035, message: `Invalid Form Body (${why})` });

/** Every component of a tree, each once (a container, what it holds, a row's buttons). */
function allComponents(list: readonly any[]): any[] {
  return list.flatMap((c) => [c, ...allComponents((c?.components as any[] | undefined) ?? [])]);
}

/** What Discord would refuse in a message's layout, or null. */
function layoutProblem(flags: number, content: string, layout: readonly any[], attachments: readonly FakeAttachment[]): string | null {
  if (!(flags & V2)) {
    if (content.length > CONTENT_MAX) return 'content longer than 2000';
    if (layout.length > LEGACY_ROWS_MAX) return 'more than 5 rows';
    if (layout.some((c) => c?.type !== 1)) return 'a components v2 component without the flag';
    return null;
  }
  if (content) return 'content in a components v2 message';
  const all = allComponents(layout);
  if (all.length > V2_COMPONENTS_MAX) return `${all.length} components, more than ${V2_COMPONENTS_MAX}`;
  const text = all.filter((c) => c?.type === 10).reduce((n, c) => n + String(c.content ?? '').length, 0);
  if (text > V2_TEXT_MAX) return `${text} characters of text, more than ${V2_TEXT_MAX}`;
  for (const c of all.filter((x) => x?.type === 12)) {
    for (const item of (c.items as any[]) ?? []) {
      const url = String(item?.media?.url ?? '');
      const name = /^attachment:\/\/(.+)$/.exec(url)?.[1];
      if (name !== undefined && !attachments.some((a) => a.filename === name)) return `the gallery names ${url}, which the message does not have`;
    }
  }
  return null;
}

/** The text a reader sees: a v2 message's text displays in order, else its content. */
function readText(flags: number, content: string, layout: readonly any[]): string {
  if (!(flags & V2)) return content;
  return allComponents(layout)
    .filter((c) => c?.type === 10)
    .map((c) => String(c.content ?? ''))
    .join('\n');
}

/** The action rows of a message, wherever they sit. */
function rowsOf(flags: number, layout: readonly any[]): any[] {
  return flags & V2 ? allComponents(layout).filter((c) => c?.type === 1) : [...layout];
}

const cdnUrl = (a: FakeAttachment) => `https://cdn.invalid/${a.id}/${a.filename}`;

/** The layout as Discord returns it: a gallery's `attachment://` names become the attachments' URLs. */
function resolvedLayout(msg: FakeMessage): any[] {
  const resolve = (c: any): any => {
    if (c?.type === 12) {
      return {
        ...c,
        items: (c.items as any[]).map((item) => {
          const name = /^attachment:\/\/(.+)$/.exec(String(item?.media?.url ?? ''))?.[1];
          const a = name === undefined ? undefined : msg.attachments.find((x) => x.filename === name);
          return a ? { ...item, media: { ...item.media, url: cdnUrl(a), proxy_url: cdnUrl(a), content_type: a.contentType, attachment_id: a.id } } : item;
        }),
      };
    }
    return Array.isArray(c?.components) ? { ...c, components: (c.components as any[]).map(resolve) } : c;
  };
  return msg.layout.map(resolve);
}
