import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvFileError, loadEnvFile, readConfig } from '../../src/config.js';
import { tempDir, withTimeout } from './harness.js';
import { APP_ID, FakeDiscord, isEphemeral } from '../helpers/fakeDiscord.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tmp = tempDir();
afterAll(() => tmp.cleanup());

/**
 * `npm start` as a child process, run from `cwd` (a temp folder by default, so a developer's own
 * .env in the project folder is never read by the tests).
 */
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const START = ['--import', TSX, join(ROOT, 'src', 'index.ts')];
function workDir(name: string, dotEnv?: string): string {
  const dir = join(tmp.dir, name);
  mkdirSync(dir, { recursive: true });
  if (dotEnv !== undefined) writeFileSync(join(dir, '.env'), dotEnv);
  return dir;
}

describe('configuration', () => {
  it('reads the environment with defaults and readable errors', () => {
    const ok = readConfig({ DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '123456789012345678', DISCORD_GUILD_ID: '', DISCORD_API_URL: 'http://127.0.0.1:1/api' });
    expect(ok).toEqual({
      ok: true,
      // The default database is the project's data/ folder, not one relative to where the bot was started.
      // One shard, in this process, unless SHARDS says otherwise.
      config: { DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '123456789012345678', DATABASE_PATH: join(ROOT, 'data', 'final-girl.db'), DISCORD_API_URL: 'http://127.0.0.1:1/api', SHARDS: 1 },
    });
    const bad = readConfig({ DISCORD_TOKEN: '  ', DISCORD_APPLICATION_ID: 'abc', DISCORD_API_URL: 'not a url' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toContain('DISCORD_TOKEN is not set');
      expect(bad.error).toContain('DISCORD_APPLICATION_ID must be a Discord id');
      expect(bad.error).toContain('DISCORD_API_URL');
      expect(bad.error.split('\n')).toHaveLength(1);
    }
  });

  it('SHARDS is a whole number from 1 or auto (any case, spaces around it), 1 when unset or empty', () => {
    const shards = (v?: string) => {
      const r = readConfig({ DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '123456789012345678', ...(v === undefined ? {} : { SHARDS: v }) });
      return r.ok ? r.config.SHARDS : r.error;
    };
    expect([shards(), shards(''), shards('1'), shards(' 4 '), shards('Auto'), shards('auto')]).toEqual([1, 1, 1, 4, 'auto', 'auto']);
    for (const bad of ['0', '-2', '1.5', 'two', '2 shards', '1000000']) {
      expect(shards(bad)).toBe('Configuration error: SHARDS must be a whole number from 1, or auto. See README, “Running the Discord bot”.');
    }
  });

  it('npm start without DISCORD_TOKEN prints one readable line and exits non-zero', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_PATH: join(tmp.dir, 'never.db'), DISCORD_APPLICATION_ID: '123456789012345678' };
    const run = spawnSync(process.execPath, START, { cwd: workDir('no-token'), env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: DISCORD_TOKEN is not set\./);
    expect(run.stderr).not.toMatch(/\bat \S+:\d+/);
    expect(run.stdout).toBe('');
  });

  describe('.env in the working directory', () => {
    it('fills what the environment does not set, with Node\'s parser (comments, quotes)', () => {
      const dir = workDir('env-fill', ['# the bot', 'DISCORD_TOKEN=file-token', 'DISCORD_APPLICATION_ID="123456789012345678"', "DATABASE_PATH='/tmp/from file.db'", ''].join('\n'));
      const env: NodeJS.ProcessEnv = {};
      expect(loadEnvFile(env, dir)).toBe(join(dir, '.env'));
      expect(env).toEqual({ DISCORD_TOKEN: 'file-token', DISCORD_APPLICATION_ID: '123456789012345678', DATABASE_PATH: '/tmp/from file.db' });
      expect(readConfig(env)).toEqual({ ok: true, config: { DISCORD_TOKEN: 'file-token', DISCORD_APPLICATION_ID: '123456789012345678', DATABASE_PATH: '/tmp/from file.db', SHARDS: 1 } });
    });

    it('never overrides a variable already set in the environment (an empty one counts as unset)', () => {
      const dir = workDir('env-wins', 'DISCORD_TOKEN=file-token\nDISCORD_APPLICATION_ID=111111111111111111\nDISCORD_GUILD_ID=222222222222222222\n');
      const env: NodeJS.ProcessEnv = { DISCORD_TOKEN: 'env-token', DISCORD_APPLICATION_ID: '  ' };
      loadEnvFile(env, dir);
      expect(env).toEqual({ DISCORD_TOKEN: 'env-token', DISCORD_APPLICATION_ID: '111111111111111111', DISCORD_GUILD_ID: '222222222222222222' });
    });

    it('no .env: nothing changes', () => {
      const env: NodeJS.ProcessEnv = { DISCORD_TOKEN: 't' };
      expect(loadEnvFile(env, workDir('env-none'))).toBeNull();
      expect(env).toEqual({ DISCORD_TOKEN: 't' });
    });

    it('a .env that cannot be read is one readable error, without its contents', () => {
      const dir = workDir('env-dir');
      mkdirSync(join(dir, '.env'));
      expect(() => loadEnvFile({}, dir)).toThrow(new EnvFileError(`Configuration error: ${join(dir, '.env')} could not be read (EISDIR).`));
    });

    it('npm start reads it before checking the configuration, and names the bad variable without its value', () => {
      const dir = workDir('env-bad', 'DISCORD_TOKEN=secret-from-file\nDISCORD_APPLICATION_ID=not-an-id\n');
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_PATH: join(tmp.dir, 'never.db') };
      const run = spawnSync(process.execPath, START, { cwd: dir, env, encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Configuration error: DISCORD_APPLICATION_ID must be a Discord id/)]);
      expect(run.stdout + run.stderr).not.toContain('secret-from-file');
    });
  });

  it('npm start (token from .env) creates and migrates the database, logs in, answers, and stops cleanly on SIGTERM', async () => {
    const fake = await FakeDiscord.start();
    const dbPath = join(tmp.dir, 'deep', 'start.db');
    // The token and application id come from .env in the working directory; the environment's
    // DATABASE_PATH wins over the file's.
    const cwd = workDir('start', `DISCORD_TOKEN=fake-token\nDISCORD_APPLICATION_ID=${APP_ID}\nDATABASE_PATH=${join(tmp.dir, 'not-this.db')}\n`);
    const child = spawn(process.execPath, START, {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_PATH: dbPath, DISCORD_API_URL: fake.apiUrl },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += String(d)));
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await withTimeout(
        (async () => {
          while (!out.includes('Registered')) await new Promise((r) => setTimeout(r, 25));
        })(),
        15_000,
        'bot online',
      );
      expect(existsSync(dbPath)).toBe(true);
      expect(existsSync(join(tmp.dir, 'not-this.db'))).toBe(false);
      // npm start registers the slash commands itself: no separate deploy step.
      expect(out).toMatch(/Registered \d+ slash commands globally/);
      // A malformed interaction first (a guild, but neither member nor user): logged, and the bot keeps serving.
      const bad = fake.chatInput({ id: '2100000000000000009', username: 'zed' }, '1300000000000000701', 'help');
      delete bad.member;
      fake.dispatch('INTERACTION_CREATE', bad);
      const help = await fake.interact(fake.chatInput({ id: '2100000000000000009', username: 'zed' }, '1300000000000000701', 'help'));
      expect(isEphemeral(help.responses()[0] as NonNullable<ReturnType<typeof help.responses>[number]>)).toBe(true);
      child.kill('SIGTERM');
      expect(await withTimeout(exited, 10_000, 'bot exit')).toBe(0);
      expect(err.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^\\[gateway\\] INTERACTION_CREATE ${String(bad.id)} could not be read and was dropped: TypeError`))]);
      expect(out + err).not.toContain('fake-token');
    } finally {
      child.kill('SIGKILL');
      await fake.close();
    }
  });
});
