/**
 * The Volcano and the Lava (seed 003). The first Volcano icon erupts at the Volcano; each later
 * one draws a Lava card for a space next to it; once every Lava token is out, Volcano icons do
 * nothing. Readings: the heart glyphs are 1 damage (a Victim dies, Enemies take 1, the T-Rex none:
 * it cannot be damaged); "anyone left panics" at the eruption is read like the Lava card's
 * "panics until they leave", since the space is then closed to everyone; Enemies and the T-Rex
 * are "anyone" too.
 */
import { say, type Run } from '../../run.js';
import { board, killVictim, victimsAt } from '../../actors/victims.js';
import { hurtGirl } from '../../actors/girl.js';
import { hurtUnit } from '../../actors/killer.js';
import { unitsAt } from '../../actors/units.js';
import { islaState, sheet } from './island.js';
import { panicOut } from './panic.js';

/** Everyone in the space takes the damage, anyone left there panics out, and a Lava token closes it. */
function flood(run: Run, space: string, damage: number, why: string): void {
  if (damage > 0) {
    if (run.state.girl.space === space) hurtGirl(run, damage, why);
    if (run.state.result) return;
    for (const v of victimsAt(run, space)) killVictim(run, v, why);
    for (const u of unitsAt(run.state, space, ['killer', 'minion', 'ally'])) {
      if (run.state.result) return;
      hurtUnit(run, u, damage, why);
    }
    if (run.state.result) return;
  }
  panicOut(run, space, why);
  islaState(run).lava.push(space);
  say(run, `A Lava token covers ${board(run).label(space)}: nobody may enter it any more.`, 'lava');
}

/** A Volcano icon. */
export function volcanoIcon(run: Run): void {
  const st = islaState(run);
  const lava = sheet(run).lava;
  if (st.lava.length >= lava.tokens) {
    say(run, 'The Volcano icon is ignored: every Lava token is on the board.', 'lava');
    return;
  }
  if (st.lava.length === 0) {
    say(run, 'The Volcano erupts!', 'lava');
    flood(run, lava.volcano, lava.eruptionDamage, 'The eruption');
    return;
  }
  const id = st.lavaDeck.shift();
  const card = lava.cards.find((c) => c.id === id);
  if (!card) {
    say(run, 'The Lava deck is empty: the Volcano icon is ignored.', 'lava');
    return;
  }
  say(run, `Lava card: ${card.text}`, 'lava');
  flood(run, card.space, card.damage, 'Lava');
}
