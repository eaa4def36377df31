import { DiscordAPIError, HTTPError, RateLimitError, Routes, type AllowedMentionsTypes, type APIMessage, type RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { REST, RawFile } from 'discord.js';
import { publicView, RulesError, type PublicView } from '../engine/index.js';
import { storyFor } from './play/story.js';
import { storyChart } from '../render/storyChart.js';
import { renderChartOffThread } from '../render/index.js';
import { earnedIn, findActiveGame, getFinished, getGame, getPrompt, lastTurnMessage, listPlayers, type LoadedGame, publicEvents, publicEventsOfTurns, setLobbyMessage, setTurnMessage, storageCause, transact, updatePrompt } from '../db/index.js';
import type { PromptRow } from '../db/schema.js';
import type { BoardImages, Logger } from './image.js';
import { decisionFor, gameById, snapshotOf, type PublicDecision } from './play/reads.js';
import { canPlan, readPlan } from './play/plan.js';
import type { PlayDeps, Report } from './play/types.js';
import { Refusal } from './refusal.js';
import { ALLOWED_USERS_MAX, ALT_MAX, clip, CONTENT_MAX, mentioned, TEXT } from './strings.js';
import { turnComponents } from './views/components.js';
import { chronicleMessage, partsMessage, PICTURE_FILE, turnMessage, type TurnLook } from './views/turnLayout.js';
import { ACCOUNT_MAX, readTurnParts, turnParts } from './views/turnParts.js';
import { stepAccount, turnChronicle } from './views/story.js';
import { lobbyPost } from './views/lobby.js';
import { recapMessage } from './views/messages.js';
import { recapNames } from './views/names.js';
import { liveLines, pingLine, pingTargets, planLines, settledLines, withLive } from './views/turn.js';

const NO_PINGS = { parse: [] as AllowedMentionsTypes[] };

/**
 * Everything the bot posts to channels outside interaction replies: step accounts, turn
 * messages with their components, live tally edits, reminders, recaps. Work for one game
 * runs in order through a per-game queue, so messages never overtake each other.
 */
export class Publisher {
  private readonly queues = new Map<number, Promise<void>>();
  /** This run of the bot, in its post nonces. */
  private readonly run = Math.floor(Math.random() * 36 ** 4).toString(36);
  /** Jobs waiting to be tried again after a transient failure. */
  private readonly retrying = new Set<Promise<void>>();
  /** The board each game's last picture showed (`boardKey`); after a restart the next turn message brings one. */
  private readonly shownBoard = new Map<number, { board: string; phase: string }>();

  constructor(
    private readonly deps: PlayDeps,
    private readonly rest: () => REST,
    private readonly log: Logger,
    private readonly images: BoardImages,
    /** Called after a turn message went out (its reminders can be planned now). */
    private readonly onTurnPosted: (gameId: number) => void = () => undefined,
    /** How long to wait before each new try of a job that failed for a passing reason (Discord down, a dropped socket). */
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /**
   * Runs `job` after the game's earlier jobs; failures are logged, never thrown. A job that
   * failed for a passing reason (`isTransient`) is tried again later, after each of
   * `retryDelaysMs`: every job is safe to run again (edits rewrite the same message, posts carry
   * a nonce Discord dedupes, a turn message already posted is not posted twice).
   */
  enqueue(gameId: number, what: string, job: () => Promise<void>, attempt = 0): Promise<void> {
    const prev = this.queues.get(gameId) ?? Promise.resolve();
    const next = prev.then(job).catch((err: unknown) => {
      const delay = isTransient(err) ? this.retryDelaysMs[attempt] : undefined;
      this.log(`[publish] game ${gameId} ${what}: ${errorLine(err)}${delay === undefined ? '' : ` (trying again in ${Math.round(delay / 1000)} s)`}`);
      if (delay !== undefined) this.retryLater(gameId, what, job, attempt + 1, delay);
    });
    this.queues.set(gameId, next);
    void next.finally(() => {
      if (this.queues.get(gameId) === next) this.queues.delete(gameId);
    });
    return next;
  }

  private retryLater(gameId: number, what: string, job: () => Promise<void>, attempt: number, delay: number): void {
    const later = new Promise<void>((resolve) => setTimeout(resolve, delay).unref()).then(() => this.enqueue(gameId, what, job, attempt));
    this.retrying.add(later);
    void later.finally(() => this.retrying.delete(later));
  }

  /** Resolves when no game has publishing work left (tries still waiting included). */
  async idle(): Promise<void> {
    while (this.queues.size > 0 || this.retrying.size > 0) await Promise.all([...this.queues.values(), ...this.retrying]);
  }

  /**
   * Brings back what a game in `channelId` is missing: its lobby message, or the turn message of
   * its open decision, when every try to post it failed (called on any interaction there). Only
   * one missing for REPAIR_AFTER_MS: a fresh one is on its way with the step that opened it (its
   * account of what happened, its pings), which a repost now would pre-empt. `actedBy`, whose
   * interaction brought it back, is not pinged for it.
   */
  async repair(channelId: string, actedBy: string | null = null): Promise<void> {
    const row = await findActiveGame(this.deps.db, channelId);
    if (!row) return;
    const stale = (since: number) => this.deps.now() - since >= REPAIR_AFTER_MS;
    if (row.lobby) {
      if (!row.lobbyMessageId && stale(row.updatedAt)) void this.postLobby(row.id);
      return;
    }
    const p = await getPrompt(this.deps.db, row.id, row.promptNo);
    if (p?.status === 'open' && !p.messageId && stale(p.openedAt)) void this.postTurnFor(row.id, row.promptNo, actedBy);
  }

  /**
   * Shows a change. A game turn lives in one message: a decision of the same game turn edits it
   * (what just happened, the board, the next question); the first decision of a new game turn
   * turns the last one's message into its chronicle and posts the next. When the game is over
   * the last message becomes its chronicle and the recap follows. `actedBy` is the user whose
   * interaction made the change (not pinged), or null when a timer made it.
   */
  publish(report: Report, actedBy: string | null): Promise<void> {
    return this.enqueue(report.gameId, 'report', async () => {
      const old = report.settled ? await getPrompt(this.deps.db, report.gameId, report.settled.promptNo) : undefined;
      // Turn messages an older bot posted keep their own settling (a line under the question).
      if (report.settled && old && old.layout !== 'parts') await this.settleMessage(report.gameId, report.settled.promptNo, settledLines(report.settled.how, report.settled.label));
      if (report.opened === undefined || report.finished) {
        await this.closeTurnMessages(report.gameId, Number.MAX_SAFE_INTEGER);
        if (report.finished) await this.postRecap(report.gameId, report.channelId);
        return;
      }
      await this.postTurn(report.gameId, report.opened, actedBy, stepAccount(report.headline, report.events, ACCOUNT_MAX)?.text ?? '');
    });
  }

  /**
   * Re-draws the live lines (tally, who is awaited) of an open turn message. `decision` is the
   * prompt's public decision, which the caller already has (a prompt's decision never changes).
   */
  refresh(gameId: number, promptNo: number, decision: PublicDecision | null): Promise<void> {
    return this.enqueue(gameId, 'refresh', async () => {
      const g = await gameById(this.deps, gameId);
      if (!g || g.row.promptNo !== promptNo || g.row.status !== 'active') return;
      const snap = await snapshotOf(this.deps.db, g.row, decision);
      const p = snap.prompt;
      if (!p || p.status !== 'open' || !p.messageId || p.body === null) return;
      const rows = this.rowsOf(g, p, decision).rows;
      const parts = p.layout === 'parts' ? readTurnParts(p.body) : null;
      const message = parts ? partsMessage(parts, liveLines(snap), rows, p.picture) : turnMessage(withLive(p.body, liveLines(snap)), rows, lookOf(p));
      await this.rest().patch(Routes.channelMessage(p.channelId, p.messageId), { body: { ...message, allowed_mentions: NO_PINGS } });
      if (parts && !parts.offered) await transact(this.deps.db, async (tx) => await updatePrompt(tx, gameId, promptNo, { body: JSON.stringify({ ...parts, offered: true }) }));
    });
  }

  /**
   * After a restart, the open prompt's turn message: posted when it never was, or given its
   * buttons when a crash came after its post was recorded and before they were added.
   */
  async resumeTurn(painter: Pick<PromptRow, 'gameId' | 'promptNo' | 'messageId' | 'layout' | 'body'>): Promise<void> {
    if (painter.messageId === null) return this.postTurnFor(painter.gameId, painter.promptNo);
    if (painter.layout !== 'parts' || readTurnParts(painter.body)?.offered !== false) return Promise.resolve();
    const g = await gameById(this.deps, painter.gameId);
    return g ? this.refresh(painter.gameId, painter.promptNo, decisionFor(g.state, g.row.mode)) : Promise.resolve();
  }

  /** Posts the turn message of a prompt that has none yet; everyone awaited but `actedBy` is pinged (after a restart: everyone). */
  postTurnFor(gameId: number, promptNo: number, actedBy: string | null = null): Promise<void> {
    return this.enqueue(gameId, 'turn', () => this.postTurn(gameId, promptNo, actedBy));
  }

  /** Posts the lobby message of a game waiting in its lobby that has none yet (also after a restart). */
  postLobby(gameId: number): Promise<void> {
    return this.enqueue(gameId, 'lobby', async () => {
      const row = await getGame(this.deps.db, gameId);
      if (!row || row.status !== 'active' || !row.lobby || row.lobbyMessageId) return;
      const msg = await this.post(row.channelId, { ...lobbyPost(row, await listPlayers(this.deps.db, gameId)), allowed_mentions: NO_PINGS }, [], this.nonce('l', gameId));
      // Only the first post becomes the lobby message (a restart racing the /newgame post).
      if (!await transact(this.deps.db, async (tx) => await setLobbyMessage(tx, gameId, msg.id))) await this.rest().delete(Routes.channelMessage(row.channelId, msg.id));
    });
  }

  /**
   * Re-draws the lobby message from the stored game: the team while it waits, or (`closing`,
   * at the host's Start) who started it, without buttons; once a game ended in its lobby, that
   * it ended. Nothing once the game left its lobby otherwise.
   */
  refreshLobby(gameId: number, closing = false): Promise<void> {
    return this.enqueue(gameId, 'lobby', async () => {
      const row = await getGame(this.deps.db, gameId);
      if (!row?.lobbyMessageId) return;
      // A game ended from its lobby loses the buttons too.
      if (row.status === 'active' ? row.lobby === closing : !row.lobby) return;
      await this.rest().patch(Routes.channelMessage(row.channelId, row.lobbyMessageId), {
        body: { ...lobbyPost(row, await listPlayers(this.deps.db, gameId)), allowed_mentions: NO_PINGS },
      });
    });
  }

  /** Posts a line to the channel; `pingIds` may be pinged (never more than Discord allows). */
  notice(gameId: number, channelId: string, text: string, pingIds: readonly string[] = []): Promise<void> {
    return this.enqueue(gameId, 'notice', async () => {
      const users = pingIds.slice(0, ALLOWED_USERS_MAX);
      await this.post(channelId, { content: clip(text, CONTENT_MAX), allowed_mentions: users.length ? { parse: [], users } : NO_PINGS });
    });
  }

  private async settleMessage(gameId: number, promptNo: number, lines: string[]): Promise<void> {
    const p = await getPrompt(this.deps.db, gameId, promptNo);
    if (!p?.messageId || p.body === null) return;
    await this.rest().patch(Routes.channelMessage(p.channelId, p.messageId), {
      body: { ...turnMessage(withLive(p.body, lines), [], lookOf(p)), allowed_mentions: NO_PINGS },
    });
  }

  /** The buttons of an open prompt's turn message: a follow-up the caller makes alone has no vote to close, so its buttons are a solo game's. */
  private rowsOf(g: LoadedGame, prompt: Pick<PromptRow, 'promptNo' | 'byCaller'>, decision: PublicDecision | null) {
    return turnComponents(g.row.id, prompt.promptNo, decision?.options ?? [], prompt.byCaller ? 'solo' : g.row.mode, canPlan(g.state));
  }

  /**
   * The turn message of an open prompt: what just happened (`account`), the board summary, the
   * picture, the question and its buttons. A decision of the game turn whose message is the
   * latest edits that message; else the earlier game turn's message becomes its chronicle and a
   * new message is posted. The picture comes only when the board changed since the last one this
   * bot showed for the game; an edit without one keeps the picture it had.
   *
   * A new message is posted without its buttons, recorded as not yet offering them, then given
   * them: a crash between the post and the record leaves a message nobody can click, never two
   * that offer the decision, and one after the record is finished by the restart (`resumeTurn`).
   */
  private async postTurn(gameId: number, promptNo: number, actedBy: string | null = null, account = ''): Promise<void> {
    const g = await gameById(this.deps, gameId);
    if (!g || g.row.status !== 'active' || g.row.promptNo !== promptNo) return;
    const prompt = await getPrompt(this.deps.db, gameId, promptNo);
    if (!prompt || prompt.status !== 'open' || prompt.messageId) return;
    const view = { ...publicView(g.state), decision: decisionFor(g.state, g.row.mode) };
    const { rows, hidden } = this.rowsOf(g, prompt, view.decision);
    const earlier = await lastTurnMessage(this.deps.db, gameId, promptNo);
    const earlierParts = earlier?.layout === 'parts' ? readTurnParts(earlier.body) : null;
    const takeOver = earlier?.messageId && earlierParts?.turn === view.turn ? { messageId: earlier.messageId, parts: earlierParts, picture: earlier.picture } : null;
    if (!takeOver) await this.closeTurnMessages(gameId, promptNo);
    const board = boardKey(view);
    // Within a game turn a picture is uploaded again only when a new phase moved things (the
    // Killer's approach): her own steps in a phase are in the summary's words, and pictures are
    // most of what a game turn sends.
    const shown = this.shownBoard.get(gameId);
    const image = takeOver && (shown?.board === board || shown?.phase === view.phase) ? null : await this.images.render(view, 'turn');
    const waiting = readPlan(g.row.plan);
    const extra = [...(waiting ? [TEXT.planWaiting(waiting.steps.map((s) => s.label))] : []), ...(prompt.byCaller ? [] : planLines(view.decision?.options ?? []))];
    // Votes may have arrived while the image was drawn: read the tally after it.
    const snap = await snapshotOf(this.deps.db, g.row, view.decision);
    // Each player is pinged at most once a game turn, and only by a new message (an edit notifies nobody).
    const pinged = takeOver?.parts.pinged ?? [];
    const awaited = takeOver ? [] : pingTargets(snap, actedBy).filter((u) => !pinged.includes(u));
    const pingIds = mentioned(awaited);
    const parts = turnParts(view, account, hidden, extra, [...pinged, ...pingIds]);
    const picture = image ? image.alt : (takeOver?.picture ?? null);
    const look: TurnLook = { layout: 'parts', picture };
    const files: RawFile[] = image ? [{ name: PICTURE_FILE, data: image.png, contentType: 'image/png' }] : [];
    const attachments = image ? { attachments: [{ id: 0, filename: PICTURE_FILE, ...(image.alt ? { description: image.alt } : {}) }] } : {};
    const body = JSON.stringify(parts);
    if (takeOver) {
      const payload = { ...partsMessage(parts, liveLines(snap), rows, picture), ...attachments, allowed_mentions: NO_PINGS };
      await this.rest().patch(Routes.channelMessage(g.row.channelId, takeOver.messageId), files.length ? { body: payload, files } : { body: payload });
      if (image) this.shownBoard.set(gameId, { board, phase: view.phase });
      if (await transact(this.deps.db, async (tx) => await setTurnMessage(tx, gameId, promptNo, takeOver.messageId, body, look))) this.onTurnPosted(gameId);
      return;
    }
    const ping = awaited.length ? [pingLine(snap, awaited)] : [];
    const first = { ...partsMessage({ ...parts, account: [...ping, parts.account].filter(Boolean).join('\n') }, liveLines(snap, ping.length === 0), [], picture), ...attachments };
    const msg = await this.post(g.row.channelId, { ...first, allowed_mentions: { parse: [], users: pingIds } }, files, this.nonce('t', gameId, promptNo));
    if (image) this.shownBoard.set(gameId, { board, phase: view.phase });
    // Only the first post of an open prompt becomes its turn message: a second one (a restart
    // racing a report) or one for a prompt settled meanwhile is taken down again.
    if (!await transact(this.deps.db, async (tx) => await setTurnMessage(tx, gameId, promptNo, msg.id, JSON.stringify({ ...parts, offered: false }), look))) {
      await this.rest().delete(Routes.channelMessage(g.row.channelId, msg.id));
      return;
    }
    await this.rest().patch(Routes.channelMessage(g.row.channelId, msg.id), { body: { ...partsMessage(parts, liveLines(snap), rows, picture), allowed_mentions: NO_PINGS } });
    await transact(this.deps.db, async (tx) => await updatePrompt(tx, gameId, promptNo, { body }));
    this.onTurnPosted(gameId);
  }

  /**
   * Turns the game's latest turn message before prompt `before` into the chronicle of its game
   * turn, when it is one of ours built from parts and still shows more than its chronicle. Safe
   * to repeat (a restart, a second report): the same edit again.
   */
  private async closeTurnMessages(gameId: number, before: number): Promise<void> {
    const p = await lastTurnMessage(this.deps.db, gameId, before);
    const parts = p?.layout === 'parts' ? readTurnParts(p.body) : null;
    if (!p?.messageId || !parts) return;
    const events = await publicEventsOfTurns(this.deps.db, gameId, parts.turn, parts.turn);
    await this.rest().patch(Routes.channelMessage(p.channelId, p.messageId), { body: { ...chronicleMessage(turnChronicle(parts.turn, events), p.layout), allowed_mentions: NO_PINGS } });
  }

  private async postRecap(gameId: number, channelId: string): Promise<void> {
    const f = await getFinished(this.deps.db, gameId);
    if (!f) return;
    const names = recapNames(f, await earnedIn(this.deps.db, gameId));
    const body: RESTPostAPIChannelMessageJSONBody = { content: recapMessage(f, names, await publicEvents(this.deps.db, gameId), (await getGame(this.deps.db, gameId))?.seed ?? null), allowed_mentions: NO_PINGS };
    const chart = await this.storyChart(gameId, names);
    const files: RawFile[] = [];
    if (chart) {
      body.attachments = [{ id: 0, filename: STORY_FILE, description: clip(chart.alt, ALT_MAX) }];
      files.push({ name: STORY_FILE, data: chart.png, contentType: 'image/png' });
    }
    await this.post(channelId, body, files, this.nonce('r', gameId));
  }

  /** The recap's chart of the game by turn; none for a game that cannot be replayed, or when drawing fails (logged: the recap goes out without it). */
  private async storyChart(gameId: number, names: { girl: string; killer: string }): Promise<{ png: Buffer; alt: string } | null> {
    try {
      const points = await storyFor(this.deps.db, gameId);
      return points && points.length > 1 ? await renderChartOffThread(storyChart(points, names)) : null;
    } catch (err) {
      this.log(`[publish] game ${gameId} recap chart: ${errorLine(err)}`);
      return null;
    }
  }

  /**
   * The nonce of a post: what it is (`kind` and numbers: the turn message of prompt 3 of game
   * 12) and this run of the bot. Tries within a run share it, so Discord dedupes a post whose
   * answer was lost; after a restart a post the crash left unrecorded is made afresh.
   */
  private nonce(kind: 'l' | 't' | 'c' | 's' | 'r', ...ids: number[]): string {
    return [`${kind}${ids.map((n) => n.toString(36)).join('.')}`, this.run].join('.');
  }

  /**
   * Posts a message. `nonce` names what it is (`nonce()`):
   * Discord returns the message already made with it instead of a second one, so a post tried
   * again after its answer was lost does not repeat.
   */
  private async post(channelId: string, body: RESTPostAPIChannelMessageJSONBody, files: RawFile[] = [], nonce?: string): Promise<APIMessage> {
    const full = nonce ? { ...body, nonce, enforce_nonce: true } : body;
    return (await this.rest().post(Routes.channelMessages(channelId), files.length ? { body: full, files } : { body: full })) as APIMessage;
  }
}

/** The recap's chart of the game by turn. */
const STORY_FILE = 'story.png';

/** How long a lobby or turn message must have been missing before an interaction brings it back. */
const REPAIR_AFTER_MS = 60_000;

/** Waits before the second, third… try of a job that failed for a passing reason (then it is given up and logged). */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000];

/**
 * Whether a failure may pass: Discord's 5xx and rate limits, and a request that never got an
 * answer (a dropped socket, a timeout). A 4xx other than 429 (no permission, an unknown
 * channel) will fail the same way again.
 */
function isTransient(err: unknown): boolean {
  if (err instanceof DiscordAPIError) return err.status >= 500 || err.status === 429;
  if (err instanceof HTTPError || err instanceof RateLimitError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  return err.name === 'AbortError' || err.name === 'SocketError' || (typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_)/.test(code)) || /fetch failed|other side closed/i.test(err.message);
}

/** How a stored turn message looks. */
const lookOf = (p: Pick<PromptRow, 'layout' | 'picture'>): TurnLook => ({ layout: p.layout, picture: p.picture });


/**
 * What makes a new turn picture worth uploading within a game turn: where everyone and
 * everything is (the Final Girl, every unit, the Victims, the tokens, closed and cut spaces).
 * Health, Time, Bloodlust, the hand and the dice are in the summary text too, so a change to
 * them alone brings no new picture until the next game turn's message, which always has one.
 */
function boardKey(view: PublicView): string {
  return JSON.stringify([view.girl.space, view.units.map((u) => [u.id, u.space]), view.victims, view.board.cut, view.board.closed, view.tokens, view.result]);
}

/**
 * One line from an error, for logs: its name, the code of a rules or player refusal, and the
 * first line of its message, clipped (no stack, no payload, nothing of a non-Error value); of a
 * failed query, the database's own error (never the query's parameters).
 */
export function errorLine(thrown: unknown): string {
  const err = storageCause(thrown);
  if (!(err instanceof Error)) return `non-Error thrown (${typeof err})`;
  const code = err instanceof RulesError || err instanceof Refusal ? ` ${err.code}` : '';
  const first = err.message.split('\n')[0] ?? '';
  return clip(`${err.name}${code}: ${clip(first, 160)}`, 200);
}
