import type { PublicView } from '../engine/index.js';
import { altText } from './alt.js';
import { RenderCache } from './cache.js';
import { renderDrawing } from './draw.js';
import type { DrawnText } from './paint.js';

/** A rendered picture of the game for a message attachment. */
export interface GameImage {
  png: Buffer;
  /** Alt text describing the state, for screen readers and Discord's image description. */
  alt: string;
}

/** Draws the board for a public view (only public facts reach the image). */
export async function renderGameImage(view: PublicView): Promise<GameImage> {
  const { png } = await renderDrawing(view);
  return { png, alt: altText(view) };
}

/** For tests: the picture plus every string drawn on it, to check nothing hidden is shown. */
export async function renderWithLog(view: PublicView): Promise<GameImage & { texts: DrawnText[] }> {
  const { png, texts } = await renderDrawing(view);
  return { png, alt: altText(view), texts };
}

const cache = new RenderCache<GameImage>(50);

/**
 * renderGameImage behind a 50-entry LRU keyed by a hash of the JSON view: re-posting an
 * unchanged state re-serves the same Buffer without drawing.
 */
export function renderGameImageCached(view: PublicView): Promise<GameImage> {
  return cache.get(RenderCache.keyOf(view), () => renderGameImage(view));
}

/** Empties the picture cache (tests). */
export function clearRenderCache(): void {
  cache.clear();
}

/**
 * Picture size: always 1000 px wide; IMAGE_HEIGHT is a Volk'ar @ Pesadilla Verde game's (other
 * games swap module panels, e.g. Berith's Divine Blessings for the Path, and L'Armes Abbey's
 * Malice line and legend entries make the footer taller).
 */
export { WIDTH as IMAGE_WIDTH, HEIGHT as IMAGE_HEIGHT } from './theme.js';
export type { DrawnText } from './paint.js';
