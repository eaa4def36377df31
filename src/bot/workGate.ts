/**
 * Holds acknowledged game work back while acknowledgements are on their way, then starts it one
 * job per event-loop turn, first come first served.
 *
 * An interaction's game work (load, engine, save) is synchronous and takes milliseconds. Sending
 * an acknowledgement takes several loop turns (the request queued, the socket written, the answer
 * read), and a job run in each of those turns would hold every acknowledgement of a burst back
 * by the whole burst's work. So a job waits until the acknowledgements already on their way when
 * it was queued have settled; later ones do not hold it (a steady stream of interactions cannot
 * starve the work), and one that hangs holds it at most `maxWaitMs`. Between two jobs the loop
 * polls its sockets once, so what arrived meanwhile is acknowledged before the next job.
 */
export class WorkGate {
  private readonly waiting: { start: () => void; since: number; acksBefore: number }[] = [];
  /** Acknowledgements on their way, by number; numbers only grow, so the first is the oldest. */
  private readonly pending = new Set<number>();
  private acksStarted = 0;
  private scheduled = false;
  private overdueTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxWaitMs = MAX_WAIT_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Waits for `ack` (an acknowledgement being sent); jobs queued from now on wait for it to settle. */
  async acknowledge<T>(ack: Promise<T>): Promise<T> {
    const n = ++this.acksStarted;
    this.pending.add(n);
    try {
      return await ack;
    } finally {
      this.pending.delete(n);
      this.schedule();
    }
  }

  /** Resolves when this job may start: after the jobs queued before it and the acknowledgements already on their way. */
  turn(): Promise<void> {
    return new Promise((start) => {
      this.waiting.push({ start, since: this.now(), acksBefore: this.acksStarted });
      this.schedule();
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

  private step(): void {
    const head = this.waiting[0];
    if (!head) return;
    const oldest = this.pending.values().next().value;
    const waited = this.now() - head.since;
    if (oldest !== undefined && oldest <= head.acksBefore && waited < this.maxWaitMs) {
      // An acknowledgement settling schedules the next step; this timer is for one that hangs.
      if (!this.overdueTimer) {
        this.overdueTimer = setTimeout(() => {
          this.overdueTimer = undefined;
          this.schedule();
        }, this.maxWaitMs - waited);
        this.overdueTimer.unref();
      }
      return;
    }
    this.waiting.shift();
    // The job runs in the microtasks right after this callback, before the next immediate.
    head.start();
    this.schedule();
  }
}

/** Longest a job waits for acknowledgements (Discord gives 3 s to acknowledge, then 15 minutes to answer). */
const MAX_WAIT_MS = 2000;
