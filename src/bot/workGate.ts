/**
 * Holds acknowledged game work back while acknowledgements are on their way, then starts it one
 * job per event-loop turn, each channel's jobs in the order their interactions came.
 *
 * An interaction's game work (load, engine, save) is synchronous and takes milliseconds. Sending
 * an acknowledgement takes several loop turns (the request queued, the socket written, the answer
 * read), and a job run in each of those turns would hold every acknowledgement of a burst back
 * by the whole burst's work. So once its own acknowledgement is back, a job still waits for the
 * ones that were on their way by then; later ones do not hold it (a steady stream of interactions
 * cannot starve the work), and one that hangs holds it at most `maxWaitMs`. Between two jobs the
 * loop polls its sockets once, so what arrived meanwhile is acknowledged before the next job.
 * Within a channel a job never overtakes an earlier one, whichever acknowledgement Discord
 * answers first (a vote changed twice in a row keeps the second). On Postgres the work waits on
 * the network, but the store's transactions take turns in the order asked (`transact`), so jobs
 * started in order land in order there too.
 */
export class WorkGate {
  /** Jobs not started yet, in the order their interactions came. */
  private readonly waiting: Place[] = [];
  /** Acknowledgements on their way, by number; numbers only grow, so the first is the oldest. */
  private readonly pending = new Set<number>();
  private acksStarted = 0;
  private scheduled = false;
  private overdueTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxWaitMs = MAX_WAIT_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Takes the place of a job of channel `key` (now, in the order of the calls) while `ack`, its
   * acknowledgement, is sent; resolves when the job may start. When `ack` fails, the place is
   * given up and this rejects with its error.
   */
  async acknowledged(key: string, ack: Promise<unknown>): Promise<void> {
    const n = ++this.acksStarted;
    this.pending.add(n);
    const place: Place = { key, start: null, readyAt: 0, acksBefore: 0 };
    this.waiting.push(place);
    try {
      await ack;
    } catch (err) {
      this.waiting.splice(this.waiting.indexOf(place), 1);
      throw err;
    } finally {
      // Only the oldest settling can let a job start (the others still wait for it), so a burst of
      // 200 acknowledgements coming back does not look through the line 200 times.
      const oldest = this.pending.values().next().value === n;
      this.pending.delete(n);
      if (oldest) this.schedule();
    }
    return new Promise((start) => {
      place.start = start;
      place.readyAt = this.now();
      place.acksBefore = this.acksStarted;
      if (this.pending.size === 0) this.schedule();
      else this.armOverdue(this.maxWaitMs);
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.step();
    });
  }

  /** Starts the first job that may start, if any: one per loop turn. */
  private step(): void {
    const oldest = this.pending.values().next().value;
    const now = this.now();
    const before = new Set<string>();
    let soonest = Infinity;
    for (const [i, p] of this.waiting.entries()) {
      const first = !before.has(p.key);
      before.add(p.key);
      if (!first || !p.start) continue;
      const waited = now - p.readyAt;
      if (oldest !== undefined && oldest <= p.acksBefore && waited < this.maxWaitMs) {
        soonest = Math.min(soonest, this.maxWaitMs - waited);
        continue;
      }
      this.waiting.splice(i, 1);
      // The job runs in the microtasks right after this callback, before the next immediate.
      p.start();
      this.schedule();
      return;
    }
    if (soonest < Infinity) this.armOverdue(soonest);
  }

  /** The oldest acknowledgement settling schedules the next step; this timer is for one that hangs. */
  private armOverdue(ms: number): void {
    if (this.overdueTimer) return;
    this.overdueTimer = setTimeout(() => {
      this.overdueTimer = undefined;
      this.schedule();
    }, ms);
    this.overdueTimer.unref();
  }
}

/** A job's place in line: its channel, and once its acknowledgement is back, how to start it. */
interface Place {
  key: string;
  start: (() => void) | null;
  /** When its acknowledgement came back. */
  readyAt: number;
  /** Acknowledgements started by then: those still on their way hold it. */
  acksBefore: number;
}

/** Longest a job waits for acknowledgements (Discord gives 3 s to acknowledge, then 15 minutes to answer). */
const MAX_WAIT_MS = 2000;
