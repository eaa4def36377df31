/**
 * Sizes, colours and the vertical layout of the picture. Portrait for phones: Discord shows it
 * about 300–350 px wide, so at 1000 px the smallest text is 28 px (about 9–10 px on the phone).
 */
export const WIDTH = 1000;
/** Outer margin of every section. */
export const MARGIN = 20;

/** Text sizes in px: nothing smaller than `small` is ever drawn. */
export const SIZE = {
  small: 28,
  body: 30,
  title: 34,
  header: 40,
} as const;

/** The board's height, the same on the sheet and on the turn picture. */
const BOARD_H = 664;

/** Height of each section of the sheet, top to bottom, and the gap between sections. */
const SECTIONS = [
  ['header', 92],
  ['board', BOARD_H],
  ['fighters', 300],
  ['path', 280],
  ['blessings', 252],
  ['upgrades', 160],
  ['hand', 144],
  ['footer', 264], // FOOTER_H
] as const;
const SECTION_GAP = 6;

/** Where a section goes: its top and height. */
export interface Section {
  y: number;
  h: number;
}

/** A section's box across the whole picture. */
export function fullWidth(section: Section): { x: number; y: number; w: number; h: number } {
  return { x: 0, y: section.y, w: WIDTH, h: section.h };
}

/** Sections stacked top to bottom in the order given, SECTION_GAP apart, and the total height. */
function stack<K extends string>(sections: readonly (readonly [K, number])[]): { placed: Record<K, Section>; height: number } {
  const placed = {} as Record<K, Section>;
  let y = 0;
  for (const [name, h] of sections) {
    placed[name] = { y, h };
    y += h + SECTION_GAP;
  }
  return { placed, height: y - SECTION_GAP };
}

export type SectionName = (typeof SECTIONS)[number][0];
export type Layout = Record<SectionName, Section | null> & { height: number };

/** The sections a module draws (modules/*.ts), each in the layout only while its module is in play. */
export type ModuleSectionName = 'path' | 'blessings' | 'upgrades';
export type LayoutModules = Partial<Record<ModuleSectionName, boolean>>;

/** The footer's usual height; a footer with more lines or legend rows grows past it. */
const FOOTER_H = 264;

/**
 * Top and height of each section; a module's section only when its module is in play, so other
 * games get a shorter picture. `footerH` (at least FOOTER_H) is the footer's height.
 */
export function layoutFor(modules: LayoutModules, footerH: number = FOOTER_H): Layout {
  const skipped = (name: SectionName) => (name === 'path' || name === 'blessings' || name === 'upgrades') && modules[name] !== true;
  const { placed, height } = stack(SECTIONS.filter(([name]) => !skipped(name)).map(([name, h]) => [name, name === 'footer' ? Math.max(h, footerH) : h] as const));
  const out = { height } as Layout;
  for (const [name] of SECTIONS) out[name] = skipped(name) ? null : placed[name];
  return out;
}

/** Height of the turn picture's row with the turn, the phase, the hand size and the last roll. */
const TURN_ROW_H = 52;

/**
 * The turn picture's sections: the board as on the sheet, the turn row, the fighters' panels
 * (`fightersH` tall) and the footer (`footerH`, as tall as its content).
 */
export function turnLayout(fightersH: number, footerH: number): Record<'board' | 'turn' | 'fighters' | 'footer', Section> & { height: number } {
  const { placed, height } = stack([['board', BOARD_H], ['turn', TURN_ROW_H], ['fighters', fightersH], ['footer', footerH]] as const);
  return { ...placed, height };
}

/** Height of a sheet with the `path` and `upgrades` sections and the usual footer (the sample game's). */
export const HEIGHT = layoutFor({ path: true, upgrades: true }).height;

export const COLOR = {
  background: '#141c18',
  panel: '#1d2a23',
  panelLine: '#34473c',
  text: '#f2eee2',
  dim: '#b3c2b8',
  dark: '#161616',
  boardBg: '#20352a',
  edge: '#9db3a5',
  river: '#5fb4e6',
  space: '#ece6d2',
  spaceRiver: '#c6e4f3',
  spaceLine: '#52463a',
  riverWave: '#7fbddc',
  exit: '#d94f3d',
  search: '#e0b43c',
  girl: '#ffd23f',
  killer: '#c0392b',
  /** Minions: salmon stacks; Allies light blue shields; hazards lime triangles; inert units grey. */
  minion: '#ee9a80',
  ally: '#8cc4f2',
  hazard: '#b5d94a',
  inert: '#9a9f9b',
  /** Cut lines (Electric Fences) and closed spaces (Lava). */
  cut: '#ff5a3c',
  closedSpace: '#a9a396',
  origin: '#a57fe0',
  soldier: '#4caf6a',
  special: '#f08c2e',
  huey: '#9aa5ad',
  piranhas: '#2bb5a8',
  attack: '#ff6b6b',
  health: '#e0524a',
  horror: '#9b6ad6',
  time: '#5fb4e6',
  bloodlust: '#c0392b',
  locked: '#4a5750',
  unlocked: '#d9c77a',
  cardFace: '#ece6d2',
  cardBack: '#3b2d4f',
  ambush: '#a12a1c',
  cardBackLine: '#5a4675',
  die: '#f6f3ea',
  /** The Blessed die: gold, lettered B. */
  blessedDie: '#e6b93a',
  /** The Cursed die: dark red, lettered C, light pips. */
  cursedDie: '#7d1d1d',
  /** Dark purple octagons lettered M. */
  malice: '#4a1f66',
  maliceLine: '#d9c2f0',
  donkey: '#9b6b43',
  /** The vehicle (on wheels), and the back of a face-down token. */
  vehicle: '#e08a2e',
  vehicleBack: '#3d4a55',
  /** Divine Blessings sheet sides. */
  heavenly: '#f1dc8c',
  hellish: '#8e2a22',
  /** A black Final Health token, face down. */
  blackToken: '#0b0b0b',
  success: '#4caf6a',
  win: '#4caf6a',
  lose: '#d94f3d',
} as const;
