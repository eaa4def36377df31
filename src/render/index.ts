import type { PublicView } from '../engine/index.js';
import { altText } from './alt.js';
import { RenderCache } from './cache.js';
import { renderDrawing, type PictureKind } from './draw.js';
import type { DrawnPiece, DrawnText } from './paint.js';
import { renderPicture as renderImage, type GameImage } from './picture.js';
import { PictureWorkers } from './pictureWorkers.js';
import type { LineChart } from './lineChart.js';

export type { GameImage } from './picture.js';

/** Draws the full sheet for a public view (only public facts reach the image). */
export function renderGameImage(view: PublicView): Promise<GameImage> {
  return renderImage(view, 'sheet');
}

/** Draws the turn picture for a public view: the board and the numbers a decision needs. */
export function renderTurnImage(view: PublicView): Promise<GameImage> {
  return renderImage(view, 'turn');
}

/** For tests: the picture plus every string drawn on it, to check nothing hidden is shown. */
export async function renderWithLog(view: PublicView, kind: PictureKind = 'sheet'): Promise<GameImage & { texts: DrawnText[]; pieces: DrawnPiece[] }> {
  const { png, texts, pieces } = await renderDrawing(view, kind);
  return { png, alt: altText(view, kind), texts, pieces };
}

const cache = new RenderCache<GameImage>(50);
/** The process's drawing threads, shared by every bot in it (started on the first picture). */
const workers = new PictureWorkers();

/** One cache for both kinds: the kind is part of the key, so a view's sheet and turn picture never meet. */
function cached(view: PublicView, kind: PictureKind): Promise<GameImage> {
  return cache.get(`${kind}:${RenderCache.keyOf(view)}`, () => workers.render(view, kind));
}

/**
 * renderGameImage on a drawing thread, behind a 50-entry LRU keyed by a hash of the JSON view:
 * re-posting an unchanged state re-serves the same Buffer without drawing.
 */
export function renderGameImageCached(view: PublicView): Promise<GameImage> {
  return cached(view, 'sheet');
}

/** renderTurnImage behind the same LRU as renderGameImageCached. */
export function renderTurnImageCached(view: PublicView): Promise<GameImage> {
  return cached(view, 'turn');
}

/** A chart (the recap's, /stats') drawn on a drawing thread; charts change with every game, so none is cached. */
export function renderChartOffThread(chart: LineChart): Promise<GameImage> {
  return workers.renderChart(chart);
}

/** Starts every drawing thread and has each draw `view` once (the bot's warm-up at start; nothing is cached). */
export function warmDrawingThreads(view: PublicView): Promise<void> {
  return workers.warm(view);
}

/** Empties the picture cache (tests). */
export function clearRenderCache(): void {
  cache.clear();
}

/**
 * Sheet size: always 1000 px wide; IMAGE_HEIGHT is the sample game's (other games swap the
 * modules' sections, and their footer lines and legend entries may make the footer taller). The turn picture is as wide, and as
 * tall as its footer needs.
 */
export { WIDTH as IMAGE_WIDTH, HEIGHT as IMAGE_HEIGHT } from './theme.js';
export type { PictureKind } from './draw.js';
export type { DrawnPiece, DrawnText } from './paint.js';
