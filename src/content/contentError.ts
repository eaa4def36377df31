/** Thrown when a content pack is broken; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}
