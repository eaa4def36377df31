import type { z } from 'zod';

/**
 * Options a module adds to /newgame's setup (Berith's blessings side): their zod shape, merged
 * into the core `GameSetup` (modules/setupOptions.ts), and the value each takes when not chosen.
 * Only zod here: the core state's schema imports it.
 */
export interface SetupOptions<Shape extends z.ZodRawShape = z.ZodRawShape> {
  shape: Shape;
  defaults: { [K in keyof Shape]: z.infer<Shape[K]> };
}

export function setupOptions<Shape extends z.ZodRawShape>(shape: Shape, defaults: { [K in keyof Shape]: z.infer<Shape[K]> }): SetupOptions<Shape> {
  return { shape, defaults };
}
