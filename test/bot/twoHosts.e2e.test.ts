import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { choicesOf, getGame, getPrompt, openPg } from '../../src/db/index.js';
import type { OpenPg } from '../../src/db/openPg.js';
import { APP_ID, FakeDiscord, GUILD_ID_2, shardOfGuild, type FakeMessage, type FakeUser, type InteractionResult } from '../helpers/fakeDiscord.js';
import { startPostgres, type PostgresServer } from '../helpers/postgresServer.js';
import { alice, bob, tempDir, until, withTimeout } from './harness.js';

/**
 * Two hosts on one Postgres, as issue 37 has it: two `npm start` processes with disjoint shard
 * lists (host A: SHARD_LIST=0, host B: SHARD_LIST=1, SHARD_COUNT=2), the fake Discord serving two
 * guilds on each shard. Games on both; host A is killed with SIGKILL right after it acknowledged
 * a pick; B keeps serving its guilds meanwhile; A starts again and goes on. Then: every
 * acknowledged interaction is claimed in the database, every answered choice is applied, none
 * twice, no vote closed twice, no reminder sent twice (a trigger logs each reminder claimed); the pick
 * A acknowledged but did not do is done once by A when it is back.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const TOKEN = 'two-hosts-token';
const SHARD_COUNT = 2;
/** Guild k is on shard k % 2: guild ids one shard step (1 << 22) apart. */
const GUILDS = [0n, 1n, 2n, 3n].map((k) => String(BigInt(GUILD_ID_2) + (k << 22n)));
/** The solo and the vote game of shard s: guild s and guild s + 2, a channel each. */
const soloChannel = (s: number) => `13000000000000093${s}1`;
const voteChannel = (s: number) => `13000000000000093${s}2`;
const soloGuild = (s: number) => GUILDS[s] as string;
const voteGuild = (s: number) => GUILDS[s + 2] as string;
/** Short vote windows and reminders, set on the vote games in the database (the commands take minutes). */
const WINDOW_SEC = 8;
const REMINDER_SEC = 2;
const START_MS = 120_000;
const STEP_MS = 40_000;

const tmp = tempDir();
let server: Promise<PostgresServer> | undefined;
const pgServer = () => (server ??= startPostgres());
let fake: FakeDiscord | undefined;
let store: OpenPg | undefined;
const hosts: Host[] = [];

afterAll(async () => {
  for (const h of hosts) h.proc.kill('SIGKILL');
  await store?.close();
  await fake?.close();
  if (server) (await server).stop();
  tmp.cleanup();
});

interface Host {
  shard: number;
  proc: ChildProcessWithoutNullStreams;
  out: string;
  err: string;
  exited: Promise<number | null>;
}

/** `npm start` as the host of `list` (SHARD_LIST) of `count` shards, on the shared database, from a folder of its own (no .env). */
function startHost(list: number | string, url: string, api: string, count = SHARD_COUNT): Host {
  const cwd = join(tmp.dir, `host-${hosts.length}`);
  mkdirSync(cwd);
  const proc = spawn(process.execPath, ['--import', TSX, join(ROOT, 'src', 'index.ts')], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DATABASE_URL: url, DISCORD_API_URL: api, SHARD_LIST: String(list), SHARD_COUNT: String(count) },
  });
  const host: Host = { shard: typeof list === 'number' ? list : -1, proc, out: '', err: '', exited: new Promise((resolve) => proc.on('exit', (code) => resolve(code))) };
  proc.stdout.on('data', (d: Buffer) => (host.out += String(d)));
  proc.stderr.on('data', (d: Buffer) => (host.err += String(d)));
  hosts.push(host);
  return host;
}

async function online(host: Host): Promise<void> {
  await until(() => {
    if (host.proc.exitCode !== null) throw new Error(`host ${host.shard} exited: ${host.err}`);
    return host.out.includes('Final Girl bot online');
  }, START_MS);
}

/** Every component of a message, however nested. */
function componentsOf(msg: FakeMessage): any[] {
  const all = (list: readonly any[]): any[] => list.flatMap((c) => [c, ...all((c?.components as any[] | undefined) ?? [])]);
  return all(msg.components);
}

describe('two hosts, disjoint shard lists, one Postgres', () => {
  it('one host killed mid-turn: the other keeps serving, the killed one restarts, nothing acknowledged is lost, nothing applied or sent twice', async () => {
    const url = await (await pgServer()).newDatabase();
    expect(GUILDS.map((g) => shardOfGuild(g, SHARD_COUNT))).toEqual([0, 1, 0, 1]);
    const discord = await FakeDiscord.start({ guilds: GUILDS, shards: SHARD_COUNT, maxConcurrency: SHARD_COUNT });
    fake = discord;
    const db = (store = await openPg(url)).db;

    // ---- helpers over this run's fake and database ----
    /** Interactions sent, and which of them got their callback (were acknowledged). */
    const sent: string[] = [];
    const acknowledged: string[] = [];
    const interact = async (payload: Record<string, unknown>): Promise<InteractionResult> => {
      sent.push(String(payload.id));
      const res = await discord.interact(payload, STEP_MS);
      acknowledged.push(res.id);
      return res;
    };
    const command = (user: FakeUser, s: number, kind: 'solo' | 'vote', name: string, options: Record<string, string | number> = {}) =>
      interact(discord.chatInput(user, kind === 'solo' ? soloChannel(s) : voteChannel(s), name, options, { guildId: kind === 'solo' ? soloGuild(s) : voteGuild(s) }));
    const gameIds = new Map<string, number>();
    const gameOf = async (ch: string) => {
      const id = gameIds.get(ch);
      const row = id === undefined ? undefined : await getGame(db, id);
      if (!row) throw new Error(`no game in ${ch}`);
      return row;
    };
    const newGame = async (s: number, kind: 'solo' | 'vote', seed: number) => {
      const ch = kind === 'solo' ? soloChannel(s) : voteChannel(s);
      const res = await command(alice, s, kind, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed, ...(kind === 'vote' ? { mode: 'vote' } : {}) });
      await until(() => res.text().length > 0, STEP_MS);
      const id = (await db.$client.query<{ id: number }>('SELECT id FROM games WHERE channel_id = $1', [ch])).rows[0]?.id;
      if (id === undefined) throw new Error(`no game made in ${ch}: ${res.text()}`);
      gameIds.set(ch, id);
    };
    /** The first choice on the solo game's live turn message, once the message of its open prompt is out. */
    const firstChoice = async (s: number) => {
      const g = await gameOf(soloChannel(s));
      const prefix = `fg:${g.id}:${g.promptNo}:`;
      let turn: FakeMessage | undefined;
      await until(() => (turn = discord.lastTurnMessage(soloChannel(s))) !== undefined && FakeDiscord.customIds(turn).some((c) => c.startsWith(`${prefix}pick:`) || c.startsWith(`${prefix}menu:`)), STEP_MS);
      const msg = turn as FakeMessage;
      const all = componentsOf(msg).filter((c) => String(c.custom_id ?? '').startsWith(prefix));
      const button = all.find((c) => c.type === 2 && String(c.custom_id).includes(':pick:'));
      const menu = all.find((c) => c.type === 3);
      const payload = button ? discord.component(alice, msg, String(button.custom_id)) : discord.component(alice, msg, String(menu.custom_id), [String(menu.options[0].value)]);
      return { payload, promptNo: g.promptNo };
    };
    /** Answered picks per solo game: each must have moved the game on by exactly one prompt. */
    const answeredPicks = new Map<string, number>();
    const pickOn = async (s: number) => {
      const { payload, promptNo } = await firstChoice(s);
      const res = await interact(payload);
      expect(res.callback.json.type, res.text()).toBe(6);
      await until(async () => (await gameOf(soloChannel(s))).promptNo > promptNo, STEP_MS);
      answeredPicks.set(soloChannel(s), (answeredPicks.get(soloChannel(s)) ?? 0) + 1);
    };
    const lobbyStart = async (s: number) => {
      const msg = discord.channelMessages(voteChannel(s)).find((m) => FakeDiscord.customIds(m).some((c) => c.endsWith(':start')));
      const id = msg && FakeDiscord.customIds(msg).find((c) => c.endsWith(':start'));
      if (!msg || !id) throw new Error(`no lobby in ${voteChannel(s)}`);
      await interact(discord.component(alice, msg, id));
      await until(async () => (await gameOf(voteChannel(s))).promptNo === 1 && (await getPrompt(db, (await gameOf(voteChannel(s))).id, 1)) !== undefined, STEP_MS);
    };
    /** A vote game of alice and bob with short windows; alice votes at once, so bob is reminded until the window closes. */
    const voteGame = async (s: number, seed: number) => {
      await newGame(s, 'vote', seed);
      const joined = await command(bob, s, 'vote', 'join');
      await until(() => joined.text().length > 0, STEP_MS);
      await db.$client.query('UPDATE games SET vote_window_sec = $1, reminder_sec = $2 WHERE id = $3', [WINDOW_SEC, REMINDER_SEC, gameIds.get(voteChannel(s))]);
      await lobbyStart(s);
      await command(alice, s, 'vote', 'choose', { choice: 'end' });
      const ballots = async () => (await db.$client.query('SELECT 1 FROM votes WHERE game_id = $1', [gameIds.get(voteChannel(s))])).rowCount;
      await until(async () => (await ballots()) === 1, STEP_MS);
    };
    const texts = (ch: string, start: string) => discord.channelMessages(ch).filter((m) => m.content.startsWith(start));
    const closedVotes = (ch: string) => discord.channelMessages(ch).filter((m) => m.content.includes('🗳️ Vote closed'));

    // ---- both hosts start on one new database: A (shard 0) registers the commands, B does not ----
    let hostA = startHost(0, url, discord.apiUrl);
    const hostB = startHost(1, url, discord.apiUrl);
    await Promise.all([online(hostA), online(hostB)]);
    await until(() => hostA.out.includes('Registered'), STEP_MS);
    expect(hostA.out).toMatch(/Final Girl bot online as .*shard 0 of 2\)\./);
    expect(hostB.out).toMatch(/Final Girl bot online as .*shard 1 of 2\)\./);
    expect(discord.identified.map((i) => i.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(discord.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands'))).toHaveLength(1);
    expect(hostB.out).not.toContain('Registered');

    // Each reminder claimed (a committed change of a prompt's last ping) is logged, to count against the reminders sent.
    await db.$client.query(`
      CREATE TABLE ping_log (game_id integer NOT NULL, prompt_no integer NOT NULL, at bigint NOT NULL);
      CREATE FUNCTION log_ping() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.last_ping_at IS DISTINCT FROM OLD.last_ping_at THEN INSERT INTO ping_log VALUES (NEW.game_id, NEW.prompt_no, NEW.last_ping_at); END IF;
          RETURN NEW;
        END $$;
      CREATE TRIGGER log_ping AFTER UPDATE ON prompts FOR EACH ROW EXECUTE FUNCTION log_ping();`);

    // ---- games on both hosts: a solo game each, two picks; B's vote game runs its window and reminders ----
    await Promise.all([newGame(0, 'solo', 21), newGame(1, 'solo', 22)]);
    for (let k = 0; k < 2; k++) await Promise.all([pickOn(0), pickOn(1)]);
    await voteGame(1, 32);

    // ---- A's vote game opens, alice votes; then A acknowledges a pick and is killed before doing it ----
    await voteGame(0, 31);
    const deadlineA = (await getPrompt(db, gameIds.get(voteChannel(0)) ?? 0, 1))?.deadlineAt ?? 0;
    const soloA = await gameOf(soloChannel(0));
    const cut = await firstChoice(0);
    const release = discord.holdNextCallback();
    const cutRes = await interact(cut.payload);
    hostA.proc.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await withTimeout(hostA.exited, STEP_MS, 'host A killed')).toBe(null);
    release();
    expect(cutRes.callback.json.type).toBe(6);
    const downFrom = discord.requests.length;

    // ---- A is down: B keeps answering its guilds; A's guilds go unanswered, and B does not touch them ----
    for (let k = 0; k < 2; k++) await pickOn(1);
    const unanswered = discord.chatInput(alice, soloChannel(0), 'status', {}, { guildId: soloGuild(0) });
    sent.push(String(unanswered.id));
    await expect(discord.interact(unanswered, 3000)).rejects.toThrow(/no matching request/);
    await until(() => Date.now() > deadlineA + 1000, STEP_MS);
    expect(discord.requests.slice(downFrom).filter((r) => [soloChannel(0), voteChannel(0)].some((ch) => r.path.startsWith(`/channels/${ch}/`)))).toEqual([]);
    expect((await getPrompt(db, gameIds.get(voteChannel(0)) ?? 0, 1))?.status, 'only shard 0 closes its guild\'s vote').toBe('open');
    // B's own window closed by B, once.
    await until(() => closedVotes(voteChannel(1)).length > 0, STEP_MS);

    // ---- A starts again: its deadline that passed while down closes once; it finishes the cut-off pick, once ----
    hostA = startHost(0, url, discord.apiUrl);
    await online(hostA);
    const downMs = Date.now() - killedAt;
    await until(() => closedVotes(voteChannel(0)).length > 0, STEP_MS);
    expect(closedVotes(voteChannel(0)).map((m) => m.content)).toEqual([expect.stringContaining('Vote closed (time ran out, 1/2 voted)')]);
    // The pick A acknowledged but never did was claimed with its payload: the restarted A does it.
    await until(async () => (await gameOf(soloChannel(0))).promptNo > soloA.promptNo, STEP_MS);
    const afterRestart = await gameOf(soloChannel(0));
    expect(afterRestart.promptNo, 'the cut-off pick, done once').toBe(soloA.promptNo + 1);
    answeredPicks.set(soloChannel(0), (answeredPicks.get(soloChannel(0)) ?? 0) + 1);
    const cutOff = 1;
    const finishedAfterRestart = afterRestart.promptNo - soloA.promptNo;
    const claimed = async (id: string) => (await db.$client.query('SELECT 1 FROM interactions WHERE id = $1', [id])).rowCount === 1;
    expect(await claimed(cutRes.id)).toBe(true);
    const cutRow = (await db.$client.query<{ payload: string | null; finished_at: string | null; resumed_at: string | null }>('SELECT payload, finished_at, resumed_at FROM interactions WHERE id = $1', [cutRes.id])).rows[0];
    expect(cutRow?.payload, 'its token forgotten once finished').toBeNull();
    expect(cutRow?.finished_at).not.toBeNull();
    expect(cutRow?.resumed_at).not.toBeNull();
    // A replay of it now does nothing.
    discord.dispatch('INTERACTION_CREATE', cut.payload);
    await until(() => hostA.err.includes(`${cutRes.id} arrived again: ignored`), STEP_MS);
    expect((await gameOf(soloChannel(0))).version).toBe(afterRestart.version);
    // The player picks again, and A's solo game goes on.
    for (let k = 0; k < 2; k++) await pickOn(0);

    // Both vote games remind (A's new prompt too) before the hosts stop.
    const remindersNow = () => [0, 1].map((s) => texts(voteChannel(s), '⏰').length);
    const seen = remindersNow();
    await until(() => remindersNow().every((n, s) => n > (seen[s] ?? 0)), STEP_MS);
    hostA.proc.kill('SIGTERM');
    hostB.proc.kill('SIGTERM');
    expect(await withTimeout(Promise.all([hostA.exited, hostB.exited]), STEP_MS, 'hosts stop')).toEqual([0, 0]);

    // ---- the figures ----
    const acknowledgedClaimed = await Promise.all(acknowledged.map(claimed));
    const lost = acknowledged.filter((_, k) => !acknowledgedClaimed[k]).length;
    let choices = 0;
    let doubled = 0;
    let lostChoices = 0;
    for (const s of [0, 1]) {
      const g = await gameOf(soloChannel(s));
      const picks = answeredPicks.get(soloChannel(s)) ?? 0;
      // Each answered pick closed exactly one prompt: more would be a pick applied twice, fewer one lost.
      doubled += Math.max(0, g.promptNo - 1 - picks);
      lostChoices += Math.max(0, picks - (g.promptNo - 1));
      choices += (await choicesOf(db, g.id)).length;
      const v = await gameOf(voteChannel(s));
      choices += (await choicesOf(db, v.id)).length;
      // One close per prompt closed.
      const closes = closedVotes(voteChannel(s)).length;
      const closedPrompts = Number((await db.$client.query<{ n: string }>("SELECT count(*) AS n FROM prompts WHERE game_id = $1 AND status = 'closed'", [v.id])).rows[0]?.n);
      doubled += Math.max(0, closes - closedPrompts);
    }
    const reminders = { sent: 0, claimed: 0 };
    for (const s of [0, 1]) {
      const v = await gameOf(voteChannel(s));
      const claims = Number((await db.$client.query<{ n: string }>('SELECT count(*) AS n FROM ping_log WHERE game_id = $1', [v.id])).rows[0]?.n);
      const posts = texts(voteChannel(s), '⏰').length;
      reminders.sent += posts;
      reminders.claimed += claims;
      // A reminder is sent only after its claim commits: more posts than claims is one sent twice.
      doubled += Math.max(0, posts - claims);
    }
    const figures = {
      hosts: 2,
      shards: SHARD_COUNT,
      guilds: GUILDS.length,
      games: gameIds.size,
      interactions: sent.length,
      acknowledged: acknowledged.length,
      choices,
      restarts: 1,
      lost: lost + lostChoices,
      cutOffByKill: cutOff,
      cutOffFinishedAfterRestart: finishedAfterRestart,
      hostADownSeconds: Math.round(downMs / 1000),
      servedByBWhileADown: 2,
      doubled,
      reminders,
      voteCloses: closedVotes(voteChannel(0)).length + closedVotes(voteChannel(1)).length,
    };
    console.log(`two-host figures: ${JSON.stringify(figures)}`);
    expect(figures).toMatchObject({ games: 4, lost: 0, doubled: 0, cutOffFinishedAfterRestart: 1 });
    expect(reminders.sent).toBeGreaterThanOrEqual(2);
    // Nothing went wrong on either host; the restarted A logged only the replay it ignored.
    expect(hostB.err.split('\n').filter(Boolean)).toEqual([]);
    expect(hostA.err.split('\n').filter(Boolean)).toEqual([`[interaction] ${cutRes.id} arrived again: ignored`]);
    for (const h of hosts) expect(h.out + h.err).not.toContain(TOKEN);
  }, 420_000);

  it('a host given several shards runs exactly those under the ShardingManager, and without shard 0 registers no commands', async () => {
    const url = await (await pgServer()).newDatabase();
    const discord = await FakeDiscord.start({ guilds: [0n, 1n, 2n].map((k) => String(BigInt(GUILD_ID_2) + (k << 22n))), shards: 3, maxConcurrency: 3 });
    try {
      const host = startHost('1-2', url, discord.apiUrl, 3);
      await until(() => {
        if (host.proc.exitCode !== null) throw new Error(`the host exited: ${host.err}`);
        // Each shard process prints its own line, in any order with the manager's.
        return ['Final Girl bot online in', '[shard 1/3] Final Girl bot online', '[shard 2/3] Final Girl bot online'].every((l) => host.out.includes(l));
      }, START_MS);
      expect(host.out).toContain('Final Girl bot online in shards 1, 2 of 3 (database DATABASE_URL).');
      expect(host.out).toMatch(/^\[shard 1\/3\] Final Girl bot online as .*shard 1 of 3\)\.$/m);
      expect(host.out).toMatch(/^\[shard 2\/3\] Final Girl bot online as .*shard 2 of 3\)\.$/m);
      expect(discord.identified.map((i) => i.shard).sort()).toEqual([
        [1, 3],
        [2, 3],
      ]);
      expect(host.out).not.toContain('Registered');
      expect(discord.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands'))).toEqual([]);
      host.proc.kill('SIGTERM');
      expect(await withTimeout(host.exited, STEP_MS, 'host stops')).toBe(0);
      expect(host.err).toBe('');
    } finally {
      await discord.close();
    }
  }, 240_000);
});
