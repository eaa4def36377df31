import { z } from 'zod';

const int = z.number().int().min(0);
const id = z.string().min(1);

/** A Cybernetic Part token: `value` is its face-down Health, which nobody may see before it is flipped. */
const partSchema = z.object({ id: int, value: int }).strict();
export type Part = z.infer<typeof partSchema>;

/** The Hunter's slice of the game state. */
export const hunterStateSchema = z
  .object({
    /** Cybernetic Parts still on the Finale card, top first, and the Countdown tokens under them. */
    stack: z.array(partSchema),
    countdown: int,
    /** Parts lying face down on the board, and the ones in her backpack (still face down). */
    dropped: z.array(partSchema.extend({ space: id }).strict()),
    backpack: z.array(partSchema),
    /** Damage dealt to the Mark V in the phase `phaseKey` (`turn:phase`): lost when the phase changes. */
    phaseKey: z.string(),
    phaseDamage: int,
    /** The phase in which damage last raised Bloodlust (once per phase), and the phase the Bio Tissue last soaked damage. */
    learnedKey: z.string(),
    tissueKey: z.string(),
    /** Bloodlust at the end of the last turn: the panic rule asks whether it rose this turn. */
    bloodlustBefore: int,
    /** The Dark Power card slid under the Ally card (the Mark V shut down), or null. */
    allyPower: id.nullable(),
    /** Health the flipped parts gave the Ally (Bio Tissue heals up to it); Action cubes by row id, at their space (0 = leftmost). */
    allyBase: int,
    cubes: z.record(id, int),
    /** Minor Dark Powers in play (Terror cards that stay) and the Titanium Shield's points left. */
    minorPowers: z.array(id),
    shield: int,
    /** The Setup card the Mark X arrived on. */
    markXSetup: id.nullable(),
    /** Spaces the Hunter passed through during "Move or Be Eliminated", while it resolves. */
    sweep: z.array(id).nullable(),
    /** For the achievements. */
    partsTurn: int,
    partsThisTurn: int,
    mostPartsInATurn: int,
    repairs: int,
    repairTurn: int,
    allyPeakHealth: int,
    allyHurt: z.boolean(),
    allyStriking: z.boolean(),
    allyKillingBlow: z.boolean(),
    repairAndStrike: z.boolean(),
  })
  .strict();
export type HunterState = z.infer<typeof hunterStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    hunter?: HunterState;
  }
}

export function freshHunterState(stack: Part[], countdown: number, bloodlust: number): HunterState {
  return {
    stack, countdown, dropped: [], backpack: [], phaseKey: '', phaseDamage: 0, learnedKey: '', tissueKey: '',
    bloodlustBefore: bloodlust, allyPower: null, allyBase: 0, cubes: {}, minorPowers: [], shield: 0, markXSetup: null, sweep: null,
    partsTurn: 0, partsThisTurn: 0, mostPartsInATurn: 0, repairs: 0, repairTurn: 0, allyPeakHealth: 0,
    allyHurt: false, allyStriking: false, allyKillingBlow: false, repairAndStrike: false,
  };
}
