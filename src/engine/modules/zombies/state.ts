import { z } from 'zod';

/** The Zombies' slice of the game state: what the Hordes and the achievements need to remember. */
export const zombiesStateSchema = z
  .object({
    /** Hordes formed so far this game (the first reveals the Dark Power). */
    hordesFormed: z.number().int().min(0),
    /** Hordes formed in the turn `formedTurn`, and the most formed in any one turn. */
    formedTurn: z.number().int().min(0),
    formedThisTurn: z.number().int().min(0),
    mostFormedInATurn: z.number().int().min(0),
    /** Zombies killed in the turn `killsTurn`, and the most killed in any one turn. */
    killsTurn: z.number().int().min(0),
    killsThisTurn: z.number().int().min(0),
    mostKillsInATurn: z.number().int().min(0),
    /** The most Health each Horde on the board has had (by unit id), and the largest Horde destroyed. */
    peaks: z.record(z.string(), z.number().int().min(0)),
    biggestHordeKilled: z.number().int().min(0),
  })
  .strict();
export type ZombiesState = z.infer<typeof zombiesStateSchema>;

declare module '../../state.js' {
  interface ModuleStates {
    zombies?: ZombiesState;
  }
}

export function freshZombiesState(): ZombiesState {
  return {
    hordesFormed: 0, formedTurn: 0, formedThisTurn: 0, mostFormedInATurn: 0,
    killsTurn: 0, killsThisTurn: 0, mostKillsInATurn: 0, peaks: {}, biggestHordeKilled: 0,
  };
}
