import { Routes, type AllowedMentionsTypes, type APIMessage, type RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { REST, RawFile } from 'discord.js';
import { publicView } from '../engine/index.js';
import { allEvents, getFinished, getPrompt, updatePrompt } from '../db/index.js';
import { content } from '../content/load.js';
import { boardImage, type Logger } from './image.js';
import { gameById, snapshotOf } from './play/reads.js';
import type { PlayDeps, Report } from './play/types.js';
import { TEXT, clip } from './strings.js';
import { turnComponents } from './views/components.js';
import { recapMessage, stepMessage } from './views/messages.js';
import { liveLines, settledLines, turnBody, waitingOn, withLive } from './views/turn.js';

const NO_PINGS = { parse: [] as AllowedMentionsTypes[] };

/**
 * Everything the bot posts to channels outside interaction replies: step accounts, turn
 * messages with their components, live tally edits, reminders, recaps. Work for one game
 * runs in order through a per-game queue, so messages never overtake each other.
 */
export class Publisher {
  private readonly queues = new Map<number, Promise<void>>();

  constructor(
    private readonly deps: PlayDeps,
    private readonly rest: () => REST,
    private readonly log: Logger,
    private readonly renderTimeoutMs: number,
    /** Called after a turn message went out (its reminders can be planned now). */
    private readonly onTurnPosted: () => void = () => undefined,
  ) {}

  /** Runs `job` after the game's earlier jobs; failures are logged, never thrown. */
  enqueue(gameId: number, what: string, job: () => Promise<void>): Promise<void> {
    const prev = this.queues.get(gameId) ?? Promise.resolve();
    const next = prev.then(job).catch((err: unknown) => this.log(`[publish] game ${gameId} ${what}: ${errorLine(err)}`));
    this.queues.set(gameId, next);
    void next.finally(() => {
      if (this.queues.get(gameId) === next) this.queues.delete(gameId);
    });
    return next;
  }

  /** Resolves when no game has publishing work left. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /** Shows a change: settle the old turn message, tell what happened, recap or post the next decision. */
  publish(report: Report): Promise<void> {
    return this.enqueue(report.gameId, 'report', async () => {
      if (report.settled) await this.settleMessage(report.gameId, report.settled.promptNo, settledLines(report.settled.how, report.settled.label));
      const text = stepMessage(report.headline, report.events);
      if (text) await this.post(report.channelId, { content: text, allowed_mentions: NO_PINGS });
      if (report.finished) await this.postRecap(report.gameId, report.channelId);
      if (report.opened !== undefined) await this.postTurn(report.gameId, report.opened);
    });
  }

  /** Re-draws the live lines (tally, who is awaited) of an open turn message. */
  refresh(gameId: number, promptNo: number): Promise<void> {
    return this.enqueue(gameId, 'refresh', async () => {
      const g = gameById(this.deps, gameId);
      if (!g || g.row.promptNo !== promptNo || g.row.status !== 'active') return;
      const snap = snapshotOf(this.deps, g);
      const p = snap.prompt;
      if (!p || p.status !== 'open' || !p.messageId || p.body === null) return;
      await this.rest().patch(Routes.channelMessage(p.channelId, p.messageId), {
        body: { content: withLive(p.body, liveLines(snap)), allowed_mentions: NO_PINGS },
      });
    });
  }

  /** Posts the turn message of a prompt that has none yet (also used after a restart). */
  postTurnFor(gameId: number, promptNo: number): Promise<void> {
    return this.enqueue(gameId, 'turn', () => this.postTurn(gameId, promptNo));
  }

  notice(gameId: number, channelId: string, text: string, pingIds: readonly string[] = []): Promise<void> {
    return this.enqueue(gameId, 'notice', async () => {
      await this.post(channelId, { content: clip(text, 2000), allowed_mentions: pingIds.length ? { parse: [], users: [...pingIds] } : NO_PINGS });
    });
  }

  private async settleMessage(gameId: number, promptNo: number, lines: string[]): Promise<void> {
    const p = getPrompt(this.deps.db, gameId, promptNo);
    if (!p?.messageId || p.body === null) return;
    await this.rest().patch(Routes.channelMessage(p.channelId, p.messageId), {
      body: { content: withLive(p.body, lines), components: [], allowed_mentions: NO_PINGS },
    });
  }

  private async postTurn(gameId: number, promptNo: number): Promise<void> {
    const g = gameById(this.deps, gameId);
    if (!g || g.row.status !== 'active' || g.row.promptNo !== promptNo) return;
    const before = snapshotOf(this.deps, g);
    if (!before.prompt || before.prompt.status !== 'open' || before.prompt.messageId) return;
    const view = publicView(g.state);
    const { rows, hidden } = turnComponents(gameId, promptNo, g.state.pending?.options ?? [], g.row.mode);
    const pingIds = g.row.pingOnDecision ? waitingOn(before) : [];
    const ping = pingIds.length ? (g.row.mode === 'vote' ? TEXT.pingVote(pingIds) : TEXT.pingSolo(pingIds)) : null;
    const body = turnBody(view, ping, hidden);
    const image = await boardImage(view, this.log, this.renderTimeoutMs);
    // Votes may have arrived while the image was drawn: read the tally again.
    const snap = snapshotOf(this.deps, g);
    const payload: RESTPostAPIChannelMessageJSONBody = {
      content: withLive(body, liveLines(snap)),
      components: rows,
      allowed_mentions: { parse: [], users: pingIds },
    };
    const files: RawFile[] = [];
    if (image) {
      payload.attachments = [{ id: 0, filename: 'board.png', description: image.alt }];
      files.push({ name: 'board.png', data: image.png, contentType: 'image/png' });
    }
    const msg = await this.post(g.row.channelId, payload, files);
    updatePrompt(this.deps.db, gameId, promptNo, { messageId: msg.id, body });
    this.onTurnPosted();
  }

  private async postRecap(gameId: number, channelId: string): Promise<void> {
    const f = getFinished(this.deps.db, gameId);
    if (!f) return;
    const c = content();
    const names = {
      killer: c.killers[f.killer]?.name ?? f.killer,
      location: c.locations[f.location]?.name ?? f.location,
      girl: c.girls[f.girl]?.name ?? f.girl,
    };
    const log = allEvents(this.deps.db, gameId).filter((e) => e.visibility === 'public');
    await this.post(channelId, { content: recapMessage(f, names, log), allowed_mentions: NO_PINGS });
  }

  private async post(channelId: string, body: RESTPostAPIChannelMessageJSONBody, files: RawFile[] = []): Promise<APIMessage> {
    return (await this.rest().post(Routes.channelMessages(channelId), files.length ? { body, files } : { body })) as APIMessage;
  }
}

/** One line from an error, for logs (no stack, no payloads). */
export function errorLine(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return clip(text.split('\n')[0] ?? text, 200);
}
