import { z } from 'zod';

/**
 * The effect vocabulary: every icon sequence on a card is a list of these steps, run left to
 * to right by the engine's step interpreter (src/engine/steps). A Killer's or Location's truly
 * special rules use `module` steps, which its module implements.
 */
export type Step =
  /** Gain (n > 0) or lose (n < 0) Time. */
  | { do: 'time'; n: number }
  /** Raise (n > 0) or lower (n < 0) the Horror level; edges turn into Bloodlust / Time. */
  | { do: 'horror'; n: number }
  /** The Final Girl recovers n Health, never above her printed health. */
  | { do: 'heal'; n: number }
  /** The Final Girl loses n Health; no Reaction can stop it. */
  | { do: 'loseHealth'; n: number }
  /** n damage to the Enemy this attack card targets. */
  | { do: 'damage'; n: number }
  /** n damage to an Enemy in her space, outside any attack card (a save reward's damage icon). */
  | { do: 'strike'; n: number }
  /** She takes the top Item card of the Search space deck of her choice (Tali). */
  | { do: 'takeTopItem' }
  /** The Final Girl may move up to n spaces. */
  | { do: 'move'; n: number }
  /** The Action phase ends once this card has resolved. */
  | { do: 'endPhase' }
  /** n extra dice on the Final Girl's next Horror Roll. */
  | { do: 'bonusDice'; n: number }
  /**
   * Take a copy of this Action card from the Tableau into the hand (nothing when its pile is
   * empty); above the hand limit she discards down to 10.
   */
  | { do: 'takeCard'; card: string }
  /** Draw n Item cards from this space's deck and keep one. */
  | { do: 'search'; draw: number }
  /** 3s and 4s count as successes: for the rest of this Action phase, or on the next roll. */
  | { do: 'improvise'; scope: 'phase' | 'nextRoll' }
  /** Reaction row: ignore all damage of the attack. */
  | { do: 'ignoreDamage' }
  /** Reaction row: reduce the attack's damage by n, never below `floor`. */
  | { do: 'reduceDamage'; n: number; floor?: number }
  /** Reaction row: deal n damage back to the attacker. */
  | { do: 'retaliate'; n: number }
  /** Close Call: re-roll one die, or all dice for 2 Time. */
  | { do: 'reroll' }
  /** Bloodlust rises by n. */
  | { do: 'bloodlust'; n: number }
  /** Draw and resolve an Event card. */
  | { do: 'drawEvent' }
  /** Discard this card and draw (and resolve) the next Terror card. */
  | { do: 'discardAndDrawTerror' }
  /**
   * "Discard the next Terror card": the top card of the Terror deck goes to the discard pile
   * unresolved (core §7.1: a card discarded from the top of a deck resolves nothing); with the
   * deck empty nothing happens. A printed final Bloodlust effect (Hans, Berith, the Volk'ar).
   */
  | { do: 'discardTerror' }
  /** The Killer recovers n Health, never above its starting Health (core §5.5). */
  | { do: 'killerHeal'; n: number }
  /** Discard a random Action card from the Final Girl's hand (an Ambush Penalty). */
  | { do: 'discardRandomAction' }
  /**
   * A Killer Action: choose a target, move `move` boot icons (or exactly `spaces`), then attack
   * `attack` times. `by`: who performs it; absent means the Killers in the Finale slot and every
   * Enemy elsewhere (core §6.8: Minions first, then the Killer).
   */
  | { do: 'killerAction'; target: KillerTarget; move: number; spaces?: number; attack: number; by?: Actors }
  /** Bring n units of a type into play at a place, as far as its supply allows (core §6.8). */
  | { do: 'spawn'; unit: string; n: number; at: Place }
  /** Place n Victims from the pool at a place. */
  | { do: 'placeVictims'; n: number; at: Place }
  /** Kill n Victims (or all) at a place. */
  | { do: 'killVictims'; n: number | 'all'; at: Place }
  /** Put the Killer meeple in a space (a Killer that is hidden ignores it). */
  | { do: 'placeKiller'; at: Place }
  /** Victims at a place panic now (roll, follow the panic numbers). */
  | { do: 'panic'; at: Place }
  /** "OR": the player picks one of the listed step lists; `short`: the button's wording when the label is longer than a button holds (40 characters). */
  | { do: 'choose'; options: { label: string; short?: string; steps: Step[] }[] }
  /** Branch on a named condition (core or module). */
  | { do: 'if'; cond: string; then: Step[]; else?: Step[] }
  /** A rule only a Killer or Location module knows; `name` is `module.rule`. */
  | { do: 'module'; name: string; args?: Record<string, string | number | boolean> };

/**
 * Who a Killer Action targets: the closest Victim, the Final Girl, or whichever is closest;
 * 'anyone' also counts every unit but hazards (the T-Rex); or the closest unit of a type
 * (`{type:'pack'}`: Raptors heading for the Pack to join it).
 */
export type KillerTarget = 'victim' | 'girl' | 'either' | 'anyone' | { type: string };

/** Who acts: every Enemy, the Killers, the Minions, or the units of one type. */
export type Actors = 'enemies' | 'killers' | 'minions' | { type: string };

/** Where a step happens on the board. */
export type Place =
  | 'killer'
  | 'girl'
  | 'killerStart'
  | 'girlStart'
  | 'adjacentToKiller'
  | { space: string };

const place: z.ZodType<Place> = z.union([
  z.enum(['killer', 'girl', 'killerStart', 'girlStart', 'adjacentToKiller']),
  z.object({ space: z.string().min(1) }).strict(),
]);

const n = z.number().int();

const stepSchema: z.ZodType<Step> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z.object({ do: z.literal('time'), n }).strict(),
    z.object({ do: z.literal('horror'), n }).strict(),
    z.object({ do: z.literal('heal'), n: n.positive() }).strict(),
    z.object({ do: z.literal('loseHealth'), n: n.positive() }).strict(),
    z.object({ do: z.literal('damage'), n: n.positive() }).strict(),
    z.object({ do: z.literal('strike'), n: n.positive() }).strict(),
    z.object({ do: z.literal('takeTopItem') }).strict(),
    z.object({ do: z.literal('move'), n: n.positive() }).strict(),
    z.object({ do: z.literal('endPhase') }).strict(),
    z.object({ do: z.literal('bonusDice'), n: n.positive() }).strict(),
    z.object({ do: z.literal('takeCard'), card: z.string().min(1) }).strict(),
    z.object({ do: z.literal('search'), draw: n.min(1).max(3) }).strict(),
    z.object({ do: z.literal('improvise'), scope: z.enum(['phase', 'nextRoll']) }).strict(),
    z.object({ do: z.literal('ignoreDamage') }).strict(),
    z.object({ do: z.literal('reduceDamage'), n: n.positive(), floor: n.min(0).optional() }).strict(),
    z.object({ do: z.literal('retaliate'), n: n.positive() }).strict(),
    z.object({ do: z.literal('reroll') }).strict(),
    z.object({ do: z.literal('bloodlust'), n: n.positive() }).strict(),
    z.object({ do: z.literal('drawEvent') }).strict(),
    z.object({ do: z.literal('discardAndDrawTerror') }).strict(),
    z.object({ do: z.literal('discardTerror') }).strict(),
    z.object({ do: z.literal('killerHeal'), n: n.positive() }).strict(),
    z.object({ do: z.literal('discardRandomAction') }).strict(),
    z
      .object({
        do: z.literal('killerAction'),
        target: z.union([z.enum(['victim', 'girl', 'either', 'anyone']), z.object({ type: z.string().min(1) }).strict()]),
        move: n.min(0),
        spaces: n.positive().optional(),
        attack: n.min(0),
        by: z.union([z.enum(['enemies', 'killers', 'minions']), z.object({ type: z.string().min(1) }).strict()]).optional(),
      })
      .strict(),
    z.object({ do: z.literal('spawn'), unit: z.string().min(1), n: n.positive(), at: place }).strict(),
    z.object({ do: z.literal('placeVictims'), n: n.positive(), at: place }).strict(),
    z.object({ do: z.literal('killVictims'), n: z.union([n.positive(), z.literal('all')]), at: place }).strict(),
    z.object({ do: z.literal('panic'), at: place }).strict(),
    z.object({ do: z.literal('placeKiller'), at: place }).strict(),
    z
      .object({
        do: z.literal('choose'),
        options: z.array(z.object({ label: z.string().min(1), short: z.string().min(1).optional(), steps: z.array(stepSchema) }).strict()).min(2),
      })
      .strict(),
    z
      .object({
        do: z.literal('if'),
        cond: z.string().min(1),
        then: z.array(stepSchema),
        else: z.array(stepSchema).optional(),
      })
      .strict(),
    z
      .object({
        do: z.literal('module'),
        name: z.string().regex(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/, 'module step names look like "volkar.reveal"'),
        args: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
      })
      .strict(),
  ]),
);

export const stepsSchema = z.array(stepSchema);
