import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The family every drawn string uses: Inter (OFL-1.1, assets/fonts/OFL.txt) registered under its
 * own alias so a system "Inter" or a missing system font can never change the picture.
 */
export const FONT_FAMILY = 'FinalGirlInter';

/** Where the bundled woff2 files live (latin + latin-ext cover the packs' names: ’, é, Ł...). */
export const FONTS_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

/** The subsets registered under FONT_FAMILY: 400 for body text, 700 for headings and chips. */
export const FONT_FILES = [
  'inter-latin-400-normal.woff2',
  'inter-latin-700-normal.woff2',
  'inter-latin-ext-400-normal.woff2',
  'inter-latin-ext-700-normal.woff2',
] as const;

/**
 * Registers the font files in `dir` under FONT_FAMILY. Throws when a file is missing or
 * unreadable, because @napi-rs/canvas would otherwise draw blank text (registerFromPath
 * returns null instead of throwing).
 */
export function registerFonts(dir: string): void {
  for (const file of FONT_FILES) {
    const key = GlobalFonts.registerFromPath(join(dir, file), FONT_FAMILY);
    if (!key) throw new Error(`could not register the bundled font ${join(dir, file)}`);
  }
}

let registered = false;

/**
 * Registers the bundled fonts once per process (see registerFonts). The font list is the
 * process's, shared by every thread: a drawing thread started later finds the family there and
 * leaves it alone, since registering again rebuilds the list under a thread that is drawing
 * (its text then came out in another font now and then).
 */
export function ensureFonts(): void {
  if (registered) return;
  if (!GlobalFonts.has(FONT_FAMILY)) registerFonts(FONTS_DIR);
  registered = true;
}

/** A CSS font shorthand in the bundled family. */
export function font(size: number, weight: 400 | 700 = 400): string {
  return `${weight} ${size}px ${FONT_FAMILY}`;
}
