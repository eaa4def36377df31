import type { Logger } from './image.js';
import { errorLine, type Publisher } from './publish.js';
import { claimReminder, dueTimes, type DueTimes } from './play/remind.js';
import { deadlineReached } from './play/voteWindow.js';
import type { PlayDeps } from './play/types.js';
import { mentioned, REMINDER_MENTIONS_SHOWN, TEXT } from './strings.js';

/** Longest single sleep; the due times are read again after it (clock changes, huge windows). */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** Wait before retrying a prompt whose deadline or reminder failed. */
const RETRY_MS = 60 * 1000;

/**
 * One timer for all games: sleeps until the earliest vote deadline or reminder stored in the
 * database, handles everything due, and sleeps again. The due times are read from the database
 * in one query when the timer wakes and for one game when that game changes; nothing lives
 * only in memory, so a restart resumes every window, and a deadline that passed while the bot
 * was down fires at once.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** The open prompt's due times, per game. */
  private readonly due = new Map<number, DueTimes>();
  /** Prompts whose handling failed, with the time to try again (so an error cannot spin). */
  private readonly backoff = new Map<string, number>();

  constructor(
    private readonly deps: PlayDeps,
    private readonly publisher: Publisher,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.readAll();
    this.plan();
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** A game changed (a prompt opened, a vote came in, settings moved): re-read its times, re-plan. */
  async poke(gameId: number): Promise<void> {
    if (this.stopped) return;
    await this.readGame(gameId);
    // While due work runs, the plan is made when it ends.
    if (!this.running) this.plan();
  }

  /** Resolves once the work in progress (if any) is done. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async readAll(): Promise<void> {
    try {
      const all = await dueTimes(this.deps);
      this.due.clear();
      for (const d of all) this.due.set(d.gameId, d);
    } catch (err) {
      this.log(`[scheduler] cannot read due times: ${errorLine(err)}`);
    }
  }

  private async readGame(gameId: number): Promise<void> {
    try {
      const d = (await dueTimes(this.deps, gameId))[0];
      if (d) this.due.set(gameId, d);
      else this.due.delete(gameId);
    } catch (err) {
      this.log(`[scheduler] cannot read due times of game ${gameId}: ${errorLine(err)}`);
    }
  }

  /** Sets the timer for the earliest due time known (no database read). */
  private plan(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const now = this.deps.now();
    let next = Infinity;
    for (const d of this.due.values()) {
      const retryAt = this.backoff.get(`${d.gameId}:${d.promptNo}`);
      next = Math.min(next, retryAt !== undefined && retryAt > now ? retryAt : Math.min(d.deadlineAt ?? Infinity, d.reminderAt ?? Infinity));
    }
    if (next === Infinity) return;
    this.timer = setTimeout(() => this.fire(), Math.min(Math.max(0, next - now), MAX_SLEEP_MS));
    this.timer.unref();
  }

  private fire(): void {
    this.running = this.runDue().finally(() => {
      this.running = undefined;
      this.plan();
    });
  }

  private async runDue(): Promise<void> {
    // One read per wake-up also picks up changes made by another process on the same file.
    await this.readAll();
    const now = this.deps.now();
    const jobs: Promise<void>[] = [];
    for (const d of [...this.due.values()]) {
      const key = `${d.gameId}:${d.promptNo}`;
      if ((this.backoff.get(key) ?? 0) > now) continue;
      this.backoff.delete(key);
      const deadlineDue = d.deadlineAt !== null && d.deadlineAt <= now;
      if (!deadlineDue && (d.reminderAt === null || d.reminderAt > now)) continue;
      try {
        if (deadlineDue) {
          const out = await deadlineReached(this.deps, d.gameId, d.promptNo);
          // Nobody's interaction closed it: everyone awaited on the next decision is pinged.
          if (out.kind === 'closed') jobs.push(this.publisher.publish(out.report, null));
          if (out.kind === 'overdue') {
            jobs.push(this.publisher.refresh(out.gameId, out.promptNo, out.decision));
            jobs.push(this.publisher.notice(out.gameId, out.channelId, TEXT.overdueNotice));
          }
        } else {
          const r = await claimReminder(this.deps, d.gameId, d.promptNo);
          if (r) {
            const link = r.guildId && r.messageId ? `https://discord.com/channels/${r.guildId}/${r.channelId}/${r.messageId}` : null;
            jobs.push(this.publisher.notice(d.gameId, r.channelId, TEXT.reminder(r.ids, link, r.deadlineAt), mentioned(r.ids, REMINDER_MENTIONS_SHOWN)));
          }
        }
      } catch (err) {
        this.log(`[scheduler] game ${d.gameId}: ${errorLine(err)}`);
        this.backoff.set(key, now + RETRY_MS);
      }
      await this.readGame(d.gameId);
    }
    await Promise.all(jobs);
  }
}
