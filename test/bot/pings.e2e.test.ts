import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, getGame, getPrompt, loadGame } from '../../src/db/index.js';
import { FakeDiscord, type FakeMessage, type RecordedRequest } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, type Harness, until } from './harness.js';

const HOUR = 3600 * 1000;
const MENTION = /<@!?(\d+)>/g;

/** The message body a request sends (an interaction callback carries it in `data`). */
function bodyOf(r: RecordedRequest): any {
  return r.path.endsWith('/callback') ? r.json?.data : r.json;
}

/**
 * Who Discord would notify for a request: the users mentioned in its content that its
 * allowed_mentions lets through (without allowed_mentions, every mention pings).
 */
function pingedBy(r: RecordedRequest): string[] {
  const body = bodyOf(r);
  if (!body) return [];
  const ids = [...FakeDiscord.textOf(body).matchAll(MENTION)].map((m) => m[1] as string);
  const am = body.allowed_mentions;
  if (!am) return ids;
  return ids.filter((id) => (am.parse as string[] | undefined)?.includes('users') || (am.users as string[] | undefined)?.includes(id));
}

/** Everyone any of `reqs` would notify, and everyone any of them lists in allowed_mentions.users. */
function pingsIn(reqs: readonly RecordedRequest[]): { pinged: Set<string>; allowed: Set<string> } {
  const pinged = new Set(reqs.flatMap(pingedBy));
  const allowed = new Set(reqs.flatMap((r) => (bodyOf(r)?.allowed_mentions?.users as string[] | undefined) ?? []));
  return { pinged, allowed };
}

/** The turn messages posted to `ch` by `reqs`. */
function turnPosts(reqs: readonly RecordedRequest[], ch: string): RecordedRequest[] {
  return reqs.filter((r) => r.method === 'POST' && r.path === `/channels/${ch}/messages` && FakeDiscord.textOf(r.json).includes('**Decide:**'));
}

/** The first option of a turn message, as a click: a button, else the first entry of a menu. */
function firstChoice(msg: FakeMessage): { customId: string; values?: string[] } {
  const all = msg.components.flatMap((row) => row.components as any[]);
  const button = all.find((c) => c.type === 2 && /:pick:\d+$/.test(String(c.custom_id)));
  if (button) return { customId: button.custom_id };
  const menu = all.find((c) => c.type === 3);
  if (menu) return { customId: menu.custom_id, values: [String(menu.options[0].value)] };
  throw new Error('no option on the turn message');
}


describe('end to end: who is pinged for a new decision', () => {
  let h: Harness;
  /** The bot's clock: vote windows run out when the test moves it, never by waiting. */
  let clock = Date.UTC(2030, 0, 1);

  beforeAll(async () => {
    h = await startHarness({ now: () => clock, defaults: { voteWindowSec: 12 * 3600 } });
  });
  afterAll(() => h.stop());

  /**
   * A three-player vote game in `ch`: alice hosts, bob and carol join. The seeds used open with
   * decisions the team votes on (first options), none a follow-up for the caller (followUps.ts).
   */
  async function voteGame(ch: string, seed: number): Promise<number> {
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed }));
    for (const u of [bob, carol]) await h.run(h.fake.chatInput(u, ch, 'join'));
    await pressLobby(h, alice, ch, 'start');
    return (await findActiveGame(h.store.db, ch))?.id as number;
  }

  const promptOf = async (gameId: number) => (await getGame(h.store.db, gameId))?.promptNo as number;
  const turnOf = async (gameId: number) => loadGame(await getGame(h.store.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state.turn;
  const vote = async (u: typeof alice, ch: string, gameId: number) => h.run(h.fake.chatInput(u, ch, 'choose', { choice: `#${await promptOf(gameId)}:0` }));

  /** Moves the clock past the open vote's window and lets the vote timer close it. */
  async function runOutTheClock(ch: string, gameId: number): Promise<void> {
    const before = await promptOf(gameId);
    clock += 12 * HOUR + 1000;
    // The timer sleeps by the real clock: have it re-read the due times against the moved one.
    await h.bot.services.scheduler.poke(gameId);
    await until(async () => (await promptOf(gameId)) > before, 5000);
    await h.bot.idle();
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes('Vote closed (time ran out'))).toBe(true);
  }

  it('solo: the player is never pinged for the decision her own click opened', async () => {
    const ch = '1300000000000000901';
    const start = h.fake.requests.length;
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 31 }));
    for (let i = 0; i < 5; i++) {
      const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
      const mark = h.fake.requests.length;
      const c = firstChoice(turn);
      await h.run(h.fake.component(alice, turn, c.customId, c.values));
      const reqs = h.fake.requests.slice(mark);
      const next = h.fake.lastTurnMessage(ch) as FakeMessage;
      // A decision of the same game turn edits the message; a new game turn's message is posted, pinging nobody.
      for (const post of turnPosts(reqs, ch)) expect(post.json.allowed_mentions).toEqual({ parse: [], users: [] });
      expect(next.content).not.toContain('🔔');
      expect(next.content).not.toContain('your move');
      const { pinged, allowed } = pingsIn(reqs);
      expect(pinged.size).toBe(0);
      expect(allowed.size).toBe(0);
    }
    // Nothing in the whole game (its start included) pinged her or carried a ping line.
    const all = pingsIn(h.fake.requests.slice(start));
    expect(all.pinged.has(alice.id)).toBe(false);
    expect(all.allowed.has(alice.id)).toBe(false);
    expect(h.fake.channelMessages(ch).every((m) => m.history.every((text) => !text.includes('🔔')))).toBe(true);
    expect(h.logs).toEqual([]);
  });

  it('vote: the first message of a game turn pings those awaited but whoever opened it; the decisions after it in the turn ping nobody', async () => {
    const ch = '1300000000000000902';
    const start = h.fake.requests.length;
    const gameId = await voteGame(ch, 40);
    // The host opened the first decision herself (Start): she is not pinged; the others are.
    const [first] = turnPosts(h.fake.requests.slice(start), ch);
    expect(FakeDiscord.textOf(first?.json)).toMatch(new RegExp(`^🔔 <@${bob.id}> <@${carol.id}>: a new decision`));
    expect(FakeDiscord.textOf(first?.json)).not.toContain(`<@${alice.id}>`);
    expect([...pingsIn(h.fake.requests.slice(start)).pinged].sort()).toEqual([bob.id, carol.id].sort());
    expect(await turnOf(gameId)).toBe(1);

    // Bob's vote is the last one needed: the next decision of the same game turn edits the message.
    await vote(alice, ch, gameId);
    await vote(carol, ch, gameId);
    const mark = h.fake.requests.length;
    const last = await vote(bob, ch, gameId);
    expect(last.text()).toContain('the last vote needed');
    expect(await promptOf(gameId)).toBe(2);
    expect(await turnOf(gameId)).toBe(1);
    const reqs = h.fake.requests.slice(mark);
    expect(turnPosts(reqs, ch)).toEqual([]);
    expect(pingsIn(reqs).pinged.size).toBe(0);
    expect(h.logs).toEqual([]);
  });

  it('vote: over whole game turns, nobody is pinged twice in a game turn, nor for what they just did; a deadline pings everyone awaited', async () => {
    const ch = '1300000000000000904';
    const gameId = await voteGame(ch, 41);
    const pingedIn = new Map<number, string[]>();
    let deadlineTurns = 0;
    for (let n = 0; n < 40 && await turnOf(gameId) <= 3; n++) {
      const byCaller = (await getPrompt(h.store.db, gameId, await promptOf(gameId)))?.byCaller ?? false;
      const turnBefore = await turnOf(gameId);
      const mark = h.fake.requests.length;
      // A Planning-phase vote runs out its window (what follows is often the next game turn); the others close by the last vote, cast in turn by each player.
      const actors = [alice, bob, carol].slice(n % 3).concat([alice, bob, carol].slice(0, n % 3));
      let actor: string | null = null;
      if (byCaller) {
        await vote(alice, ch, gameId);
        actor = alice.id;
      } else if (loadGame(await getGame(h.store.db, gameId) as NonNullable<Awaited<ReturnType<typeof getGame>>>).state.phase === 'planning') {
        await vote(bob, ch, gameId);
        await runOutTheClock(ch, gameId);
      } else {
        for (const u of actors) await vote(u, ch, gameId);
        actor = actors.at(-1)?.id ?? null;
      }
      const pinged = [...pingsIn(h.fake.requests.slice(mark)).pinged];
      const turn = await turnOf(gameId);
      if (actor) expect(pinged, `decision ${n}: not the player who opened it`).not.toContain(actor);
      else if (turn !== turnBefore) {
        // A deadline opened a new game turn: nobody acted, so everyone awaited is pinged.
        expect(pinged.sort()).toEqual([alice.id, bob.id, carol.id].sort());
        deadlineTurns += 1;
      }
      const before = pingedIn.get(turn) ?? [];
      for (const u of pinged) expect(before, `game turn ${turn}: ${u} pinged twice`).not.toContain(u);
      pingedIn.set(turn, [...before, ...pinged]);
    }
    expect(await turnOf(gameId)).toBeGreaterThan(2);
    expect([...pingedIn.values()].filter((list) => list.length > 0).length, 'pings in several game turns').toBeGreaterThan(1);
    expect(deadlineTurns, 'a deadline opened a new game turn').toBeGreaterThan(0);
    expect(h.logs).toEqual([]);
  });

  it('/settings ping:false pings nobody, after a last vote or a deadline', async () => {
    const ch = '1300000000000000903';
    const gameId = await voteGame(ch, 48);
    const set = await h.run(h.fake.chatInput(alice, ch, 'settings', { ping: false }));
    expect(set.text()).toContain('Ping on a new decision: off');
    const start = h.fake.requests.length;

    await vote(alice, ch, gameId);
    await vote(bob, ch, gameId);
    await vote(carol, ch, gameId);
    expect(await promptOf(gameId)).toBe(2);
    await vote(bob, ch, gameId);
    await runOutTheClock(ch, gameId);
    expect(await promptOf(gameId)).toBe(3);

    const reqs = h.fake.requests.slice(start);
    for (const p of turnPosts(reqs, ch)) {
      expect(p.json.allowed_mentions).toEqual({ parse: [], users: [] });
      expect(FakeDiscord.textOf(p.json)).not.toContain('🔔');
    }
    expect(h.fake.lastTurnMessage(ch)?.content).toContain('Waiting on:');
    const { pinged, allowed } = pingsIn(reqs);
    expect(pinged.size).toBe(0);
    expect(allowed.size).toBe(0);
    expect(h.logs).toEqual([]);
  });
});
