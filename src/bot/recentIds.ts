/** How many interaction ids are remembered at most. */
const RECENT_IDS_MAX = 5000;
/** How long an interaction id is remembered: the life of its token, after which Discord refuses any answer. */
const RECENT_IDS_MS = 15 * 60_000;

/**
 * The interaction ids seen lately, so the same interaction arriving twice (a gateway replay
 * after a resume, a duplicated dispatch) is handled once: the second time it does nothing and
 * says nothing. Memory is enough: an interaction can only be answered with its token, which
 * lives 15 minutes, so a replay older than that (or one arriving after a restart, when this
 * record is empty) can do no harm through Discord — its callback is refused (10062 Unknown
 * interaction) — and what it would change in a game is caught by the stale checks (a button
 * names the decision it belongs to, and a settled decision refuses it). Bounded both by count
 * and by age, oldest first.
 */
export class RecentIds {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = RECENT_IDS_MAX,
    private readonly ttlMs = RECENT_IDS_MS,
  ) {}

  /** Records `id`; false when it was already recorded (a replay). */
  add(id: string): boolean {
    const now = this.now();
    for (const [old, at] of this.seen) {
      if (this.seen.size < this.max && now - at < this.ttlMs) break;
      this.seen.delete(old);
    }
    if (this.seen.has(id)) return false;
    this.seen.set(id, now);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
