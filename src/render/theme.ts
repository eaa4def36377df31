/**
 * Sizes, colours and the vertical layout of the picture. Portrait for phones: Discord shows it
 * about 390 px wide, so at 1000 px the smallest text is 22 px (about 9 px on the phone).
 */
export const WIDTH = 1000;
export const HEIGHT = 1560;
/** Outer margin of every section. */
export const MARGIN = 20;

/** Text sizes in px: nothing smaller than `small` is ever drawn. */
export const SIZE = {
  small: 22,
  body: 24,
  title: 26,
  header: 32,
} as const;

/** Top and height of each section, top to bottom. */
export const LAYOUT = {
  header: { y: 0, h: 80 },
  board: { y: 80, h: 610 },
  fighters: { y: 696, h: 210 },
  path: { y: 912, h: 214 },
  upgrades: { y: 1132, h: 120 },
  hand: { y: 1258, h: 134 },
  footer: { y: 1398, h: 162 },
} as const;

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
  cardBackLine: '#5a4675',
  die: '#f6f3ea',
  success: '#4caf6a',
  win: '#4caf6a',
  lose: '#d94f3d',
} as const;
