import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { allEvents, choicesOf, getGame, loadGame, openDb, type Db } from '../../src/db/index.js';
import { exportGame, gameExportSchema } from '../../src/db/gameExport.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { pick } from '../../src/bot/play/choose.js';
import { undo } from '../../src/bot/play/undo.js';
import { endGame } from '../../src/bot/play/endGame.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { decisionFor } from '../../src/bot/play/reads.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { isDeepStrictEqual } from 'node:util';
import { decodeState, encodeState } from '../../src/db/index.js';
import { hiddenFacts, replay, SCHEMA_VERSION, type GameState } from '../../src/engine/index.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { replaySteps, sameEnd } from '../../src/cli/replay.js';
import { randomInt, type RngHolder } from '../../src/engine/rng.js';
import { tempDir } from '../bot/harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tmp = tempDir();
afterAll(() => tmp.cleanup());

function deps(): PlayDeps {
  return { db: openDb(':memory:').db, now: () => 5_000_000, defaults: DEFAULTS };
}

async function stateOf(db: Db, id: number): Promise<GameState> {
  const row = await getGame(db, id);
  if (!row) throw new Error('no game');
  return loadGame(row).state;
}

/** Plays a solo game through the bot with the aggressive policy for at most `picks` decisions. */
async function playSolo(d: PlayDeps, channelId: string, killer: string, location: string, seed: number, picks = 800): Promise<number> {
  const id = (await startGame(d, { channelId, guildId: 'g', userId: 'host', killer, location, girl: null, mode: 'solo', extreme: false, seed })).report.gameId;
  const policy = aggressivePolicy(seed);
  let state = await stateOf(d.db, id);
  for (let i = 0; i < picks && !state.result; i++) {
    await pick(d, { channelId, userId: 'host', gameId: null, ref: { kind: 'text', text: policy(state) } });
    state = await stateOf(d.db, id);
  }
  return id;
}

/** Equal as the bot stores them (the stored-state check may order keys its own way). */
function sameState(a: GameState, b: GameState): boolean {
  return isDeepStrictEqual(decodeState(encodeState(a), SCHEMA_VERSION), decodeState(encodeState(b), SCHEMA_VERSION));
}

/** Replays an export to its end, the way `play --replay` does. */
function replayToEnd(file: Awaited<ReturnType<typeof exportGame>>): GameState {
  const steps = replaySteps(file);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

describe('/log export and its replay', () => {
  it('a finished seeded game, exported, replays to the same state and result', async () => {
    const d = deps();
    const id = await playSolo(d, 'c1', 'volkar', 'pesadilla-verde', 3);
    const stored = await stateOf(d.db, id);
    expect(stored.result).not.toBeNull();
    const file = gameExportSchema.parse(JSON.parse(JSON.stringify(await exportGame(d.db, id))));
    expect(file.over).toBe(true);
    expect(file.seed).toBe(3);
    expect(file.choices?.length).toBeGreaterThan(10);
    const end = replayToEnd(file);
    expect(sameEnd(file, end)).toBe(true);
    expect(end.result).toBe(stored.result);
    expect(sameState(end, stored)).toBe(true);
    // Once over, the file holds every event, secret ones included.
    expect(file.events.length).toBe((await allEvents(d.db, id)).length);
  }, 60_000);

  it('a running Volk’ar game’s export holds no seed, no choices, no secret event and none of its hidden facts', async () => {
    const d = deps();
    const id = await playSolo(d, 'c2', 'volkar', 'larmes-abbey', 5, 40);
    const state = await stateOf(d.db, id);
    expect(state.result).toBeNull();
    const facts = hiddenFacts(state);
    expect(facts.length).toBeGreaterThan(0);
    const file = await exportGame(d.db, id);
    const text = JSON.stringify(file);
    expect(file.over).toBe(false);
    expect(file.seed).toBeUndefined();
    expect(file.choices).toBeUndefined();
    expect(file.events.every((e) => e.visibility === 'public')).toBe(true);
    for (const fact of facts) expect(text).not.toContain(`"${fact}"`);
    for (const secret of (await allEvents(d.db, id)).filter((e) => e.visibility === 'secret')) expect(text).not.toContain(secret.text);
    expect(() => replayToEnd(file)).toThrow(/not over/);
  }, 60_000);

  it('an undone step leaves the recorded choices of the line actually played', async () => {
    const d = deps();
    const id = (await startGame(d, { channelId: 'c3', guildId: 'g', userId: 'host', killer: 'volkar', location: 'pesadilla-verde', girl: null, mode: 'solo', extreme: false, seed: 11 })).report.gameId;
    const policy = aggressivePolicy(11);
    let undone = 0;
    for (let i = 0; i < 30; i++) {
      await pick(d, { channelId: 'c3', userId: 'host', gameId: null, ref: { kind: 'text', text: policy(await stateOf(d.db, id)) } });
      try {
        await undo(d, { channelId: 'c3', userId: 'host' });
        undone += 1;
      } catch {
        // an irreversible step: nothing to take back
      }
    }
    expect(undone).toBeGreaterThan(0);
    const state = await stateOf(d.db, id);
    expect(sameState(replay(state.setup, 11, await choicesOf(d.db, id)).state, state)).toBe(true);
  }, 60_000);

  it('a vote game’s folded choices are recorded part by part, and an ended game exports replayable', async () => {
    const d = deps();
    const id = (await startGame(d, { channelId: 'c4', guildId: 'g', userId: 'host', killer: 'hunter', location: 'pesadilla-verde', girl: null, mode: 'vote', extreme: false, seed: 4 })).report.gameId;
    await startFromLobby(d, { channelId: 'c4', userId: 'host', gameId: null });
    const holder: RngHolder = { rng: 99 };
    let folded = 0;
    for (let i = 0; i < 25; i++) {
      const row = await getGame(d.db, id);
      if (!row || row.status !== 'active') break;
      const options = decisionFor(loadGame(row).state, 'vote')?.options ?? [];
      const index = randomInt(holder, options.length);
      if (options[index]?.id.includes('>')) folded += 1;
      await pick(d, { channelId: 'c4', userId: 'host', gameId: null, ref: { kind: 'index', promptNo: row.promptNo, index } });
    }
    expect(folded).toBeGreaterThan(0);
    expect((await getGame(d.db, id))?.status).toBe('active');
    await endGame(d, { channelId: 'c4', userId: 'host', canManage: false, gameId: id });
    const file = await exportGame(d.db, id);
    expect(file.over).toBe(true);
    expect(file.result).toBeNull();
    expect(sameState(replayToEnd(file), await stateOf(d.db, id))).toBe(true);
  }, 60_000);

  it('npm run play -- --replay prints the game step by step and confirms the result', async () => {
    const d = deps();
    const id = await playSolo(d, 'c5', 'hunter', 'larmes-abbey', 2);
    const file = await exportGame(d.db, id);
    const dir = join(tmp.dir, 'export');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'game.json');
    writeFileSync(path, JSON.stringify(file));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/play.ts', '--replay', path], { cwd: ROOT, encoding: 'utf8', timeout: 45_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`The replay matches the recorded game (${file.choices?.length ?? 0} choices).`);
    expect(r.stdout).toContain(file.result === 'won' ? 'She won.' : 'She lost.');
    // A file whose result was changed by hand is refused.
    writeFileSync(path, JSON.stringify({ ...file, turn: file.turn + 1 }));
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/play.ts', '--replay', path], { cwd: ROOT, encoding: 'utf8', timeout: 45_000 });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('the replay ended otherwise');
  }, 90_000);
});
