import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { newGame } from '../../src/engine/index.js';
import { sampleWorld } from '../../src/player/index.js';
import { MARK_X_CARD } from '../../src/engine/modules/hunter/markXCard.js';

/** The imagined worlds keep what the Final Girl's players know, not only hide what they do not. */
const c = content();
const WORLDS = 40;

describe('imagined worlds keep what she knows', () => {
  it('the Hunter Mark X card stays among the bottom three Terror cards, at each of the three places, in a deck of the same size', () => {
    const s = newGame({ killer: 'hunter', location: 'pesadilla-verde' }, 3).state;
    expect(s.terrorDeck.slice(-3)).toContain(MARK_X_CARD);
    const places = new Set<number>();
    for (let k = 0; k < WORLDS; k++) {
      const w = sampleWorld(s, k, c);
      expect(w.terrorDeck).toHaveLength(s.terrorDeck.length);
      const at = w.terrorDeck.indexOf(MARK_X_CARD);
      expect(at, `world ${k}`).toBeGreaterThanOrEqual(s.terrorDeck.length - 3);
      expect(w.terrorDeck.filter((id) => id === MARK_X_CARD)).toHaveLength(1);
      places.add(at);
    }
    expect(places.size).toBe(3);
  });

  it('once the Hunter Mark X card shows in the discard pile, no world puts it back in the deck', () => {
    const s = newGame({ killer: 'hunter', location: 'pesadilla-verde' }, 3).state;
    s.terrorDeck = s.terrorDeck.filter((id) => id !== MARK_X_CARD);
    s.terrorDiscard.push(MARK_X_CARD);
    for (let k = 0; k < 10; k++) expect(sampleWorld(s, k, c).terrorDeck).not.toContain(MARK_X_CARD);
  });

  it('an Item she put back at the bottom face down stays there in every world; the unknown face-down cards are redrawn', () => {
    const s = newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 5).state;
    const [space, deck] = Object.entries(s.itemDecks).find(([, d]) => d.length >= 3) ?? [];
    if (!space || !deck) throw new Error('no Item deck of three cards');
    const back = deck.splice(0, 1)[0];
    if (!back) throw new Error('empty deck');
    deck.push({ id: back.id, faceUp: false, known: true });
    const unknownIds = new Set<string>();
    for (let k = 0; k < WORLDS; k++) {
      const w = sampleWorld(s, k, c);
      const worldDeck = w.itemDecks[space] ?? [];
      expect(worldDeck.at(-1), `world ${k}`).toEqual({ id: back.id, faceUp: false, known: true });
      // Known, so never dealt into another face-down place either.
      const elsewhere = Object.values(w.itemDecks).flat().filter((i) => i.id === back.id);
      expect(elsewhere).toHaveLength(1);
      const firstUnknown = worldDeck.find((i) => !i.faceUp && !i.known);
      if (firstUnknown) unknownIds.add(firstUnknown.id);
    }
    expect(unknownIds.size, 'the unknown cards are redrawn').toBeGreaterThan(1);
  });
});
