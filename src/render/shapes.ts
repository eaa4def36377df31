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
export type PieceKind = 'girl' | 'killer' | 'minion' | 'ally' | 'hazard' | 'inert' | 'origin' | 'soldiers' | 'special' | 'huey' | 'piranhas' | 'attack' | 'donkey' | 'vehicle' | 'vehicle-token' | 'face-down' | 'blank' | 'token' | 'malice';

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
 * One footer line, its text starting with a label ("Decks: …", "Raptors: …") so that a phone
 * reader knows what it is about; `malice` lines start with the Malice octagon, a `track` ends in its boxes.
 */
export interface FooterLine {
  text: string;
  malice?: boolean;
  track?: FooterTrack;
}
