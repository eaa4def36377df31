import { sqliteOf } from '../helpers/sqliteOf.js';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getGame, loadGame, openDb, schema, type Db } from '../../src/db/index.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { pick } from '../../src/bot/play/choose.js';
import { endGame } from '../../src/bot/play/endGame.js';
import { startFromLobby } from '../../src/bot/play/lobby.js';
import { join } from '../../src/bot/play/team.js';
import { decisionFor } from '../../src/bot/play/reads.js';
import { statsFor } from '../../src/bot/play/records.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { pairingKey, type Tally } from '../../src/bot/records/stats.js';
import { communityRates } from '../../src/bot/records/communityRates.js';
import { statsMessage, coverageGrid } from '../../src/bot/views/stats.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy } from '../../src/cli/policy.js';
import { randomInt, type RngHolder } from '../../src/engine/rng.js';
import { Refusal } from '../../src/bot/refusal.js';

function deps(): PlayDeps {
  return { db: openDb(':memory:').db, now: () => 5_000_000, defaults: DEFAULTS };
}

async function stateOf(db: Db, id: number) {
  const row = await getGame(db, id);
  if (!row) throw new Error('no game');
  return loadGame(row).state;
}

async function playSolo(d: PlayDeps, guildId: string, channelId: string, killer: string, location: string, seed: number, girl: string | null = null): Promise<number> {
  const id = (await startGame(d, { channelId, guildId, userId: 'host', killer, location, girl, mode: 'solo', extreme: false, seed })).report.gameId;
  const policy = aggressivePolicy(seed);
  for (let i = 0; i < 800 && !(await stateOf(d.db, id)).result; i++) await pick(d, { channelId, userId: 'host', gameId: null, ref: { kind: 'text', text: policy(await stateOf(d.db, id)) } });
  return id;
}

/** A vote game of host and bob, carol joining after `carolFrom` decisions; ended by /endgame after `decisions`. */
async function voteGame(d: PlayDeps, channelId: string, decisions: number, carolFrom: number): Promise<number> {
  const id = (await startGame(d, { channelId, guildId: 'g', userId: 'host', killer: 'hunter', location: 'pesadilla-verde', girl: null, mode: 'vote', extreme: false, seed: 4 })).report.gameId;
  await join(d, { channelId, userId: 'bob' });
  await startFromLobby(d, { channelId, userId: 'host', gameId: null });
  const holder: RngHolder = { rng: 7 };
  for (let n = 0; n < decisions; n++) {
    if (n === carolFrom) await join(d, { channelId, userId: 'carol' });
    const row = await getGame(d.db, id);
    if (!row || row.status !== 'active') break;
    const prompt = sqliteOf(d.db).d.select().from(schema.prompts).where(and(eq(schema.prompts.gameId, id), eq(schema.prompts.promptNo, row.promptNo))).get();
    const options = decisionFor(loadGame(row).state, 'vote')?.options ?? [];
    const index = randomInt(holder, options.length);
    const voters = prompt?.byCaller ? ['host'] : n >= carolFrom ? ['bob', 'carol', 'host'] : ['bob', 'host'];
    for (const userId of voters) {
      if ((await getGame(d.db, id))?.promptNo !== row.promptNo) break;
      await pick(d, { channelId, userId, gameId: null, ref: { kind: 'index', promptNo: row.promptNo, index } });
    }
  }
  await endGame(d, { channelId, userId: 'host', canManage: false, gameId: id });
  return id;
}

/** What the stored games say, read another way: each game's own state and status, each prompt's votes. */
function expected(store: Db, guildId: string) {
  const db = sqliteOf(store).d;
  const rows = db.select().from(schema.games).where(eq(schema.games.guildId, guildId)).all().filter((g) => g.status !== 'active');
  const tally = new Map<string, Tally>();
  const add = (key: string, result: 'won' | 'lost' | 'abandoned') => {
    const t = tally.get(key) ?? { games: 0, won: 0, abandoned: 0 };
    if (result === 'abandoned') t.abandoned += 1;
    else t.games += 1;
    if (result === 'won') t.won += 1;
    tally.set(key, t);
  };
  const decided = new Map<string, number>();
  const results: string[] = [];
  for (const g of rows) {
    const state = loadGame(g).state;
    const result = g.status === 'ended' ? 'abandoned' : (state.result ?? 'lost');
    if (result !== 'abandoned') results.push(result);
    for (const key of ['all', `k:${state.setup.killer}`, `l:${state.setup.location}`, `g:${state.setup.girl}`, pairingKey(state.setup.killer, state.setup.location)]) add(key, result);
    for (const p of db.select().from(schema.prompts).where(and(eq(schema.prompts.gameId, g.id), eq(schema.prompts.status, 'closed'))).all()) {
      const who = g.mode === 'solo' || p.byCaller ? [g.callerId ?? g.hostId] : db.select().from(schema.votes).where(and(eq(schema.votes.gameId, g.id), eq(schema.votes.promptNo, p.promptNo))).all().map((v) => v.userId);
      for (const u of who) decided.set(u, (decided.get(u) ?? 0) + 1);
    }
  }
  return { tally, decided, results };
}

describe('/stats reads the stored games', () => {
  it('every tally, the grid and the decision counts equal what the stored games say; another server and a running game count for nothing', async () => {
    const d = deps();
    await playSolo(d, 'g', 'c1', 'volkar', 'pesadilla-verde', 3);
    await playSolo(d, 'g', 'c2', 'hunter', 'larmes-abbey', 2, 'kat');
    await playSolo(d, 'g', 'c1', 'volkar', 'pesadilla-verde', 5);
    await voteGame(d, 'c3', 14, 6);
    await playSolo(d, 'other', 'c9', 'berith', 'larmes-abbey', 1);
    await startGame(d, { channelId: 'c4', guildId: 'g', userId: 'host', killer: 'zombies', location: 'larmes-abbey', girl: null, mode: 'solo', extreme: false, seed: 1 });

    const { stats } = await statsFor(d, { guildId: 'g', channelId: 'c1', userId: null, killer: null, location: null });
    const want = expected(d.db, 'g');
    expect(stats.overall).toEqual(want.tally.get('all'));
    expect(stats.overall.games + stats.overall.abandoned).toBe(4);
    expect(stats.overall.abandoned).toBe(1);
    expect(stats.results).toEqual(want.results);
    for (const l of stats.killers) expect(l.tally).toEqual(want.tally.get(`k:${l.id}`));
    for (const l of stats.locations) expect(l.tally).toEqual(want.tally.get(`l:${l.id}`));
    for (const l of stats.girls) expect(l.tally).toEqual(want.tally.get(`g:${l.id}`));
    expect(stats.killers.map((l) => l.id)).toEqual(['hunter', 'volkar']);
    expect(stats.girls.some((l) => l.id === 'kat')).toBe(true);
    // The grid: every installed Killer and Location, each played pairing's tally.
    expect(stats.grid.killers.map((k) => k.id)).toEqual(Object.keys(content().killers));
    expect(stats.grid.locations.map((l) => l.id)).toEqual(Object.keys(content().locations));
    for (const [key, t] of Object.entries(stats.grid.cells)) expect(t).toEqual(want.tally.get(key));
    expect(Object.keys(stats.grid.cells).sort()).toEqual(['hunter@larmes-abbey', 'hunter@pesadilla-verde', 'volkar@pesadilla-verde']);
    // Decisions: the host made every solo one; in the vote game each voter counts once per vote.
    expect(new Map(stats.decisions.map((x) => [x.userId, x.decisions]))).toEqual(want.decided);
    const counts = Object.fromEntries(stats.decisions.map((x) => [x.userId, x]));
    expect(counts.host?.games).toBe(4);
    expect(counts.bob?.games).toBe(1);
    expect(counts.carol?.decisions).toBeGreaterThan(0);
    expect(counts.carol?.decisions).toBeLessThan(counts.bob?.decisions ?? 0);
    // The community's rates sit beside each line, from the cited file.
    expect(stats.killers.find((l) => l.id === 'volkar')?.community).toEqual(communityRates().killers.volkar);
  }, 120_000);

  it('/stats me: the games a player was on the team of or decided in, and only their decisions', async () => {
    const d = deps();
    await playSolo(d, 'g', 'c1', 'volkar', 'pesadilla-verde', 3);
    await voteGame(d, 'c3', 10, 4);
    const bob = (await statsFor(d, { guildId: 'g', channelId: 'c1', userId: 'bob', killer: null, location: null })).stats;
    expect(bob.overall).toEqual({ games: 0, won: 0, abandoned: 1 });
    expect(bob.decisions.map((x) => x.userId)).toEqual(['bob']);
    const host = (await statsFor(d, { guildId: 'g', channelId: 'c1', userId: 'host', killer: null, location: null })).stats;
    expect(host.overall.games + host.overall.abandoned).toBe(2);
    const nobody = (await statsFor(d, { guildId: 'g', channelId: 'c1', userId: 'dave', killer: null, location: null })).stats;
    expect(nobody.overall).toEqual({ games: 0, won: 0, abandoned: 0 });
    expect(statsMessage(nobody, { kind: 'me', userId: 'dave' }, '', 'x')).toContain('You have played no finished game here yet');
  }, 120_000);

  it('a Killer and a Location filter the games and the grid; an unknown name is refused with the installed ones', async () => {
    const d = deps();
    await playSolo(d, 'g', 'c1', 'volkar', 'pesadilla-verde', 3);
    await playSolo(d, 'g', 'c2', 'hunter', 'larmes-abbey', 2);
    const { stats, only } = await statsFor(d, { guildId: 'g', channelId: 'c1', userId: null, killer: "the volk'ar", location: null });
    expect(only).toEqual({ killer: 'volkar' });
    expect(stats.overall.games).toBe(1);
    expect(stats.grid.killers.map((k) => k.id)).toEqual(['volkar']);
    expect(stats.grid.locations.length).toBe(Object.keys(content().locations).length);
    await expect(async () => await statsFor(d, { guildId: 'g', channelId: 'c1', userId: null, killer: 'Jason', location: null })).rejects.toThrow(Refusal);
    await expect(async () => await statsFor(d, { guildId: 'g', channelId: 'c1', userId: null, killer: null, location: 'Camp Crystal' })).rejects.toThrow(/Locations: /);
  }, 120_000);
});

describe('the /stats message', () => {
  const c = content();
  const tally = (won: number, games: number): Tally => ({ games, won, abandoned: 0 });
  const grid = {
    killers: Object.values(c.killers).map((k) => ({ id: k.id, name: k.name })),
    locations: Object.values(c.locations).map((l) => ({ id: l.id, name: l.name })),
    cells: { 'volkar@pesadilla-verde': tally(2, 3), 'zombies@larmes-abbey': tally(0, 1) },
  };

  it('the grid is a code block no wider than a phone shows, one row per Killer, lettered Locations named below', () => {
    const lines = coverageGrid(grid);
    const block = lines.slice(lines.indexOf('```') + 1, lines.lastIndexOf('```'));
    expect(block.length).toBe(grid.killers.length + 1);
    for (const l of block) expect(l.length).toBeLessThanOrEqual(40);
    const volkar = block.find((l) => l.startsWith("Volk'ar"));
    expect(volkar).toMatch(/2\/3/);
    expect(lines[0]).toContain(`2 of ${grid.killers.length * grid.locations.length} pairings played`);
    expect(lines.at(-1)).toContain(`A ${grid.locations[0]?.name}`);
  });

  it('each line has the rate and the community figure, and the message cites where the figures come from', () => {
    const rates = communityRates();
    const text = statsMessage(
      {
        overall: tally(2, 4),
        community: rates.overall,
        killers: [{ id: 'volkar', name: "The Volk'ar", tally: tally(2, 3), community: rates.killers.volkar ?? null }],
        locations: [],
        girls: [{ id: 'kat', name: 'Kat', tally: tally(0, 1), community: null }],
        grid,
        decisions: [{ userId: '7', decisions: 12, games: 2 }],
        results: ['won', 'lost', 'won', 'lost'],
      },
      { kind: 'server', dm: false },
      '',
      rates.cite,
    );
    expect(text).toContain('Won **2** of **4** (50%) · people 65.5% of 13,920');
    expect(text).toContain("• The Volk'ar: 2/3 won (67%) · people 74.0% of 77");
    expect(text).toContain('• Kat: 0/1 won (0%)\n');
    expect(text).toContain('<@7> 12 (2 games)');
    expect(text).toContain('finalgirlstats.com');
    expect(text.length).toBeLessThanOrEqual(2000);
  });
});
