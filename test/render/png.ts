import { loadImage, createCanvas } from '@napi-rs/canvas';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!PNG_SIGNATURE.every((b, i) => png[i] === b)) throw new Error('not a PNG: bad signature');
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG: IHDR is not the first chunk');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Decoded RGBA pixels of a PNG (through @napi-rs/canvas). */
export async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}
