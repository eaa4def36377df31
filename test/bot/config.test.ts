import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { tempDir, withTimeout } from './harness.js';
import { APP_ID, FakeDiscord, isEphemeral } from '../helpers/fakeDiscord.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tmp = tempDir();
afterAll(() => tmp.cleanup());

describe('configuration', () => {
  it('reads the environment with defaults and readable errors', () => {
    const ok = readConfig({ DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '123456789012345678', DISCORD_GUILD_ID: '', DISCORD_API_URL: 'http://127.0.0.1:1/api' });
    expect(ok).toEqual({
      ok: true,
      // The default database is the project's data/ folder, not one relative to where the bot was started.
      config: { DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '123456789012345678', DATABASE_PATH: join(ROOT, 'data', 'final-girl.db'), DISCORD_API_URL: 'http://127.0.0.1:1/api' },
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

  it('npm start without DISCORD_TOKEN prints one readable line and exits non-zero', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_PATH: join(tmp.dir, 'never.db'), DISCORD_APPLICATION_ID: '123456789012345678' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/index.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: DISCORD_TOKEN is not set\./);
    expect(run.stderr).not.toMatch(/\bat \S+:\d+/);
    expect(run.stdout).toBe('');
  });

  it('npm start creates and migrates the database, logs in, answers, and stops cleanly on SIGTERM', async () => {
    const fake = await FakeDiscord.start();
    const dbPath = join(tmp.dir, 'deep', 'start.db');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DISCORD_TOKEN: 'fake-token', DISCORD_APPLICATION_ID: APP_ID, DATABASE_PATH: dbPath, DISCORD_API_URL: fake.apiUrl },
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
      // npm start registers the slash commands itself: no separate deploy step.
      expect(out).toMatch(/Registered \d+ slash commands globally/);
      const help = await fake.interact(fake.chatInput({ id: '2100000000000000009', username: 'zed' }, '1300000000000000701', 'help'));
      expect(isEphemeral(help.responses()[0] as NonNullable<ReturnType<typeof help.responses>[number]>)).toBe(true);
      child.kill('SIGTERM');
      expect(await withTimeout(exited, 10_000, 'bot exit')).toBe(0);
      expect(err).toBe('');
      expect(out + err).not.toContain('fake-token');
    } finally {
      child.kill('SIGKILL');
      await fake.close();
    }
  });
});
