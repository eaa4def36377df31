import { newGame, RulesError, type GameSetup, type NewGameOptions, type Outcome } from '../../engine/index.js';
import { addPlayer, appendEvents, findActiveGame, insertGame } from '../../db/index.js';
import type { GameMode, Pace } from '../../db/schema.js';
import { fromRulesError, refuse } from '../refusal.js';
import { REFUSAL_TEXT } from '../strings.js';
import { inTransaction } from './access.js';
import { openPrompt } from './settle.js';
import { paceDefaults, type PlayDeps, type Report } from './types.js';

/** Seeds are whole numbers from 0 to this (the engine's state is one 32-bit number; `/newgame seed:` takes the positive 31 bits). */
export const SEED_MAX = 2_147_483_647;

/** What a /newgame asked for, wherever it is played. */
export interface GamePicks {
  killer: string;
  location: string;
  girl: string | null;
  mode: GameMode;
  /** live: short vote windows, no reminders; async (default): the long windows and reminders. */
  pace?: Pace;
  extreme: boolean;
  /** Kept from everyone while the game runs (the recap gives it). */
  seed: number;
  /** The host typed the seed (so knows it), rather than the bot drawing it. */
  seedChosen?: boolean;
  /** Berith's Divine Blessings sheet side (ignored by other Killers; default Heavenly). */
  blessingsSide?: GameSetup['blessingsSide'];
  /** Divine Blessings stay hidden from everyone until the final reveal (default false). */
  strictSecrets?: boolean;
  /** How the rules' open ties are settled (default Infinite Evil). */
  ambiguity?: GameSetup['ambiguity'];
  /** Epic Dark Power and Epic Finale (default false). */
  epic?: boolean;
}

export interface NewGameInput extends GamePicks {
  channelId: string;
  guildId: string | null;
  userId: string;
}

/** The engine's setup options for a /newgame input (unset ones take the engine's defaults). */
function setupOptions(input: GamePicks): NewGameOptions {
  return {
    killer: input.killer,
    location: input.location,
    extreme: input.extreme,
    ...(input.girl ? { girl: input.girl } : {}),
    ...(input.blessingsSide ? { blessingsSide: input.blessingsSide } : {}),
    ...(input.strictSecrets !== undefined ? { strictSecrets: input.strictSecrets } : {}),
    ...(input.ambiguity ? { ambiguity: input.ambiguity } : {}),
    ...(input.epic !== undefined ? { epicDarkPower: input.epic, epicFinale: input.epic } : {}),
  };
}

/** A game just set up: what to post, and the setup the engine settled on (ids and options). */
export interface StartedGame {
  report: Report;
  setup: GameSetup;
  /** A vote game waits in its lobby: no decision is open until the host's Start. */
  lobby: boolean;
}

/**
 * The engine's setup for the picks, stored nowhere: an unknown name is refused here, before
 * anything (a game, a thread) is made for it.
 */
export function setUpGame(picks: GamePicks): Outcome {
  try {
    return newGame(setupOptions(picks), picks.seed);
  } catch (err) {
    if (err instanceof RulesError) throw fromRulesError(err);
    throw err;
  }
}

/**
 * Stores a game in a channel that has none; the host joins the team. `out` is the setup of
 * `input`'s picks when the caller already checked them. A solo game opens its first decision
 * at once; a vote game opens a lobby (prompt 0, no window) until the host starts it.
 */
export async function startGame(deps: PlayDeps, input: NewGameInput, out: Outcome = setUpGame(input)): Promise<StartedGame> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const existing = await findActiveGame(tx, input.channelId);
    if (existing) refuse('GAME_EXISTS', REFUSAL_TEXT.gameExists(existing.hostId));
    const pace = input.pace ?? 'async';
    const d = paceDefaults(deps.defaults, pace);
    const over = out.state.result !== null;
    const lobby = input.mode === 'vote' && !over;
    const row = await insertGame(tx, {
      channelId: input.channelId,
      guildId: input.guildId,
      hostId: input.userId,
      mode: input.mode,
      status: over ? 'over' : 'active',
      seed: String(input.seed),
      state: out.state,
      promptNo: lobby ? 0 : 1,
      pace,
      lobby,
      voteWindowSec: d.voteWindowSec,
      reminderSec: d.reminderSec,
      pingOnDecision: d.pingOnDecision,
      soloActor: d.soloActor,
      createdAt: now,
      updatedAt: now,
    });
    await addPlayer(tx, row.id, input.userId, now);
    await appendEvents(tx, row.id, out.events, now);
    if (!lobby) await openPrompt(tx, row, 1, out.state, now);
    return {
      report: { gameId: row.id, channelId: row.channelId, headline: [], events: out.events, ...(lobby ? {} : { opened: 1 }), finished: false },
      setup: out.state.setup,
      lobby,
    };
  });
}
