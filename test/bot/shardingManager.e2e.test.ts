import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findActiveGame } from '../../src/db/index.js';
import { APP_ID, FakeDiscord, GUILD_ID, GUILD_ID_2 } from '../helpers/fakeDiscord.js';
import { alice, tempDir, until, withTimeout } from './harness.js';
import { newTestDatabase } from '../helpers/testDatabase.js';

/**
 * `npm start` with SHARDS=auto as a real process tree: the manager asks the fake Discord for the
 * count (2), starts two shard processes under discord.js's ShardingManager, and each connects
 * as its shard and serves its guild. The slower path of the two shard tests (three Node
 * processes), so it checks the start, the routing, a shard's restart and the stop;
 * shards.e2e.test.ts plays games and times votes.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const TOKEN = 'manager-test-token';
const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** The manager's shard processes (its other child, if any, is tsx's esbuild service). */
function shardProcesses(managerPid: number | undefined): number[] {
  let lines: string;
  try {
    lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(managerPid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there is none
  }
  return lines
    .split('\n')
    .filter((line) => line.includes(join('src', 'shard.ts')))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('npm start with SHARDS=auto', () => {
  it('runs the shards Discord recommends as processes on one database, each serving its guild, restarts one that dies, and stops them all on SIGTERM', async () => {
    const fake = await FakeDiscord.start({ guilds: [GUILD_ID_2, GUILD_ID], shards: 2, maxConcurrency: 2 });
    // An SQLite file, or a Postgres database of the run's server (DATABASE_URL) in the pg project.
    const database = await newTestDatabase(join(tmp.dir, 'sharded.db'));
    const cwd = join(tmp.dir, 'cwd');
    mkdirSync(cwd);
    const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'src', 'index.ts')], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, ...database.env, DISCORD_API_URL: fake.apiUrl, SHARDS: 'auto' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += String(d)));
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await withTimeout(
        (async () => {
          // Each shard process prints its own line (straight to the shared stdout, so in any order with the manager's).
          const online = () => out.includes('Registered') && out.includes('[shard 0/2] Final Girl bot online') && out.includes('[shard 1/2] Final Girl bot online');
          while (!online() && child.exitCode === null) await new Promise((r) => setTimeout(r, 25));
        })(),
        60_000,
        'shards online',
      );
      expect(err).toBe('');
      // The manager asked our Discord (DISCORD_API_URL) for the count, with the token.
      expect(fake.requests.filter((r) => r.path === '/gateway/bot' && r.auth === `Bot ${TOKEN}`).length).toBeGreaterThanOrEqual(1);
      expect(fake.identified.map((i) => i.shard).sort()).toEqual([
        [0, 2],
        [1, 2],
      ]);
      expect(fake.connected).toBe(2);
      expect(out).toMatch(/^\[shard 0\/2\] Final Girl bot online as .*shard 0 of 2\)\.$/m);
      expect(out).toMatch(/^\[shard 1\/2\] Final Girl bot online as .*shard 1 of 2\)\.$/m);
      expect(out).toContain('Final Girl bot online in 2 shards');
      // The commands are registered once, by the manager, not by each shard.
      expect(fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands'))).toHaveLength(1);

      // A game in each guild: each answered by the shard process that holds its guild.
      const channels = ['1300000000000009501', '1300000000000009502'];
      const guilds = [GUILD_ID_2, GUILD_ID];
      for (const k of [0, 1]) {
        const res = await fake.interact(fake.chatInput(alice, channels[k] as string, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 40 + k }, { guildId: guilds[k] as string }));
        await until(() => res.text().includes('started a solo game'), 20_000);
      }
      const store = await database.open();
      expect(await Promise.all(channels.map(async (ch) => (await findActiveGame(store.db, ch))?.guildId))).toEqual(guilds);
      await store.close();

      // A shard process that dies is started again by the manager, and serves its guild again.
      const shardPids = shardProcesses(child.pid);
      expect(shardPids).toHaveLength(2);
      process.kill(shardPids[0] as number, 'SIGKILL');
      await until(() => fake.identified.length === 3 && fake.connected === 2, 40_000);
      const again = (fake.identified[2] as { shard: [number, number] }).shard;
      expect(err).toContain(`[manager] shard ${again[0]} stopped (signal SIGKILL); starting it again`);
      const help = await fake.interact(fake.chatInput(alice, channels[again[0]] as string, 'status', {}, { guildId: guilds[again[0]] as string }));
      await until(() => help.responses().length > 0, 20_000);

      child.kill('SIGTERM');
      expect(await withTimeout(exited, 20_000, 'manager exit')).toBe(0);
      // Every shard closed its gateway session, and none was started again.
      await until(() => fake.connected === 0, 5000);
      await new Promise((r) => setTimeout(r, 500));
      expect(fake.connected).toBe(0);
      expect(fake.identified).toHaveLength(3);
      expect(out + err).not.toContain(TOKEN);
    } finally {
      // A failed test leaves no shard process behind (they also stop when the manager goes away).
      const left = child.exitCode === null ? shardProcesses(child.pid) : [];
      child.kill('SIGKILL');
      for (const pid of left) process.kill(pid, 'SIGKILL');
      await fake.close();
      await database.drop();
    }
  }, 120_000);
});
