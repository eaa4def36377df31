import { z } from 'zod';
import { provenanceSchema } from './schema.js';

/**
 * What a game must show to meet an achievement. Every part given must hold:
 * - `won`: the Final Girl won this game;
 * - `fact` with `atLeast` / `atMost`: a number the Killer's module kept during the game (its
 *   names are the engine's, src/engine/achievements.ts), within the bounds;
 * - `locationsWon`: with this game, the player has won against this Killer at that many
 *   different Locations (the player's earlier games are read from the finished games);
 * - `location`: the game was played at this Location; `extreme`: on the Extreme Horror side.
 */
const needsSchema = z
  .object({
    won: z.boolean().default(false),
    fact: z.string().regex(/^[a-z][a-zA-Z]*$/, 'fact names are camelCase words').optional(),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
    locationsWon: z.number().int().min(1).optional(),
    location: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).optional(),
    extreme: z.literal(true).optional(),
  })
  .strict()
  .refine((n) => n.fact === undefined || n.atLeast !== undefined || n.atMost !== undefined, 'a fact needs atLeast or atMost')
  .refine((n) => (n.atLeast === undefined && n.atMost === undefined) || n.fact !== undefined, 'atLeast and atMost need a fact')
  .refine((n) => n.won || n.fact !== undefined || n.locationsWon !== undefined, 'an achievement needs something to meet');

/** One achievement from a Killer's rulebook page: its name is ours where the rulebook prints none. */
const achievementSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes'),
    name: z.string().min(1),
    /** What it asks, in our words. */
    text: z.string().min(1),
    needs: needsSchema,
    provenance: provenanceSchema,
    source: z.string().min(1),
  })
  .strict();
export type Achievement = z.infer<typeof achievementSchema>;

/** A Killer's achievements page (assets/killers/<id>/achievements.json). */
export const achievementsPageSchema = z
  .object({
    /** The Killer whose games can meet them: the pack id of the folder the file is in. */
    killer: z.string().min(1),
    achievements: z.array(achievementSchema).min(1),
  })
  .strict();
export type AchievementsPage = z.infer<typeof achievementsPageSchema>;
