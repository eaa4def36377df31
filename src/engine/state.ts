import type { Step } from '../content/steps.js';

/** Bumped whenever GameState changes shape; stored games with another version are refused. */
export const SCHEMA_VERSION = 1;

export const PHASES = ['setup', 'action', 'planning', 'killer', 'panic', 'upkeep', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** Phase names as players read them. */
export const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  setup: 'Setup',
  action: 'Action phase',
  planning: 'Planning phase',
  killer: 'Killer phase',
  panic: 'Panic phase',
  upkeep: 'Upkeep',
  over: 'Game over',
};

/** How ties and unclear cases the rules leave open are settled (Core Box "Game Ambiguity"). */
export const AMBIGUITY_RULES = ['infinite-evil', 'players-decide'] as const;
export type AmbiguityRule = (typeof AMBIGUITY_RULES)[number];

/** What the players chose at /newgame. */
export interface GameSetup {
  killer: string;
  location: string;
  girl: string;
  /** Extreme Horror side of the Player board. */
  extreme: boolean;
  epicDarkPower: boolean;
  epicFinale: boolean;
  ambiguity: AmbiguityRule;
  /** Berith's Divine Blessings sheet side: Heavenly (normal) or Hellish (hard). */
  blessingsSide: 'heavenly' | 'hellish';
  /** Divine Blessing tokens stay hidden even from the Final Girl's players until the final reveal. */
  strictSecrets: boolean;
}

/** A Final Health token: black ones hide 0 (blank) to 3 health; white ones replace them after a comeback. */
export interface FinalHealthToken {
  colour: 'black' | 'white';
  /** Hidden until revealed: health it restores (0 = blank). */
  value: number;
  revealed: boolean;
}

/** An item the Final Girl carries. */
export interface HeldItem {
  id: string;
  inHands: boolean;
  /** Uses left for limited items. */
  uses?: number;
}

export interface Victim {
  id: number;
  space: string;
  /** 'normal' or the special Victim's kind (e.g. 'archeologist'). */
  kind: string;
}

/** A token on the board (Huey, Piranhas!, Attack token...). */
export interface BoardToken {
  kind: string;
  space: string;
}

/** One die of a Horror Roll. */
export interface RolledDie {
  face: number;
  /** A special die that replaced a normal one. */
  kind?: 'blessed' | 'cursed';
  /** A 3 or 4 turned into a success by discarding two cards. */
  converted: boolean;
}

/** An item card in a Search space's deck. */
export interface DeckItem {
  id: string;
  faceUp: boolean;
}

/** A unit of pending engine work: the agenda is a stack of these, resumed after each decision. */
export type Task = { t: string; answer?: string } & Record<string, unknown>;

export interface ChoiceOption {
  /** Stable id players send back (`play:walk`, `go:cave:1`). */
  id: string;
  /** Short text for a button. */
  label: string;
  /** Heading the option is listed under. */
  group: string;
}

/** A decision the Final Girl (or the table, for ambiguities) must make. */
export interface Decision {
  /** Increases with every decision; the bot uses it to spot stale buttons. */
  seq: number;
  kind: string;
  prompt: string;
  options: ChoiceOption[];
}

/** The attack an Action card is making right now. */
export interface AttackInProgress {
  /** 'killer', or 'guess:<space>' for an attack on a space where the Concealed Volk'ar may be. */
  target: string;
  weapons: string[];
  dealt: number;
}

/** An Enemy attack on the Final Girl being defended against. */
export interface IncomingAttack {
  damage: number;
  ignored: boolean;
  /** Damage reactions deal back to the attacker. */
  retaliate: number;
}

/** The Volk'ar's module state. */
export interface VolkarState {
  concealed: boolean;
  /** Movement card ids in her Path, in order. */
  path: { id: string; faceUp: boolean }[];
  /** Index in `path` of the Origin card (cards before it were drawn while she was Visible). */
  originIndex: number;
  /** Space under the second Origin marker while she is Concealed. */
  originSpace: string | null;
  deck: string[];
  discard: string[];
  /** Path positions the Final Girl uncovered with Track (secret knowledge). */
  tracked: number[];
  /** A 6th card was added: resolve once the current card or Killer Action is done. */
  resolveAfterCard: boolean;
  /** The Attack token and the damage on the Attack Resolution card. */
  attack: { space: string; damage: number } | null;
  /** The final card of the Path being resolved took the Final Girl's last Health with its attack. */
  finalBlow?: boolean;
}

/** Pesadilla Verde's module state. */
export interface PesadillaVerdeState {
  /** Upgrade token id -> unlocked. */
  upgrades: Record<string, boolean>;
  /** Action Upgrade token id -> cube position (0 = leftmost space), absent = free. */
  cubes: Record<string, number>;
  hueyRemoved: boolean;
}

/** Berith's module state. */
export interface BerithState {
  /** Black Final Health tokens on the Divine Blessings sheet, top space first; values hidden. */
  sheet: number[];
}

/** L'Armes Abbey's module state. */
export interface LarmesAbbeyState {
  /** Spaces holding a Malice token (at most one each). */
  malice: string[];
  /** Malice tokens placed this turn (Black Mass). */
  placedThisTurn: number;
  donkey: string;
  donkeyRiddenTurn: number;
}

export interface GameState {
  schemaVersion: number;
  setup: GameSetup;
  /** PRNG state (see rng.ts). */
  rng: number;
  /** Scenario tests only: dice faces used before the PRNG. Always empty in real games. */
  riggedDice: number[];
  turn: number;
  phase: Phase;
  result: 'won' | 'lost' | null;
  endReason: string | null;
  decisionSeq: number;
  /** Counts events ever produced, to number them. */
  eventSeq: number;
  /** Counts step frames so a card can discard the rest of itself. */
  frameSeq: number;

  girl: {
    space: string;
    startSpace: string;
    health: number;
    maxHealth: number;
    final: FinalHealthToken | null;
    /** Horror track position: 0 = green end, 1–6, 7 = red end. */
    horror: number;
    time: number;
    hand: string[];
    items: HeldItem[];
    /** Victims saved in total. */
    saved: number;
    /** How many "Victim saved" spaces on her card are filled. */
    savedSlots: number;
    /** Which of them (indices into her save rewards), in the order filled. */
    filledSlots: number[];
    ultimateUnlocked: boolean;
    ultimateUsedTurn: number;
    bonusDice: number;
    /** Blessed / Cursed die icons that apply to the next Horror Roll. */
    diceIcons: { blessed: number; cursed: number };
    improvise: 'none' | 'phase' | 'nextRoll';
    skipNextActionPhase: boolean;
    actionPhaseEnding: boolean;
  };
  killer: {
    /** null while off the board (the Concealed Volk'ar). */
    space: string | null;
    startSpace: string;
    health: number;
    maxHealth: number;
    final: FinalHealthToken | null;
    bloodlust: number;
    finale: string;
    finaleRevealed: boolean;
    finaleRevealTurn: number;
    darkPower: string;
    darkPowerRevealed: boolean;
  };
  victims: Victim[];
  nextVictimId: number;
  /** Victim meeples left in the box. */
  victimPool: number;
  deadVictims: number;
  killedThisTurn: number;
  /** Action Tableau: card id -> copies available to buy. */
  tableau: Record<string, number>;
  /** Action cards played or discarded since the last Planning phase. */
  discard: string[];
  terrorDeck: string[];
  terrorDiscard: string[];
  eventDeck: string[];
  eventDiscard: string[];
  /** Events still in play (ongoing ones). */
  activeEvents: string[];
  /** Search space id -> its Item deck, top first. */
  itemDecks: Record<string, DeckItem[]>;
  itemDiscard: string[];
  /** Black Final Health tokens left in the supply (values hidden). */
  finalTokenPool: number[];
  setupCard: string;
  tokens: BoardToken[];
  lastRoll: RolledDie[] | null;
  attack: AttackInProgress | null;
  incoming: IncomingAttack | null;
  /** Final Health reveals held back until the Volk'ar's Path has resolved. */
  deferReveals: boolean;
  deferredReveals: ('girl' | 'killer')[];
  volkar?: VolkarState;
  pesadillaVerde?: PesadillaVerdeState;
  berith?: BerithState;
  larmesAbbey?: LarmesAbbeyState;
  agenda: Task[];
  pending: Decision | null;
}

/** Context a list of steps runs in. */
export interface StepContext {
  /** Display name of the card or rule the steps come from. */
  source: string;
  /** Steps frame id: `discardAndDrawTerror` drops the rest of its own frame. */
  frame: number;
  /** What kind of thing is resolving. */
  from: 'action' | 'reaction' | 'terror' | 'event' | 'finale' | 'darkPower' | 'bloodlust' | 'reward' | 'item' | 'ambush' | 'movement';
}

export type { Step };
