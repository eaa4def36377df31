import { sqliteOf } from '../helpers/sqliteOf.js';
import { afterEach, describe, expect, it } from 'vitest';
import { earnedBy, earnedIn, getFinished, getGame, loadGame, openDb, recordEarned, recordFinished, transact, type Db } from '../../src/db/index.js';
import type { FinishedGameRow } from '../../src/db/schema.js';
import { crossGameAchievements, crossGameMet } from '../../src/bot/records/crossGame.js';
import { achievementsOf } from '../../src/bot/play/achievementsRead.js';
import { startGame } from '../../src/bot/play/newGame.js';
import { recordEnd } from '../../src/bot/play/settle.js';
import { DEFAULTS, type PlayDeps } from '../../src/bot/play/types.js';
import { recapMessage } from '../../src/bot/views/messages.js';
import { recapNames } from '../../src/bot/views/names.js';
import { achievementsMessage } from '../../src/bot/views/achievements.js';
import { content } from '../../src/content/load.js';
import type { GameState } from '../../src/engine/index.js';
import { GUILD_ID } from '../helpers/fakeDiscord.js';
import { alice, bob, startHarness, type Harness } from './harness.js';

const c = content();
const killers = Object.keys(c.killers);
const locations = Object.keys(c.locations);
let n = 0;
const row = (killer: string, location: string, result: FinishedGameRow['result'], achievements: string[] = []): FinishedGameRow => ({
  id: ++n, gameId: n, channelId: 'c', guildId: 'g', result, reason: null, killer, location, girl: 'patsy', mode: 'solo', turns: 5, saved: 0, killed: 0, players: [], achievements, finishedAt: n,
});
const met = (rows: FinishedGameRow[], id: string) => crossGameMet(rows, c).includes(id);
const progress = (rows: FinishedGameRow[], id: string) => crossGameAchievements(c).find((a) => a.id === id)?.progress(rows);

describe('cross-game achievements, rule by rule', () => {
  it('Road Trip: wins at five different Locations, any Killers; losses, ended games and a Location won twice do not add', () => {
    const four = ['a', 'b', 'c', 'd'].map((l, i) => row(killers[i % killers.length] as string, l, 'won'));
    const noise = [row('volkar', 'a', 'won'), row('volkar', 'e', 'lost'), row('volkar', 'f', 'abandoned')];
    expect(met([...four, ...noise], 'road-trip')).toBe(false);
    expect(progress([...four, ...noise], 'road-trip')).toEqual({ have: 4, need: 5 });
    expect(met([...four, ...noise, row('berith', 'e', 'won')], 'road-trip')).toBe(true);
  });

  it('Last One Standing: a win against every installed Killer; a Killer no longer installed does not count', () => {
    const allButLast = killers.slice(0, -1).map((k) => row(k, locations[0] as string, 'won'));
    expect(met([...allButLast, row(killers.at(-1) as string, locations[0] as string, 'lost'), row('gone-killer', 'x', 'won')], 'every-killer')).toBe(false);
    expect(progress(allButLast, 'every-killer')).toEqual({ have: killers.length - 1, need: killers.length });
    expect(met([...allButLast, row(killers.at(-1) as string, 'anywhere', 'won')], 'every-killer')).toBe(true);
  });

  it('Seen It All: a win at every installed Location', () => {
    const wins = locations.map((l) => row('volkar', l, 'won'));
    expect(met(wins, 'every-location')).toBe(true);
    expect(met([...wins.slice(1), row('volkar', locations[0] as string, 'lost')], 'every-location')).toBe(false);
  });

  it('Full Coverage: every Killer at every Location played to the end, won or lost; an ended game does not fill a cell', () => {
    const all = killers.flatMap((k) => locations.map((l, i) => row(k, l, i % 2 ? 'won' : 'lost')));
    expect(met(all, 'full-coverage')).toBe(true);
    const last = all.at(-1) as FinishedGameRow;
    expect(met([...all.slice(0, -1), { ...last, result: 'abandoned' }], 'full-coverage')).toBe(false);
    expect(progress(all.slice(0, -1), 'full-coverage')).toEqual({ have: killers.length * locations.length - 1, need: killers.length * locations.length });
  });

  it('the Whole List: every printed achievement of one Killer, over several games; another Killer’s ids do not count; no list, no such achievement', () => {
    const page = c.achievements.zombies ?? [];
    expect(page.length).toBeGreaterThan(0);
    const ids = page.map((a) => a.id);
    const split = [row('zombies', 'x', 'won', ids.slice(0, 2)), row('zombies', 'y', 'lost', ids.slice(2, -1))];
    expect(met(split, 'complete-zombies')).toBe(false);
    expect(met([...split, row('hunter', 'x', 'won', [ids.at(-1) as string])], 'complete-zombies')).toBe(false);
    expect(met([...split, row('zombies', 'z', 'lost', [ids.at(-1) as string])], 'complete-zombies')).toBe(true);
    const listed = crossGameAchievements(c).filter((a) => a.id.startsWith('complete-')).map((a) => a.id.slice('complete-'.length));
    expect(listed.sort()).toEqual(Object.keys(c.achievements).sort());
    for (const a of crossGameAchievements(c)) expect(a.provenance).toBe('reconstructed');
  });
});

function deps(): PlayDeps {
  return { db: openDb(':memory:').db, now: () => 5_000_000, defaults: DEFAULTS };
}

/** A game of the holder ended as `result` by the rules (its state otherwise as set up). */
async function endAs(d: PlayDeps, channelId: string, guildId: string, killer: string, location: string, result: 'won' | 'lost'): Promise<number> {
  const id = (await startGame(d, { channelId, guildId, userId: 'host', killer, location, girl: null, mode: 'solo', extreme: false, seed: 1 })).report.gameId;
  const r = await getGame(d.db, id);
  if (!r) throw new Error('no game');
  const state: GameState = { ...loadGame(r).state, result };
  await transact(d.db, async (tx) => await recordEnd(tx, r, state, result, 'Test end.', 5_000_000 + id));
  sqliteOf(d.db).$client.prepare("UPDATE games SET status = 'over' WHERE id = ?").run(id);
  return id;
}

describe('cross-game achievements kept and announced', () => {
  it('the game that completes one earns it once, its recap announces it, and later games do not', async () => {
    const d = deps();
    const ids: number[] = [];
    for (const k of killers.slice(0, -1)) ids.push(await endAs(d, `c-${k}`, 'g', k, locations[0] as string, 'won'));
    expect((await Promise.all(ids.map(async (id) => await earnedIn(d.db, id)))).flat()).not.toContain('every-killer');
    const last = await endAs(d, 'c-last', 'g', killers.at(-1) as string, locations[0] as string, 'won');
    expect(await earnedIn(d.db, last)).toContain('every-killer');
    const f = await getFinished(d.db, last) as FinishedGameRow;
    expect(recapMessage(f, recapNames(f, await earnedIn(d.db, last)), [])).toContain('🏆 Achievement: **Last One Standing**: Win against every Killer the bot has.');
    const again = await endAs(d, 'c-again', 'g', killers[0] as string, locations[0] as string, 'won');
    expect(await earnedIn(d.db, again)).not.toContain('every-killer');
    expect((await earnedBy(d.db, { guildId: 'g', channelId: 'x' })).find((e) => e.achievement === 'every-killer')?.gameId).toBe(last);
    // Another server has earned nothing.
    expect(await earnedBy(d.db, { guildId: 'other', channelId: 'x' })).toEqual([]);
  });

  it('a server keeps what it earned even when its games no longer meet it (a Killer installed later); a player’s are read from their games', async () => {
    const d = deps();
    const id = await endAs(d, 'c1', 'g', 'volkar', locations[0] as string, 'won');
    await recordEarned(d.db, { guildId: 'g', channelId: 'c1' }, ['every-killer'], id, 1);
    const server = await achievementsOf(d, { guildId: 'g', channelId: 'c1' }, null);
    const across = server.groups.find((g) => g.killer === null);
    expect(across?.entries.find((e) => e.name === 'Last One Standing')?.earned).toBe(true);
    const mine = await achievementsOf(d, { guildId: 'g', channelId: 'c1' }, 'host');
    expect(mine.groups.find((g) => g.killer === null)?.entries.find((e) => e.name === 'Last One Standing')).toMatchObject({ earned: false, progress: { have: 1, need: killers.length } });
    expect(server.unlisted.sort()).toEqual(killers.filter((k) => !(k in c.achievements)).sort());
  });

  it('the printed achievements met in the holder’s games show as earned, the rest as open with what they ask', async () => {
    const d = deps();
    const id = await endAs(d, 'c1', 'g', 'zombies', locations[0] as string, 'won');
    sqliteOf(d.db).$client.prepare("UPDATE finished_games SET achievements = '[\"nipped-in-the-bud\"]' WHERE game_id = ?").run(id);
    const { groups, unlisted } = await achievementsOf(d, { guildId: 'g', channelId: 'c1' }, null);
    const zombies = groups.find((g) => g.killer === 'zombies');
    expect(zombies?.entries.filter((e) => e.earned).map((e) => e.name)).toEqual(['Nipped in the Bud']);
    const text = achievementsMessage(groups, unlisted, { kind: 'server', dm: false });
    expect(text).toContain('✅ Nipped in the Bud: Win with one Horde formed or none.');
    expect(text).toContain('⬜ Horde Breaker: Destroy a Horde that had 8 Health or more.');
    expect(text).toContain('**Across games**');
    expect(text.length).toBeLessThanOrEqual(2000);
  });
});

describe('/achievements through the fake Discord', () => {
  let h: Harness;
  afterEach(async () => h?.stop());

  it('lists the server’s earned and open achievements privately; who: me reads the caller’s games', async () => {
    h = await startHarness();
    const ch = h.newChannel();
    const d: PlayDeps = { db: h.store.db, now: () => Date.now(), defaults: DEFAULTS };
    const id = (await startGame(d, { channelId: ch, guildId: GUILD_ID, userId: alice.id, killer: 'hunter', location: 'larmes-abbey', girl: null, mode: 'solo', extreme: true, seed: 2 })).report.gameId;
    const r = await getGame(h.store.db, id) as NonNullable<Awaited<ReturnType<typeof getGame>>>;
    await transact(h.store.db, async (tx) => await recordEnd(tx, r, { ...loadGame(r).state, result: 'won' }, 'won', 'Test win.', 1));
    const server = (await h.run(h.fake.chatInput(bob, ch, 'achievements'))).text();
    expect(server).toContain('Achievements: this server');
    expect(server).toContain('✅ No Fate');
    expect(server).toContain('**The Hunter**');
    const mine = (await h.run(h.fake.chatInput(bob, ch, 'achievements', { who: 'me' }))).text();
    expect(mine).toContain('(0 of ');
    expect(mine).toContain('⬜ No Fate');
  }, 60_000);
});
