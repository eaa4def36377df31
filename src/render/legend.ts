import type { Painter } from './paint.js';
import { drawDie, dieWidth } from './dice.js';
import type { PublicView } from '../engine/index.js';
import { drawCut, drawShade } from './board.js';
import { drawUnpoweredFence, unpoweredFences } from './fences.js';
import { chipWidth, drawChip } from './chips.js';
import { UNIT_KIND } from './pieces.js';
import { COLOR, SIZE } from './theme.js';
import { closedSpaces, cutLines, hasKillerBoard, panelMark, unitGroups, unitLabels } from './units.js';
import { lastRollOf, victimNames, VICTIMS, type VictimNames } from './modules.js';
import { moduleParts } from './modules/index.js';
import type { Box, PieceKind, Piece, LegendEntry } from './shapes.js';

/** What the legend has to explain: the modules in play and what the board and roll show. */
export interface LegendOptions {
  /** What the Victims are called (victimNames); Victims, "V", by default. */
  victims?: VictimNames;
  /** The board has one-way (River) connections. */
  river?: boolean;
  /** The last roll has a Blessed or Cursed die. */
  specialDice?: boolean;
  /** A module in play brings Blessed and Cursed dice: the sheet keys them before any is rolled. */
  moduleDice?: boolean;
  /** The Killer's chip letters (panelMark), "K" by default. */
  killerMark?: string;
  /** The Killer pack has a figure of its own (hasKillerBoard); without one its units' entries name the Killers. */
  killer?: boolean;
  /** Entries for the units beyond the Core Box Killer (see unitLegendEntries), with what the modules add to them. */
  units?: readonly LegendEntry[];
  /** The entries the modules in play add, by their place in the legend (LegendPart). */
  modules?: ModuleEntries;
  /** The board has a cut line (Electric Fence). */
  cut?: boolean;
  /** The board has an Electric Fence line whose section is switched off. */
  fenceOff?: boolean;
  /** The board has a closed space (Lava). */
  closed?: boolean;
}

type ModuleEntries = Partial<Record<'figures' | 'victims' | 'tokens' | 'counters' | 'sheet', readonly LegendEntry[]>>;

/**
 * One entry per group of units beyond the Core Box Killer: a Horde "H1 Horde", Minions
 * "M2 Minion ×2", an Ally "A Mark X (Ally)", a hazard "T T-Rex", an inert unit "V Mark V (inert)".
 */
function unitLegendEntries(view: PublicView): LegendEntry[] {
  const labels = unitLabels(view);
  return unitGroups(view).map((g) => {
    const first = g.units[0];
    const label = first ? (labels.get(first.id) ?? first.mark) : '';
    switch (g.role) {
      case 'minion': return { kind: 'minion', label: `${first?.mark ?? ''}2`, meaning: `${g.name} ×2` };
      case 'ally': return { kind: UNIT_KIND.ally, label, meaning: `${g.name} (Ally)` };
      case 'inert': return { kind: UNIT_KIND.inert, label, meaning: `${g.name} (inert)` };
      default: return { kind: UNIT_KIND[g.role], label, meaning: g.name };
    }
  });
}

/** The entries for the modules in play: everything a chip or tag on the board can be. */
export function legendEntries(opts: LegendOptions): LegendEntry[] {
  const v = opts.victims ?? VICTIMS;
  const m = opts.modules ?? {};
  const entries: LegendEntry[] = [
    { kind: 'girl', label: 'FG', meaning: 'Final Girl' },
    ...(opts.killer === false ? [] : [{ kind: 'killer', label: opts.killerMark ?? 'K', meaning: 'Killer' } as const]),
    ...(opts.units ?? []),
    ...(m.figures ?? []),
    { kind: 'soldiers', label: `${v.letter}2`, meaning: `2 ${v.many}` },
    ...(m.victims ?? []),
    ...(m.tokens ?? []),
    ...(m.counters ?? []),
  ];
  // The EXIT tag needs no entry: it spells out what it is.
  entries.push({ kind: 'search', label: 'SEARCH 4', meaning: '4 Items' });
  if (opts.river ?? true) entries.push({ kind: 'river', label: '', meaning: 'River, one way' });
  if (opts.cut) entries.push({ kind: 'cut', label: '', meaning: 'No crossing' });
  if (opts.fenceOff) entries.push({ kind: 'fence-off', label: '', meaning: 'Fence off, open' });
  if (opts.closed) entries.push({ kind: 'closed', label: '', meaning: 'Closed, no entry' });
  if (opts.moduleDice || opts.specialDice) entries.push({ kind: 'blessed', label: 'B', meaning: 'Blessed die' }, { kind: 'cursed', label: 'C', meaning: 'Cursed die' });
  entries.push(...(m.sheet ?? []));
  entries.push({ kind: 'locked', label: '', meaning: 'Locked' });
  return entries;
}

/** What the legend has to explain for this view: its modules, its board, its last roll. */
function optionsOf(view: PublicView): LegendOptions {
  const parts = moduleParts(view);
  const units = unitLegendEntries(view);
  for (const part of parts) units.push(...(part.legend?.units?.(units) ?? []));
  const place = (name: keyof ModuleEntries) => parts.flatMap((part) => part.legend?.[name]?.() ?? []);
  return {
    victims: victimNames(view),
    river: view.board.edges.some((e) => e.oneWay),
    specialDice: lastRollOf(view).some((d) => d.kind !== null),
    moduleDice: parts.some((part) => part.specialDice === true),
    killerMark: panelMark(view),
    killer: hasKillerBoard(view),
    units,
    modules: { figures: place('figures'), victims: place('victims'), tokens: place('tokens'), counters: place('counters'), sheet: place('sheet') },
    cut: cutLines(view).length > 0,
    fenceOff: unpoweredFences(view).length > 0,
    closed: closedSpaces(view).length > 0,
  };
}

/** The sheet's legend: everything the modules in play may put on the board or the sheet. */
export function sheetLegend(view: PublicView): LegendEntry[] {
  return legendEntries(optionsOf(view));
}

/** Victims and tokens: keyed on the turn picture only while one of them is on the board. */
const BOARD_TOKENS: ReadonlySet<LegendEntry['kind']> = new Set<PieceKind>(['origin', 'soldiers', 'special', 'huey', 'piranhas', 'attack', 'malice', 'donkey', 'vehicle', 'vehicle-token', 'face-down', 'blank']);

/** A chip's kind and letters without their count: "S2" and "S1" are keyed by one entry. */
const chipKey = (kind: string, label: string) => `${kind}:${label.replace(/\d+$/, '')}`;

/**
 * The turn picture's legend: the units in play, the Victims and tokens now on the board (its
 * `pieces`), the board's marks, the Blessed and Cursed dice only when the last roll shows one;
 * nothing for what only the sheet draws (the Upgrades' cubes, the padlock on what is Locked).
 */
export function boardLegend(view: PublicView, pieces: readonly Piece[]): LegendEntry[] {
  const opts = optionsOf(view);
  const onBoard = new Set(pieces.map((pc) => chipKey(pc.kind, pc.label)));
  return legendEntries(opts).filter((e) => {
    if (BOARD_TOKENS.has(e.kind)) return onBoard.has(chipKey(e.kind, e.label));
    if (e.kind === 'blessed' || e.kind === 'cursed') return opts.specialDice === true;
    return e.kind !== 'cube' && e.kind !== 'locked';
  });
}

const ROW_H = 46;
const LEGEND_DIE = 36;
/** Height of the chips and tags in the legend. */
const KEY_H = 38;
/** Between a key and its meaning, and between entries. */
const KEY_GAP = 7;
const ENTRY_GAP = 16;

/** Width of an entry's key (the chip, tag or shape before its meaning). */
function keyWidth(p: Painter, e: LegendEntry): number {
  switch (e.kind) {
    case 'river':
    case 'cut':
    case 'fence-off':
    case 'cube':
      return 44;
    case 'closed':
      return KEY_H;
    case 'locked':
      return 26;
    case 'exit':
    case 'search':
      return p.measure(e.label, SIZE.small, 700) + 14;
    case 'blessed':
    case 'cursed':
      return dieWidth(LEGEND_DIE, { face: 1, converted: false, kind: e.kind });
    default:
      return chipWidth(p, e.label, KEY_H, e.kind);
  }
}

/**
 * Where each entry goes: its row and left edge within `width`. Each entry takes the first row
 * with room left (so short entries fill the ends of earlier rows), keeping the order within a row.
 */
function flowEntries(p: Painter, entries: readonly LegendEntry[], width: number): { entry: LegendEntry; row: number; x: number; keyW: number }[] {
  const used: number[] = [];
  return entries.map((entry) => {
    const keyW = keyWidth(p, entry);
    const w = keyW + KEY_GAP + p.measure(entry.meaning, SIZE.small) + ENTRY_GAP;
    let row = used.findIndex((u) => u + w - ENTRY_GAP <= width);
    if (row < 0) row = used.push(0) - 1;
    const at = { entry, row, x: used[row] as number, keyW };
    used[row] = (used[row] as number) + w;
    return at;
  });
}

/** Height the legend needs for these entries in `width`. */
export function legendHeight(painter: Painter, entries: readonly LegendEntry[], width: number): number {
  const flow = flowEntries(painter, entries, width);
  return flow.length ? (Math.max(...flow.map((f) => f.row)) + 1) * ROW_H : 0;
}

/** Draws the legend entries flowing left to right in rows inside the box. */
export function drawLegend(painter: Painter, entries: readonly LegendEntry[], box: Box): void {
  const tag = 'legend';
  for (const { entry: e, row, x: dx, keyW } of flowEntries(painter, entries, box.w)) {
    const x = box.x + dx;
    const cy = box.y + row * ROW_H + ROW_H / 2;
    if (cy + ROW_H / 2 > box.y + box.h + 4) continue;
    if (e.kind === 'river') {
      painter.line(x, cy, x + 30, cy, COLOR.river, 7);
      painter.polygon([[x + 44, cy], [x + 28, cy - 11], [x + 28, cy + 11]], COLOR.river, COLOR.dark, 1.5);
    } else if (e.kind === 'cut') {
      drawCut(painter, x, cy, x + 44, cy, 9);
    } else if (e.kind === 'fence-off') {
      drawUnpoweredFence(painter, x, cy, x + 44, cy);
    } else if (e.kind === 'closed') {
      const r = { x, y: cy - KEY_H / 2, w: KEY_H, h: KEY_H };
      painter.roundRect(r.x, r.y, r.w, r.h, 6, COLOR.closedSpace, COLOR.spaceLine, 2);
      drawShade(painter, r, 6);
    } else if (e.kind === 'cube') {
      painter.roundRect(x, cy - 10, 20, 20, 3, COLOR.dark, COLOR.text, 2);
      painter.roundRect(x + 24, cy - 10, 20, 20, 3, null, COLOR.text, 2);
    } else if (e.kind === 'locked') {
      painter.padlock(x, cy - 13, 26, COLOR.text);
    } else if (e.kind === 'exit' || e.kind === 'search') {
      painter.roundRect(x, cy - KEY_H / 2, keyW, KEY_H, 6, e.kind === 'exit' ? COLOR.exit : COLOR.search, COLOR.dark, 2);
      painter.text(e.label, x + keyW / 2, cy + 1, { size: SIZE.small, weight: 700, color: e.kind === 'exit' ? '#ffffff' : COLOR.dark, align: 'center', baseline: 'middle', tag });
    } else if (e.kind === 'blessed' || e.kind === 'cursed') {
      drawDie(painter, x, cy - LEGEND_DIE / 2, LEGEND_DIE, { face: 1, converted: false, kind: e.kind }, tag);
    } else {
      drawChip(painter, e.kind, e.label, x, cy, tag, KEY_H);
    }
    painter.text(e.meaning, x + keyW + KEY_GAP, cy + 1, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
  }
}
