import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { shortMovementText } from '../../src/render/movementText.js';

describe('shortMovementText', () => {
  it('shortens the card anatomy to a few lines', () => {
    expect(shortMovementText('Move 3 spaces towards the closest Search space. Ignore the space she is in. Ties: reverse alphabetical order. No attack. Ambush: +1 Horror.')).toEqual([
      '3 to Search',
      'not her space',
      'ties Z-A',
      'no attack',
      'Ambush:',
      '+1 Horror',
    ]);
    expect(shortMovementText("Move 1 space on a 6 (follow her space's panic number). No attack. Ambush: +1 Horror, lose 1 Health.")).toEqual([
      '1 on a 6',
      'no attack',
      'Ambush:',
      '+1 Horror',
      'lose 1 Health',
    ]);
  });

  it('keeps every card of the deck to at most 7 short lines, losing nothing it does not recognise', () => {
    for (const card of content().volkarMovement) {
      const lines = shortMovementText(card.text);
      expect(lines.length, card.id).toBeLessThanOrEqual(7);
      expect(lines.every((l) => l.length <= 22), `${card.id}: ${lines.join(' | ')}`).toBe(true);
      expect(lines.includes('Ambush:'), card.id).toBe(true);
    }
  });

  it('shortens the wiki\'s cards that stay put, attack twice or break ties by the lowest panic number', () => {
    expect(shortMovementText("Do not move. The Volk'ar recovers 1 Health. No attack. Ambush: discard a random Action card.")).toEqual([
      'no move', 'recovers 1 Health', 'no attack', 'Ambush:', 'discard a random card',
    ]);
    expect(shortMovementText('Move 2 spaces towards the closest Exit space. Ties: lowest panic number. Then she attacks in her space twice. Ambush: +1 Horror.')).toEqual([
      '2 to Exit', 'ties: lowest panic', 'attacks twice', 'Ambush:', '+1 Horror',
    ]);
  });

  it('keeps an unknown sentence as written', () => {
    expect(shortMovementText('Move 2 spaces towards the closest Exit space. She howls.')).toEqual(['2 to Exit', 'She howls']);
  });
});
