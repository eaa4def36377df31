import type { DecisionKind } from '../../engine/index.js';
import type { GameMode, GameRow } from '../../db/schema.js';

/**
 * Who makes a decision in a vote game: the team by vote, or the caller (the host unless
 * `/settings caller` names another player) at once, alone. The caller gets the follow-ups of a
 * decision the team already voted: paying for it, the rest of it, where things go. Either way a
 * person decides; the bot never does.
 */
export type Decider = 'vote' | 'caller';

/** The part of a decision the classification reads (the engine's public decision has it). */
export interface DecisionLike {
  kind: string;
  options: readonly { id: string }[];
  followUp?: true;
  /** A choice on a played card's failure row (the engine's decision has it, its public view not). */
  paysFailure?: true;
}

interface Rule {
  by: Decider;
  why: string;
  /**
   * A voted decision that comes straight from a voted option, with no die, draw or hidden thing
   * between them, joins that option: one vote on "Play Walk → Cave" instead of two (folds.ts).
   */
  folds?: true;
  /**
   * The team may vote a plan of several of these in a row; `last` is the option that ends the
   * phase (plan.ts). `then`: the decision the next phase opens with, which the same plan may go
   * on into (one vote for the turn: the cards to play, then what to buy).
   */
  plan?: { last: string; then?: DecisionKind };
  /**
   * A plan may say beforehand what the team picks when this decision opens after one of its
   * steps, if the team votes it then (planAnswers.ts): "Play Walk → Lower River" where the
   * Walk's roll comes between the card and its move, so the move cannot be folded. The team
   * still votes it, in the plan.
   */
  answered?: true;
  /**
   * No option of this decision ever opens a decision that folds into it, so its options are
   * offered as the engine words them without looking ahead at each (folds.ts: time saved).
   */
  foldsNothing?: true;
  /** A narrower case of the kind that goes the other way, with its own reason. */
  unless?: { when: (d: DecisionLike) => boolean; by: Decider; why: string };
}

/** The one place that says who makes each kind of engine decision in a vote game. */
export const DECIDED_BY: Readonly<Record<DecisionKind, Rule>> = {
  action: { by: 'vote', why: 'which card to play, item to use or whether to end the phase shapes the turn', plan: { last: 'end', then: 'planning' } },
  // A buy puts the card in hand and asks nothing more (core §3.2): nothing folds into it.
  planning: { by: 'vote', why: 'which Action cards to buy shapes the next turns', plan: { last: 'done' }, foldsNothing: true },
  'attack-target': { by: 'vote', why: 'whom to attack', folds: true },
  move: {
    by: 'vote',
    why: 'where to go (the first step of a move)',
    folds: true,
    answered: true,
    unless: { when: (d) => d.followUp === true, by: 'caller', why: 'the rest of a move whose first step the team voted' },
  },
  defend: { by: 'vote', why: 'take the damage or react with a card: what to risk' },
  'choose-row': {
    by: 'vote',
    why: 'which effect of a card to take',
    folds: true,
    unless: { when: (d) => d.paysFailure === true, by: 'caller', why: 'how a failed roll is paid (the failure row of a card the team voted to play): paying for it' },
  },
  'search-keep': { by: 'vote', why: 'which found item to keep' },
  'save-space': { by: 'vote', why: 'which save reward the saved Victim earns', folds: true },
  'save-reward': { by: 'vote', why: 'which save reward to take', folds: true },
  ambiguity: { by: 'vote', why: 'the rules leave it open: the team settles it' },
  track: { by: 'vote', why: 'which Path card to uncover' },
  archeologist: { by: 'vote', why: 'which item deck the Archeologist takes from' },
  'soldiers-move': { by: 'vote', why: 'where the Soldiers go', folds: true },
  unlock: { by: 'vote', why: 'which Upgrade to unlock' },
  lock: { by: 'vote', why: 'which Upgrade to lock' },
  'malice-setup': { by: 'vote', why: 'where a Malice token starts changes the board' },
  'remove-malice': { by: 'vote', why: 'which Malice token leaves the board' },
  'zombie-setup': { by: 'vote', why: 'where a Zombie starts changes the board' },
  'take-attack': { by: 'vote', why: 'who takes an attack, you or the Ally beside you: what to risk' },
  'take-item': { by: 'vote', why: 'which top Item card to take' },
  'vehicle-target': { by: 'vote', why: 'where the vehicle strikes: which Zombies, and whether Victims there die' },
  'raptor-spawn': { by: 'vote', why: 'where Raptors spawn changes the board' },
  roll: {
    by: 'caller',
    why: 'keeping the roll or paying for a partial success follows the voted card',
    // Only ever voted with a Close Call in hand: a plan may say "keep the roll" beforehand.
    answered: true,
    unless: { when: (d) => d.options.some((o) => o.id.startsWith('reroll:')), by: 'vote', why: 'a Close Call re-roll plays another card: what to risk' },
  },
  discard: { by: 'caller', why: 'which cards pay for a partial success or the hand limit: paying for what was voted' },
  'place-item': { by: 'caller', why: 'hand or backpack for an item just gained: bookkeeping' },
  'arrange-items': { by: 'caller', why: 'rearranging items between hands and backpack: bookkeeping' },
  'search-return': { by: 'caller', why: 'where a card not kept goes back: bookkeeping after the voted search' },
};

/** Whether a plan may carry the team's pick for a decision of `kind` that opens after its step (plan.ts). */
export function planAnswers(kind: string): boolean {
  return (DECIDED_BY as Record<string, Rule | undefined>)[kind]?.answered === true;
}

/** Who makes `d` in a vote game; an unknown kind (a newer engine) goes to the team. */
export function deciderOf(decision: DecisionLike): Decider {
  const rule = (DECIDED_BY as Record<string, Rule | undefined>)[decision.kind];
  if (!rule) return 'vote';
  return rule.unless?.when(decision) ? rule.unless.by : rule.by;
}

/** Whether options of `d` are offered as they are, with no look ahead for folds (`foldsNothing`). */
export function foldsNothing(decision: DecisionLike): boolean {
  return (DECIDED_BY as Record<string, Rule | undefined>)[decision.kind]?.foldsNothing === true;
}

/** Whether `d` joins the voted option it follows when nothing hidden lies between them. */
export function foldsIntoVote(decision: DecisionLike): boolean {
  return deciderOf(decision) === 'vote' && (DECIDED_BY as Record<string, Rule | undefined>)[decision.kind]?.folds === true;
}

/** The option that ends a plan of `kind` decisions, or null when the team cannot plan them. */
export function planEnd(kind: string): string | null {
  return (DECIDED_BY as Record<string, Rule | undefined>)[kind]?.plan?.last ?? null;
}

/** The decision kind a plan of `kind` decisions may go on into after its last step, or null. */
export function planThen(kind: string): string | null {
  return (DECIDED_BY as Record<string, Rule | undefined>)[kind]?.plan?.then ?? null;
}

/** Whether the prompt for `d` in a game of `mode` is the caller's alone (never in a solo game). */
export function isCallerDecision(mode: GameMode, decision: DecisionLike | null | undefined): boolean {
  return mode === 'vote' && !!decision && deciderOf(decision) === 'caller';
}

/** The caller of a game: the player `/settings caller` named, else the host. */
export function callerOf(row: Pick<GameRow, 'callerId' | 'hostId'>): string {
  return row.callerId ?? row.hostId;
}
