import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ensureFonts, font, FONT_FAMILY, FONT_FILES, FONTS_DIR, registerFonts } from '../../src/render/fonts.js';

describe('bundled fonts', () => {
  it('ships the Inter subsets and their OFL licence in assets/fonts', () => {
    for (const file of FONT_FILES) expect(existsSync(join(FONTS_DIR, file)), file).toBe(true);
    expect(existsSync(join(FONTS_DIR, 'OFL.txt'))).toBe(true);
  });

  it('registers them under the renderer\'s alias and measures accented text', () => {
    ensureFonts();
    expect(GlobalFonts.has(FONT_FAMILY)).toBe(true);
    expect(GlobalFonts.families.some((f) => f.family === FONT_FAMILY)).toBe(true);
    const ctx = createCanvas(10, 10).getContext('2d');
    for (const weight of [400, 700] as const) {
      ctx.font = font(24, weight);
      expect(ctx.measureText("Volk'ar L'Armes é").width).toBeGreaterThan(0);
      // Inter gives é and ł the advance of e and l: a fallback font (or a missing glyph) would not.
      expect(ctx.measureText('é').width).toBeCloseTo(ctx.measureText('e').width, 3);
      expect(ctx.measureText('ł').width).toBeCloseTo(ctx.measureText('l').width, 3);
    }
  });

  it('refuses a folder without the font files instead of drawing blank text', () => {
    expect(() => registerFonts('/nonexistent-fonts-dir')).toThrow(/could not register/);
  });
});
