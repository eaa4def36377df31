import { describe, expect, it } from 'vitest';
import type { EventRow, FinishedGameRow } from '../../src/db/schema.js';
import { recapMessage, wholeSentences } from '../../src/bot/views/messages.js';
import { recapNames, setupNames } from '../../src/bot/views/names.js';

const finished: FinishedGameRow = {
  id: 1, gameId: 1, channelId: '1', guildId: null, result: 'lost', reason: 'Out of Health.', killer: 'volkar', location: 'pesadilla-verde',
  girl: 'selena', mode: 'vote', turns: 6, saved: 1, killed: 7, players: [], achievements: [], finishedAt: 0,
};
let id = 0;
const event = (turn: number, kind: string, text: string): EventRow => ({ id: ++id, gameId: 1, seq: id, turn, visibility: 'public', kind, text, createdAt: 0 });

describe('the recap tells each key moment once', () => {
  it('seven Victims killed at the Cemetery are one line with their count and turns, in the order they first happened', () => {
    const log = [
      event(0, 'victim-killed', 'A Victim at Cemetery is killed.'),
      event(1, 'victim-saved', 'You save a Victim at Cave.'),
      ...[1, 2, 2, 3, 4, 5].map((t) => event(t, 'victim-killed', 'A Victim at Cemetery is killed.')),
      event(6, 'info', 'Not a key moment.'),
    ];
    const text = recapMessage(finished, { killer: "The Volk'ar", location: 'Pesadilla Verde', girl: 'Selena' }, log);
    const moments = text.split('\n').filter((l) => l.startsWith('• T'));
    expect(moments).toEqual(['• T0–5: A Victim at Cemetery is killed. (×7)', '• T1: You save a Victim at Cave.']);
    expect(text).not.toContain('Not a key moment');
  });

  it('a moment on two or three turns lists them', () => {
    const log = [event(2, 'finale', 'The Finale is revealed.'), event(4, 'finale', 'The Finale is revealed.')];
    const text = recapMessage(finished, { killer: 'K', location: 'L', girl: 'G' }, log);
    expect(text).toContain('• T2, T4: The Finale is revealed. (×2)');
  });

  it('a Zombies game tells each achievement it met in one line, after the team and before the key moments; none, no line', () => {
    const zombies: FinishedGameRow = { ...finished, killer: 'zombies', result: 'won', reason: null, players: ['7'], achievements: ['nipped-in-the-bud', 'rising-tide'] };
    const log = [event(1, 'finale', 'The Finale is revealed.')];
    const lines = recapMessage(zombies, recapNames(zombies), log).split('\n');
    const at = lines.findIndex((l) => l.startsWith('🏆'));
    expect(lines.slice(at, at + 3)).toEqual(['🏆 Achievement: **Nipped in the Bud**: Win with one Horde formed or none.', '🏆 Achievement: **Rising Tide**: See 3 Hordes form in one turn.', '']);
    expect(lines[at - 1]).toBe('Team: <@7>');
    expect(recapMessage({ ...zombies, achievements: [] }, recapNames({ ...zombies, achievements: [] }), log)).not.toContain('🏆');
    // An id the packs no longer have is left out rather than shown raw.
    expect(recapMessage({ ...zombies, achievements: ['gone'] }, recapNames({ ...zombies, achievements: ['gone'] }), log)).not.toContain('🏆');
  });

  it('a game of another Killer reads as before: recapNames adds nothing to the setup names', () => {
    const names = recapNames(finished);
    expect(names).toEqual({ ...setupNames(finished), achievements: [] });
    expect(recapMessage(finished, names, [])).toBe(recapMessage(finished, setupNames(finished), []));
  });
});

describe('the recap keeps to what happened, in whole sentences', () => {
  it('an /undo is no key moment, and a long moment keeps its first whole sentences', () => {
    const finale = "The Finale is revealed: I'm Overwhelmed. They close in from every side: the Horror rises when this is revealed; the Zombies shuffle toward whoever is nearest and every Horde comes for you.";
    const log = [event(1, 'undo', '↩️ alice took back: Play Walk'), event(5, 'finale', finale)];
    const text = recapMessage(finished, { killer: 'K', location: 'L', girl: 'G' }, log);
    expect(text).not.toContain('took back');
    expect(text.split('\n')).toContain("• T5: The Finale is revealed: I'm Overwhelmed.");
    expect(text).not.toContain('They close in');
    expect(wholeSentences('One sentence far too long to fit in ten', 10)).toBe('One sente…');
  });
});
