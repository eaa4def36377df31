import { expect } from 'vitest';
import { findActiveGame, latestGame, loadGame } from '../../src/db/index.js';
import type { GameState } from '../../src/engine/index.js';
import type { FakeMessage, FakeUser } from '../helpers/fakeDiscord.js';
import type { Harness } from './harness.js';

/**
 * Playing a whole game through its turn messages, for the end-to-end tests of a Killer: what the
 * messages offer, taking one, the channel's game and the pictures posted.
 */

/** Most decisions a solo game may take before the test gives up (seeded games end in well under it). */
export const SOLO_STEPS = 600;
/** Most vote rounds the vote game may take to finish its first turn. */
export const VOTE_ROUNDS = 40;

/** One choice a turn message offers: a quick button, or a line of one of its menus. */
export interface Offer {
  customId: string;
  label: string;
  value?: string;
}

/** Every choice the message's buttons and menus offer (not the utility buttons). */
export function offers(msg: FakeMessage): Offer[] {
  const all = msg.components.flatMap((row: any) => (row.components as any[]) ?? []);
  const out: Offer[] = [];
  for (const c of all) {
    if (c.type === 2 && /:pick:\d+$/.test(String(c.custom_id))) out.push({ customId: String(c.custom_id), label: String(c.label) });
    if (c.type === 3) for (const o of c.options as { label: string; value: string }[]) out.push({ customId: String(c.custom_id), label: o.label, value: o.value });
  }
  return out;
}

export async function take(h: Harness, user: FakeUser, msg: FakeMessage, o: Offer) {
  return h.run(o.value === undefined ? h.fake.component(user, msg, o.customId) : h.fake.component(user, msg, o.customId, [o.value]));
}

/** The channel's game, running or just over. */
export async function stateIn(h: Harness, ch: string): Promise<{ id: number; status: string; state: GameState }> {
  const row = await findActiveGame(h.store.db, ch) ?? await latestGame(h.store.db, ch);
  if (!row) throw new Error(`no game in ${ch}`);
  return { id: row.id, status: row.status, state: loadGame(row).state };
}

/**
 * The board pictures uploaded to the channel, with their alt text: from the requests, since a game
 * turn's message drops its picture when it becomes the turn's chronicle.
 */
export function pictures(h: Harness, ch: string): { data: Buffer; description: string | null }[] {
  return h.fake.requests
    .filter((r) => r.path.startsWith(`/channels/${ch}/messages`))
    .flatMap((r) => {
      const described = (r.json?.attachments as { filename?: string; description?: string }[] | undefined) ?? [];
      return r.files.filter((f) => f.filename === 'board.png').map((f) => ({ data: f.data, description: described.find((a) => a.filename === f.filename)?.description ?? null }));
    });
}

/**
 * Plays the channel's solo game to its end through its turn messages, taking a spread of the
 * offers (every 7th, so not always the first); `afterStep` runs after each decision. Returns
 * how many decisions it took; the caller checks the game is over.
 */
export async function playSoloToEnd(h: Harness, user: FakeUser, ch: string, afterStep?: () => Promise<void>): Promise<number> {
  let steps = 0;
  for (; steps < SOLO_STEPS && (await stateIn(h, ch)).status === 'active'; steps++) {
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    const open = offers(turn);
    expect(open.length, `step ${steps}: ${turn.content}`).toBeGreaterThan(0);
    const res = await take(h, user, turn, open[(steps * 7) % open.length] as Offer);
    expect(res.callback.json.type, res.text()).not.toBe(4);
    await afterStep?.();
  }
  return steps;
}
