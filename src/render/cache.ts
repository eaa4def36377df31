import { createHash } from 'node:crypto';

/**
 * A small least-recently-used cache of rendered pictures keyed by a hash of the JSON view: the
 * same view gets the same Buffer back, a changed view renders anew. Concurrent requests for one
 * view share one render; a failed render is not kept.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(readonly capacity = 50) {}

  static keyOf(value: unknown): string {
    return createHash('sha256').update(JSON.stringify(value)).digest('hex');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make();
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return made;
  }

  clear(): void {
    this.entries.clear();
  }
}
