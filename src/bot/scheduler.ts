import type { Logger } from './image.js';
import { errorLine, type Publisher } from './publish.js';
import { claimReminder, dueTimes } from './play/remind.js';
import { deadlineReached } from './play/voteWindow.js';
import type { PlayDeps } from './play/types.js';
import { TEXT } from './strings.js';

/** Longest single sleep; the due times are read again after it (clock changes, huge windows). */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** Wait before retrying a prompt whose deadline or reminder failed. */
const RETRY_MS = 60 * 1000;

/**
 * One timer for all games: sleeps until the earliest vote deadline or reminder stored in the
 * database, handles everything due, and sleeps again. Nothing lives only in memory, so a
 * restart resumes every window, and a deadline that passed while the bot was down fires at once.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Prompts whose handling failed, with the time to try again (so an error cannot spin). */
  private readonly backoff = new Map<string, number>();

  constructor(
    private readonly deps: PlayDeps,
    private readonly publisher: Publisher,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    this.poke();
  }

  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** Something changed (a prompt opened, a vote came in, settings moved): re-plan the timer. */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    let next = Infinity;
    try {
      const now = this.deps.now();
      for (const d of dueTimes(this.deps)) {
        const retryAt = this.backoff.get(`${d.gameId}:${d.promptNo}`);
        next = Math.min(next, retryAt !== undefined && retryAt > now ? retryAt : Math.min(d.deadlineAt ?? Infinity, d.reminderAt ?? Infinity));
      }
    } catch (err) {
      this.log(`[scheduler] cannot read due times: ${errorLine(err)}`);
      return;
    }
    if (next === Infinity) return;
    const delay = Math.min(Math.max(0, next - this.deps.now()), MAX_SLEEP_MS);
    this.timer = setTimeout(() => this.fire(), delay);
    this.timer.unref();
  }

  /** Resolves once the work in progress (if any) is done. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private fire(): void {
    this.running = this.runDue().finally(() => {
      this.running = undefined;
      this.again = false;
      this.poke();
    });
  }

  private async runDue(): Promise<void> {
    const now = this.deps.now();
    const jobs: Promise<void>[] = [];
    for (const d of dueTimes(this.deps)) {
      const key = `${d.gameId}:${d.promptNo}`;
      if ((this.backoff.get(key) ?? 0) > now) continue;
      this.backoff.delete(key);
      try {
        if (d.deadlineAt !== null && d.deadlineAt <= now) {
          const out = deadlineReached(this.deps, d.gameId, d.promptNo);
          if (out.kind === 'closed') jobs.push(this.publisher.publish(out.report));
          if (out.kind === 'overdue') {
            const g = out;
            jobs.push(this.publisher.refresh(g.gameId, g.promptNo));
            const channel = channelOf(this.deps, g.gameId);
            if (channel) jobs.push(this.publisher.notice(g.gameId, channel, TEXT.overdueNotice));
          }
        } else if (d.reminderAt !== null && d.reminderAt <= now) {
          const r = claimReminder(this.deps, d.gameId, d.promptNo);
          if (r) {
            const link = r.guildId && r.messageId ? `https://discord.com/channels/${r.guildId}/${r.channelId}/${r.messageId}` : null;
            jobs.push(this.publisher.notice(d.gameId, r.channelId, TEXT.reminder(r.ids, link, r.deadlineAt), r.ids));
          }
        }
      } catch (err) {
        this.log(`[scheduler] game ${d.gameId}: ${errorLine(err)}`);
        this.backoff.set(key, now + RETRY_MS);
      }
    }
    await Promise.all(jobs);
  }
}

function channelOf(deps: PlayDeps, gameId: number): string | undefined {
  return deps.db.query.games.findFirst({ where: (g, { eq }) => eq(g.id, gameId), columns: { channelId: true } }).sync()?.channelId;
}
