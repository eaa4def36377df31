/**
 * The shapes render's drawing files hand one another. They live apart from the files that draw
 * them so that a file needing only a shape does not import its drawing code (that closed circles).
 */

/** A rectangle on the picture, in canvas pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A line as drawn between two spaces: from one's border to the other's. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** What a chip on the board stands for; each kind has its own shape and letters, not only a colour. */
export const PIECE_KINDS = ['girl', 'killer', 'minion', 'ally', 'hazard', 'inert', 'origin', 'soldiers', 'special', 'huey', 'piranhas', 'attack', 'donkey', 'vehicle', 'vehicle-token', 'face-down', 'blank', 'token', 'malice'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** One chip drawn in a space. */
export interface Piece {
  kind: PieceKind;
  /** The letters on the chip ("FG", "K", "S2"...). */
  label: string;
  space: string;
}

/** One legend entry: a chip (or a space tag) and what it means. */
export interface LegendEntry {
  kind: PieceKind | 'exit' | 'search' | 'river' | 'cut' | 'fence-off' | 'closed' | 'cube' | 'locked' | 'blessed' | 'cursed';
  label: string;
  meaning: string;
}

/** A track drawn as boxes, the first `filled` of `total` solid. */
export interface FooterTrack {
  filled: number;
  total: number;
}

/**
 * One footer line, its text starting with a label ("Decks: …", "Pack: …") so that a phone reader
 * knows what it is about; a line with a `chip` starts with that chip, a `track` ends in its boxes.
 */
export interface FooterLine {
  text: string;
  chip?: { kind: PieceKind; label: string };
  track?: FooterTrack;
}

/** What the game calls its (normal) Victims: the word and the letter on their board chips. */
export interface VictimNames {
  /** Chip letter: "V3" is 3 Victims; "S" when their name starts with one. */
  letter: 'S' | 'V';
  one: string;
  many: string;
}

/** A line of a board's fence (space ids at its ends), its section's letter, and whether that section is powered now. */
export interface FenceLine {
  section: string;
  a: string;
  b: string;
  powered: boolean;
}

/** How a kind of board token is drawn (its chip) and named in words. */
export interface TokenLook {
  kind: PieceKind;
  label: string;
  word: string;
}

/**
 * A row a module puts in the Killer's panel where a Killer board's Health would be: its label,
 * pips (the first `filled` of `n` solid) and a text after them.
 */
export interface PanelRow {
  label: string;
  pips?: { n: number; filled: number };
  text: string;
}
