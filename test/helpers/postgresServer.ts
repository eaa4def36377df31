import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server for the tests, on a free loopback port and a throw-away data folder:
 * Debian's binaries (initdb, pg_ctl), run as an unprivileged user when the tests run as root
 * (the server refuses root). No binaries is an error that says what to install, never a skip.
 */
export interface PostgresServer {
  /** The server's own `postgres` database (for admin statements). */
  url: string;
  /** A new, empty database on the server; its URL. */
  newDatabase(): Promise<string>;
  stop(): void;
}

const RUN_AS = 'fgtest';
const SERVER_FLAGS = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_buffers=32MB';

function binDir(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  throw new Error(
    'The Postgres tests need a PostgreSQL server (initdb, pg_ctl) on this machine and found none: install Debian\'s postgresql package (apt-get install -y postgresql); .ci/run does so.',
  );
}

/** Runs as root? Then as RUN_AS (created once, no login, no home). */
function asUser(): { prefix: string[]; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    execFileSync('id', ['-u', RUN_AS], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', RUN_AS], { stdio: 'ignore' });
  }
  const uid = Number(execFileSync('id', ['-u', RUN_AS], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', RUN_AS], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', RUN_AS, '--'], uid, gid };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

let counter = 0;

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const user = asUser();
  const dir = mkdtempSync(join(tmpdir(), 'fg-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const [file, ...rest] = user ? [...user.prefix, join(bin, cmd), ...args] : [join(bin, cmd), ...args];
    execFileSync(file ?? cmd, rest, { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${SERVER_FLAGS}`, 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop,
    async newDatabase() {
      const name = `t${process.pid}_${++counter}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
  };
}
