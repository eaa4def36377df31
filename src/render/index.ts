import type { PublicView } from '../engine/index.js';

/** A rendered picture of the game for a message attachment. */
export interface GameImage {
  png: Buffer;
  /** Alt text describing the state, for screen readers and Discord's image description. */
  alt: string;
}

/** Draws the board for a public view (only public facts reach the image). Implemented in issue #4. */
export async function renderGameImage(view: PublicView): Promise<GameImage> {
  void view;
  throw new Error('renderGameImage is not implemented yet (issue #4)');
}
