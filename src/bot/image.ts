import { renderGameImageCached } from '../render/index.js';
import type { PublicView } from '../engine/index.js';
import { clip } from './strings.js';
import { fallbackAlt } from './views/summary.js';

export interface BoardImage {
  png: Buffer;
  alt: string;
}

export type Logger = (line: string) => void;

const loggedFailures = new Set<string>();

/**
 * Renders the board for a public view (re-served from the picture cache while the view is
 * unchanged, so /status and buttons do not redraw), or returns null when the renderer fails or is slow:
 * the text goes out without an image and one short line is logged (once per distinct reason).
 * Only the public view reaches the renderer, so no secret can end up in an image.
 */
export async function boardImage(view: PublicView, log: Logger, timeoutMs: number): Promise<BoardImage | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`render took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    const img = await Promise.race([renderGameImageCached(view), timeout]);
    return { png: img.png, alt: clip(img.alt || fallbackAlt(view), 1000) };
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] ?? 'error' : 'error';
    if (!loggedFailures.has(reason)) {
      loggedFailures.add(reason);
      log(`[render] posting without an image: ${clip(reason, 160)}`);
    }
    return null;
  } finally {
    clearTimeout(timer);
  }
}
