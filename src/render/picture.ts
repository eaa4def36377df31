import type { PublicView } from '../engine/index.js';
import { altText } from './alt.js';
import { renderDrawing, type PictureKind } from './draw.js';

/** A rendered picture of the game for a message attachment. */
export interface GameImage {
  png: Buffer;
  /** Alt text describing the state, for screen readers and Discord's image description. */
  alt: string;
}

/** Draws one picture of a public view (only public facts reach the image), on this thread. */
export async function renderPicture(view: PublicView, kind: PictureKind): Promise<GameImage> {
  const { png } = await renderDrawing(view, kind);
  return { png, alt: altText(view, kind) };
}
