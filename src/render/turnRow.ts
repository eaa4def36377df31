import type { PublicView } from '../engine/index.js';
import { diceRowWidth, dieSizeToFit, drawDiceRow } from './dice.js';
import { phaseName } from './header.js';
import { lastRollOf } from './modules.js';
import type { Painter } from './paint.js';
import { COLOR, MARGIN, SIZE } from './theme.js';
import type { Box } from './shapes.js';

const DICE_SIZE = 44;
const DICE_GAP = 10;
const GAP = 28;

/**
 * The turn picture's row of where the game stands: the turn and phase (WON or LOST once it is
 * over), the hand size, and the last roll's dice when there was one.
 */
export function drawTurnRow(painter: Painter, view: PublicView, box: Box): void {
  const tag = 'turn';
  const cy = box.y + box.h / 2 + 1;
  let x = box.x + MARGIN;
  const right = box.x + box.w - MARGIN;
  const turn = `Turn ${view.turn}`;
  painter.text(turn, x, cy, { size: SIZE.title, weight: 700, baseline: 'middle', tag });
  x += painter.measure(turn, SIZE.title, 700) + 14;
  if (view.result) {
    const won = view.result === 'won';
    const result = won ? 'WON' : 'LOST';
    painter.text(result, x, cy, { size: SIZE.title, weight: 700, color: won ? COLOR.win : COLOR.lose, baseline: 'middle', tag });
    x += painter.measure(result, SIZE.title, 700) + GAP;
  } else {
    const phase = phaseName(view.phase);
    painter.text(phase, x, cy, { size: SIZE.body, color: COLOR.dim, baseline: 'middle', tag });
    x += painter.measure(phase, SIZE.body) + GAP;
  }
  const hand = `Hand ${view.girl.hand.length}`;
  painter.text(hand, x, cy, { size: SIZE.body, weight: 700, baseline: 'middle', tag });
  x += painter.measure(hand, SIZE.body, 700) + GAP;

  const roll = lastRollOf(view);
  if (roll.length === 0) return;
  // Right-aligned; the dice shrink when a long roll would run into the hand size.
  const title = 'Last roll';
  const titleW = painter.measure(title, SIZE.small) + 12;
  const size = dieSizeToFit(right - x - titleW, DICE_GAP, roll, DICE_SIZE);
  const diceX = right - diceRowWidth(size, DICE_GAP, roll);
  painter.text(title, diceX - titleW, cy, { size: SIZE.small, color: COLOR.dim, baseline: 'middle', tag });
  drawDiceRow(painter, diceX, cy - 1 - size / 2, size, DICE_GAP, roll, tag);
}
