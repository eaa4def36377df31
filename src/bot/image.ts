import { renderGameImageCached, renderTurnImageCached, type PictureKind } from '../render/index.js';
import type { PublicView } from '../engine/index.js';
import { ALT_MAX, clip } from './strings.js';

export interface BoardImage {
  png: Buffer;
  alt: string;
}

export type Logger = (line: string) => void;

/** A failure reason is logged again at most this often (a lasting failure does not flood the log). */
const RELOG_MS = 10 * 60 * 1000;

/**
 * Board pictures for one bot. Renders the full sheet or the turn picture for a public view
 * (re-served from the picture cache while the view is unchanged, so /status and buttons do not
 * redraw), or returns null when the renderer fails or is slow: the text goes out without an
 * image and one short line is logged per distinct reason (again after RELOG_MS if it keeps
 * happening), whichever kind was asked for.
 * Only the public view reaches the renderer, so no secret can end up in an image.
 */
export class BoardImages {
  /** When each failure reason was last logged. */
  private readonly logged = new Map<string, number>();

  constructor(
    private readonly log: Logger,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async render(view: PublicView, kind: PictureKind = 'sheet'): Promise<BoardImage | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      // Pictures are drawn on a drawing thread (render/pictureWorkers.ts), so this timer runs
      // while one is drawn: a slow picture lets the message go out without it.
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`render took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
      });
      const img = await Promise.race([kind === 'turn' ? renderTurnImageCached(view) : renderGameImageCached(view), timeout]);
      return { png: img.png, alt: clip(img.alt, ALT_MAX) };
    } catch (err) {
      const reason = err instanceof Error ? (err.message.split('\n')[0] ?? 'error') : 'error';
      const now = this.now();
      const last = this.logged.get(reason);
      if (last === undefined || now - last >= RELOG_MS) {
        this.logged.set(reason, now);
        this.log(`[render] posting without an image: ${clip(reason, 160)}`);
      }
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
