import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ASSETS_DIR } from '../../content/load.js';

const rateSchema = z.object({ games: z.number().int().min(1), winRate: z.number().min(0).max(100) }).strict();
export type CommunityRate = z.infer<typeof rateSchema>;

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const byId = z.record(z.string().regex(ID), rateSchema);

/**
 * What people playing the printed game win (assets/community/win-rates.json: every
 * figure is fan-sourced, from the community's logging sheet; `source` says where, `cite` is the
 * line /stats shows). Keyed by the content's pack ids; pairings as "killer@location".
 */
const communityRatesSchema = z
  .object({
    source: z.string().min(1),
    cite: z.string().min(1),
    overall: rateSchema,
    killers: byId,
    locations: byId,
    girls: byId,
    pairings: z.record(z.string().regex(/^[a-z0-9-]+@[a-z0-9-]+$/), rateSchema),
  })
  .strict();
export type CommunityRates = z.infer<typeof communityRatesSchema>;

let cached: CommunityRates | undefined;
/** The community's rates, read and checked once. */
export function communityRates(): CommunityRates {
  cached ??= communityRatesSchema.parse(JSON.parse(readFileSync(join(ASSETS_DIR, 'community', 'win-rates.json'), 'utf8')));
  return cached;
}
