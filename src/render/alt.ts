import type { PublicView } from '../engine/index.js';
import type { PictureKind } from './draw.js';
import { groupCards } from './hand.js';
import { phaseName } from './header.js';
import { lastRollOf, victimNames } from './modules.js';
import { moduleParts, tokenLook } from './modules/index.js';
import { SHEET_ONLY, type AltPlace } from './modules/presenter.js';
import { boardChanges, finalHealthText, hasKillerBoard, healthText, killerSpaceIsOwn, unitGroupTexts } from './units.js';
import { unpoweredFences } from './fences.js';

/** 'rebel-leader' -> 'Rebel leader'. */
function specialName(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Discord allows 1,024 characters of attachment description; keep a margin. */
const ALT_MAX = 1000;

/**
 * A plain-text summary of the picture for screen readers, most important facts first, at most
 * ALT_MAX characters. Built from the public view only. The turn picture's alt text leaves out what
 * only the sheet draws (the Divine Blessings, the hand's cards, the items, the Path, the Upgrades, the decks).
 */
export function altText(view: PublicView, kind: PictureKind = 'sheet'): string {
  const sheet = kind === 'sheet';
  const modules = moduleParts(view);
  const killers = modules.flatMap((m) => (m.killer ? [m.killer] : []));
  // The modules' sentences for one place, Killer first; none for the sheet's places on the turn picture.
  const place = (name: AltPlace) => (sheet || !SHEET_ONLY.has(name) ? modules.flatMap((m) => m.alt?.[name]?.() ?? []) : []);
  const label = (id: string) => view.board.spaces.find((s) => s.id === id)?.label ?? id;
  const g = view.girl;
  const k = view.killer;
  const sentences: string[] = [];

  const status = view.result ? `Game over: ${view.result === 'won' ? 'won' : 'lost'}${view.endReason ? ` (${view.endReason.replace(/\.$/, '')})` : ''}` : `Turn ${view.turn}, ${phaseName(view.phase)}`;
  sentences.push(`${view.setup.location}: ${view.setup.girl} vs ${view.setup.killer}. ${status}.`);
  sentences.push(
    `${view.setup.girl} at ${g.spaceLabel}: Health ${g.health}/${g.maxHealth}, Final Health ${finalHealthText(g)}, Horror ${g.horror} (${g.horrorDice} ${g.horrorDice === 1 ? 'die' : 'dice'}), Time ${g.time}, saved ${g.savedSlots}/${g.saveSlotsTotal}.`,
  );
  // Where the Killer is (a module may say: Concealed); nothing when other Killers stand in for it (they are listed below).
  const own = killers.map((m) => m.where?.() ?? null).find((w) => w !== null);
  const where = own ?? (k.spaceLabel ? ` at ${k.spaceLabel}` : killerSpaceIsOwn(view) ? ' off the board' : '');
  const revealed = [k.finale ? `Finale ${k.finale}` : null, k.darkPower ? `Dark Power ${k.darkPower}` : null].filter(Boolean);
  const track = `Bloodlust ${k.bloodlust}/${k.bloodlustMax}, Attack ${k.attackValue ?? '-'}${revealed.length ? `, ${revealed.join(', ')}` : ''}`;
  if (hasKillerBoard(view)) sentences.push(`${k.name}${where}: Health ${healthText(k)}, Final Health ${finalHealthText(k)}, ${track}.`);
  else {
    // No Killer board: no Health of its own; its Killers' come below, after a module's tally of them.
    const tallies = killers.flatMap((m) => (m.tally ? [` ${m.tally()}.`] : []));
    sentences.push(`${k.name}: ${track}.${tallies.join('')}`);
  }
  // The other units (Hordes, Minions, an Ally, the T-Rex), one sentence per group, singular names.
  for (const g of unitGroupTexts(view, false)) sentences.push(`${g.heading}: ${g.entries.join(', ')}.`);
  // The modules' short facts on the board come before the long lists that may be cut.
  sentences.push(...place('board'), ...place('beside'));
  const changes = boardChanges(view);
  if (changes) {
    const parts = [changes.cut.length ? `No crossing: ${changes.cut.map(([a, b]) => `${a} to ${b}`).join(', ')}` : null, changes.closed.length ? `Closed: ${changes.closed.join(', ')}` : null];
    sentences.push(`${parts.filter(Boolean).join('. ')}.`);
  }
  const open = unpoweredFences(view).map((l) => `${label(l.a)} to ${label(l.b)} (${l.section})`);
  if (open.length) sentences.push(`Fences off, open: ${open.join(', ')}.`);
  const called = victimNames(view);
  const victims = view.victims.map((v) => `${v.count} ${v.kind === 'normal' ? (v.count === 1 ? called.one : called.many) : specialName(v.kind)} at ${label(v.space)}`);
  sentences.push(`${called.many}: ${victims.length ? victims.join(', ') : 'none on the board'}.`);
  const tokens = view.tokens.map((t) => `${tokenLook(t.kind)?.word ?? t.kind} at ${label(t.space)}`);
  if (tokens.length) sentences.push(`Tokens: ${tokens.join(', ')}.`);
  sentences.push(...place('marks'), ...place('sheets'));
  if (sheet) {
    sentences.push(`Hand: ${g.hand.length ? groupCards(g.hand).join(', ') : 'empty'}.`);
    const items = g.items.map((i) => `${i.name}${i.inHands ? '' : ' (backpack)'}`);
    sentences.push(`Items: ${items.length ? items.join(', ') : 'none'}.`);
  } else sentences.push(`Hand: ${g.hand.length} ${g.hand.length === 1 ? 'card' : 'cards'}.`);
  const roll = lastRollOf(view);
  const kindName = { blessed: 'Blessed', cursed: 'Cursed' } as const;
  if (roll.length) sentences.push(`Last roll: ${roll.map((d) => `${d.face}${d.kind ? ` (${kindName[d.kind]})` : ''}${d.converted ? ' (counted)' : ''}`).join(', ')}.`);
  sentences.push(...place('cards'));
  if (sheet) sentences.push(`Terror deck ${view.terrorDeck}, ${view.deadVictims} dead.`);

  // Greedy: a sentence that does not fit is cut at a list boundary, or skipped for shorter ones.
  let out = '';
  for (const sentence of sentences) {
    const room = ALT_MAX - out.length - (out ? 1 : 0);
    let piece = sentence;
    if (piece.length > room) {
      const cut = Math.max(piece.lastIndexOf(', ', room - 2), piece.lastIndexOf('; ', room - 2));
      piece = cut > 40 ? `${piece.slice(0, cut)} …` : '';
    }
    if (piece) out = out ? `${out} ${piece}` : piece;
  }
  return out;
}
