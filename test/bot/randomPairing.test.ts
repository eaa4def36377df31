import { sqliteOf } from '../helpers/sqliteOf.js';
import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import { getGame, loadGame, openDb, recordFinished, type Db } from '../../src/db/index.js';
import { drawPairing } from '../../src/bot/play/randomPairing.js';
import type { GamePicks } from '../../src/bot/play/newGame.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { content } from '../../src/content/load.js';
import { alice, startHarness, type Harness } from './harness.js';

function deps(): PlayDeps {
  return { db: openDb(':memory:').db, now: () => 5_000_000, defaults: DEFAULTS };
}

/** A finished game of the holder, as a row only. */
async function finished(db: Db, guildId: string, killer: string, location: string, result: 'won' | 'lost' | 'abandoned'): Promise<void> {
  const gameId = Number(
    sqliteOf(db).$client
      .prepare("INSERT INTO games (channel_id, guild_id, host_id, mode, status, seed, state, schema_version, vote_window_sec, reminder_sec, created_at, updated_at) VALUES ('c', ?, 'h', 'solo', 'over', '1', '{}', 1, 60, 0, 0, 0)")
      .run(guildId).lastInsertRowid,
  );
  await recordFinished(db, { gameId, channelId: 'c', guildId, result, reason: null, killer, location, girl: 'patsy', mode: 'solo', turns: 5, saved: 0, killed: 0, players: [], finishedAt: 0 });
}

const picks = (killer: string, location: string, girl: string | null, seed: number): GamePicks => ({ killer, location, girl, mode: 'solo', extreme: false, seed });
const holder = { guildId: 'g', channelId: 'c' };
const killers = Object.keys(content().killers);
const locations = Object.keys(content().locations);
const seeds = Array.from({ length: 60 }, (_, i) => i + 1);

describe('a random pairing on /newgame', () => {
  it('draws every Killer and Location the content has, follows the seed, and keeps what was named', async () => {
    const d = deps();
    const drawn = await Promise.all(seeds.map(async (seed) => (await drawPairing(d, holder, picks('random', 'Random', null, seed), false)).picks));
    expect(new Set(drawn.map((p) => p.killer))).toEqual(new Set(killers));
    expect(new Set(drawn.map((p) => p.location))).toEqual(new Set(locations));
    expect((await drawPairing(d, holder, picks('random', 'random', null, 9), false)).picks).toEqual(drawn[8]);
    const atAbbey = await Promise.all(seeds.map(async (seed) => await drawPairing(d, holder, picks('random', "L'Armes Abbey", null, seed), false)));
    expect(new Set(atAbbey.map((x) => x.picks.location))).toEqual(new Set(["larmes-abbey"]));
    expect(atAbbey[0]?.drawn).toMatchObject({ killer: true, location: false, girl: false });
    expect(await drawPairing(d, holder, picks('volkar', 'pesadilla-verde', null, 1), false)).toEqual({ picks: picks('volkar', 'pesadilla-verde', null, 1), drawn: null });
  });

  it('girl: random draws among every Final Girl; the Killer and Location stay as named', async () => {
    const d = deps();
    const girls = await Promise.all(seeds.map(async (seed) => (await drawPairing(d, holder, picks('volkar', 'pesadilla-verde', 'random', seed), false)).picks));
    expect(new Set(girls.map((p) => p.girl))).toEqual(new Set(Object.keys(content().girls)));
    expect(girls.every((p) => p.killer === 'volkar' && p.location === 'pesadilla-verde')).toBe(true);
  });

  it('unwon: only pairings this server has not won, counting neither losses nor other servers; all won, any', async () => {
    const d = deps();
    const [lastKiller, lastLocation] = [killers.at(-1) as string, locations.at(-1) as string];
    for (const k of killers) for (const l of locations) if (k !== lastKiller || l !== lastLocation) await finished(d.db, 'g', k, l, 'won');
    await finished(d.db, 'g', lastKiller, lastLocation, 'lost');
    await finished(d.db, 'other', lastKiller, lastLocation, 'won');
    for (const seed of seeds.slice(0, 20)) {
      const { picks: p, drawn } = await drawPairing(d, holder, picks('random', 'random', null, seed), true);
      expect([p.killer, p.location]).toEqual([lastKiller, lastLocation]);
      expect(drawn?.allWon).toBe(false);
    }
    // Without the option the draw ignores the record.
    expect(new Set(await Promise.all(seeds.map(async (seed) => (await drawPairing(d, holder, picks('random', 'random', null, seed), false)).picks.killer))).size).toBe(killers.length);
    await finished(d.db, 'g', lastKiller, lastLocation, 'won');
    const all = await Promise.all(seeds.map(async (seed) => await drawPairing(d, holder, picks('random', 'random', null, seed), true)));
    expect(all.every((x) => x.drawn?.allWon)).toBe(true);
    expect(new Set(all.map((x) => x.picks.killer)).size).toBe(killers.length);
  });
});

describe('a random pairing through the fake Discord', () => {
  let h: Harness;
  afterEach(async () => h?.stop());

  it('/newgame killer: random location: random unwon: true starts a game of a pairing drawn, and says so', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'random', location: 'random', girl: 'random', unwon: true, seed: 12 }));
    expect(res.text()).toContain('🎲 Drawn at random: ');
    expect(res.text()).toContain('(from the pairings this server has not won yet)');
    const row = await getGame(h.store.db, 1);
    const setup = row && loadGame(row).state.setup;
    expect(killers).toContain(setup?.killer);
    expect(locations).toContain(setup?.location);
    expect(res.text()).toContain(content().killers[setup?.killer ?? '']?.name);
    expect(res.text()).toContain(content().girls[setup?.girl ?? '']?.name);
  }, 60_000);

  it('/newgame autocomplete offers a random draw first; /stats does not', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    const newgame = await h.run(h.fake.autocomplete(alice, ch, 'newgame', 'location', ''));
    expect(newgame.callback.json.data.choices[0]).toEqual({ name: '🎲 Random', value: 'random' });
    expect(newgame.callback.json.data.choices.length).toBe(locations.length + 1);
    const stats = await h.run(h.fake.autocomplete(alice, ch, 'stats', 'location', ''));
    expect(stats.callback.json.data.choices.map((c: { value: string }) => c.value)).toEqual(locations);
  }, 60_000);
});
