import { setUpGame, startGame, type GamePicks, type StartedGame } from '../play/newGame.js';
import { drawPairing } from '../play/randomPairing.js';
import { join, leave } from '../play/team.js';
import { startFromLobby } from '../play/lobby.js';
import { undo } from '../play/undo.js';
import { askToEnd, endGame } from '../play/endGame.js';
import { changeSettings, type SettingsPatch } from '../play/settings.js';
import { forceClose } from '../play/voteWindow.js';
import type { GameSetup } from '../../engine/index.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { RANDOM_TEXT, TEXT } from '../strings.js';
import { endConfirmRow } from '../views/components.js';
import { setupNames, type SetupIds } from '../views/names.js';
import { moduleSetupNotes } from '../views/modules/index.js';
import type { Actor } from './actor.js';
import { secretFollowUp } from './pick.js';

/** Where a /newgame was typed, and whether it asked for a thread of its own (`thread: true`). */
export interface NewGamePlace {
  thread: boolean;
  /** Typed inside a thread, which cannot hold another. */
  inThread: boolean;
  /** The bot may open a thread here and post in it (a thread it could not post in would hold a silent game). */
  botMayThread: boolean;
}

/** /newgame: sets the game up, opens its thread if asked and possible, stores it there and posts its start. */
export async function newGameFlow(bot: BotServices, reply: Responder, who: Actor, typed: GamePicks, place: NewGamePlace, draw: { preferUnwon: boolean } = { preferUnwon: false }): Promise<void> {
  const { picks, drawn } = await drawPairing(bot.play, { guildId: who.guildId, channelId: who.channelId }, typed, draw.preferUnwon);
  // Set up before any thread exists, so a refused name leaves no empty thread behind.
  const out = setUpGame(picks);
  const names = setupNames(out.state.setup);
  const at = await gameChannel(bot, who.channelId, place, names);
  let started: StartedGame;
  try {
    started = await startGame(bot.play, { ...picks, channelId: at.channelId, guildId: who.guildId, userId: who.userId }, out);
  } catch (err) {
    if (at.threadId) await bot.threads.remove(at.threadId);
    throw err;
  }
  const { report, setup, lobby } = started;
  await reply.send({
    content:
      TEXT.gameStarted(who.userId, names.killer, names.location, names.girl, picks.mode, picks.seedChosen === true, at.threadId !== null) +
      TEXT.setupNotes(setupNotes(setup)) +
      (drawn ? `\n${RANDOM_TEXT.drawn(drawn, names)}` : '') +
      (at.note ? `\n${at.note}` : ''),
    ephemeral: false,
  });
  await bot.scheduler.poke(report.gameId);
  await bot.publisher.publish(report, who.userId);
  // A vote game waits for its team: the lobby message (Join, the host's Start) comes after the setup.
  if (lobby) await bot.publisher.postLobby(report.gameId);
}

/** The channel a new game is played in, the thread opened for it (if any), and what the reply says about that. */
async function gameChannel(bot: BotServices, channelId: string, place: NewGamePlace, names: SetupIds): Promise<{ channelId: string; threadId: string | null; note: string | null }> {
  if (!place.thread) return { channelId, threadId: null, note: null };
  if (place.inThread) return { channelId, threadId: null, note: TEXT.threadAlready };
  if (!place.botMayThread) return { channelId, threadId: null, note: TEXT.threadRefused };
  const threadId = await bot.threads.open(channelId, TEXT.threadName(names.girl, names.killer));
  if (!threadId) return { channelId, threadId: null, note: TEXT.threadRefused };
  return { channelId: threadId, threadId, note: TEXT.threadOpened(threadId) };
}

/** The host's Start in the lobby: the lobby message loses its buttons and the first vote opens. */
export async function startFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number): Promise<void> {
  const { report } = await startFromLobby(bot.play, { channelId: who.channelId, userId: who.userId, gameId });
  await reply.send({ content: TEXT.startedReply, ephemeral: true });
  await bot.scheduler.poke(report.gameId);
  await bot.publisher.refreshLobby(report.gameId, true);
  await bot.publisher.publish(report, who.userId);
}

/** What the start message says about options beyond the defaults (a module's own, e.g. the Blessings against Berith, who brings the sheet). */
function setupNotes(setup: GameSetup): string[] {
  const notes: string[] = moduleSetupNotes(setup);
  if (setup.epicDarkPower || setup.epicFinale) notes.push(TEXT.noteEpic);
  if (setup.ambiguity === 'players-decide') notes.push(TEXT.notePlayersDecide);
  return notes;
}

/** /join, or the lobby's Join button (`gameId`: the game it names). In the lobby the team shows on the lobby message. */
export async function joinFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null = null): Promise<void> {
  const change = await join(bot.play, { ...who, gameId });
  await reply.send({ content: change.lobby ? TEXT.joinedLobbyReply : change.mode === 'solo' ? TEXT.joinedSoloReply : TEXT.joinedReply, ephemeral: true });
  if (change.lobby) {
    await bot.publisher.refreshLobby(change.gameId);
    return;
  }
  await bot.publisher.notice(change.gameId, change.channelId, TEXT.joined(who.userId, change.count));
  await bot.publisher.refresh(change.gameId, change.promptNo, change.decision);
}

export async function leaveFlow(bot: BotServices, reply: Responder, who: Actor): Promise<void> {
  const change = await leave(bot.play, who);
  await reply.send({ content: TEXT.leftReply, ephemeral: true });
  if (change.lobby) {
    await bot.publisher.refreshLobby(change.gameId);
    return;
  }
  await bot.publisher.notice(change.gameId, change.channelId, TEXT.left(who.userId, change.count));
  await bot.scheduler.poke(change.gameId);
  if (change.report) await bot.publisher.publish(change.report, who.userId);
  else await bot.publisher.refresh(change.gameId, change.promptNo, change.decision);
}

export async function undoFlow(bot: BotServices, reply: Responder, who: Actor): Promise<void> {
  const report = await undo(bot.play, who);
  await reply.send({ content: TEXT.undoneReply(report.label), ephemeral: true });
  await bot.scheduler.poke(report.gameId);
  await bot.publisher.publish(report, who.userId);
}

export async function closeVoteFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number | null, promptNo: number | null): Promise<void> {
  const report = await forceClose(bot.play, { channelId: who.channelId, userId: who.userId, gameId, promptNo });
  await reply.send({ content: TEXT.voteClosedReply, ephemeral: true });
  // The host's close applied the step: its secrets go to the host, privately.
  const secrets = await secretFollowUp(bot, report, who.userId);
  if (secrets) await reply.send({ content: secrets, ephemeral: true });
  await bot.scheduler.poke(report.gameId);
  await bot.publisher.publish(report, who.userId);
}

/** /endgame: checks the right to end, then asks for confirmation with two buttons. */
export async function askEndFlow(bot: BotServices, reply: Responder, who: Actor): Promise<void> {
  const { gameId } = await askToEnd(bot.play, who);
  await reply.send({ content: TEXT.endConfirm, ephemeral: true, components: [endConfirmRow(gameId)] });
}

export async function confirmEndFlow(bot: BotServices, reply: Responder, who: Actor, gameId: number, yes: boolean): Promise<void> {
  if (!yes) {
    await reply.update({ content: TEXT.endKept });
    return;
  }
  const report = await endGame(bot.play, { ...who, gameId });
  await reply.update({ content: TEXT.endDone });
  await bot.scheduler.poke(report.gameId);
  // Ended from its lobby: the Join and Start buttons come off.
  await bot.publisher.refreshLobby(report.gameId);
  await bot.publisher.publish(report, who.userId);
}

export async function settingsFlow(bot: BotServices, reply: Responder, who: Actor, patch: SettingsPatch): Promise<void> {
  const out = await changeSettings(bot.play, { channelId: who.channelId, userId: who.userId, patch });
  const text = out.changed ? `${TEXT.settingsSaved}\n${TEXT.settingsNow(out.settings)}` : TEXT.settingsNow(out.settings);
  await reply.send({ content: text, ephemeral: true });
  if (out.changed) {
    await bot.scheduler.poke(out.gameId);
    // A lobby shows the vote window the first vote will have.
    await bot.publisher.refreshLobby(out.gameId);
    await bot.publisher.refresh(out.gameId, out.promptNo, out.decision);
  }
}
