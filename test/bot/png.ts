
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Checks a PNG's signature, its IHDR (non-zero size) and its IEND; returns width and height. */
export function pngSize(data: Buffer): { width: number; height: number } {
  if (data.length < 33 || !data.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG: bad signature');
  if (data.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('not a PNG: no IHDR chunk first');
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  if (width === 0 || height === 0) throw new Error('PNG has zero size');
  if (data.subarray(data.length - 8, data.length - 4).toString('ascii') !== 'IEND') throw new Error('PNG does not end with IEND');
  return { width, height };
}
