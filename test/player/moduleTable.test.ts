import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES, newGame } from '../../src/engine/index.js';
import { KNOWLEDGE, knowledgeInPlay, modulesInPlay } from '../../src/player/modules/index.js';
import { hunterKnowledge } from '../../src/player/modules/hunter.js';
import { NOTHING_SPECIAL, type ModuleKnowledge } from '../../src/player/modules/knowledge.js';
import { zombiesKnowledge } from '../../src/player/modules/zombies.js';

const read = (file: string) => readFileSync(new URL(`../../src/player/${file}`, import.meta.url), 'utf8');
const GENERIC = ['playout.ts', 'measure.ts'];

/** Every point of ModuleKnowledge: tsc names a point added to the interface and missing here. */
const POINTS: Record<keyof ModuleKnowledge, true> = {
  freeAction: true, blowWorthIt: true, errandAction: true, errands: true, reach: true, spaceDanger: true, watchedEnemy: true,
  quarry: true, fightsAllGame: true, weakAttackIsABlow: true, huntIsOn: true, reaction: true, takeAttack: true,
  targetScore: true, standing: true, evaluation: true, killerHidden: true, killerGuess: true, cardUrge: true, itemHelps: true,
  cardWorth: true, rowWorth: true, damageCounts: true, slots: true,
};

/** The words of the boxes the player has knowledge of: they belong in src/player/modules/ and the files it calls. */
const KNOWN_BOX_WORDS = /hunter|zombie|horde|mark[ -]?[vx]\b|\bally\b/i;

describe("the strong player's knowledge, one entry per module", () => {
  it('has an entry for every module of the list and no other', () => {
    expect(Object.keys(KNOWLEDGE).sort()).toEqual(Object.keys(MODULES).sort());
  });

  it('asks the boxes in play, Killer first, and no other', () => {
    const hunter = newGame({ killer: 'hunter', location: 'larmes-abbey' }, 3).state;
    expect(modulesInPlay(hunter)).toEqual(['hunter', 'larmesAbbey']);
    expect(knowledgeInPlay(hunter)).toEqual([hunterKnowledge, NOTHING_SPECIAL]);
    const zombies = newGame({ killer: 'zombies', location: 'isla-lagarto' }, 3).state;
    expect(knowledgeInPlay(zombies)).toEqual([zombiesKnowledge, NOTHING_SPECIAL]);
    expect(knowledgeInPlay(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3).state)).toEqual([NOTHING_SPECIAL, NOTHING_SPECIAL]);
  });

  it('consults every point of a box\'s knowledge in the playout or the evaluation', () => {
    const source = GENERIC.map(read).join('\n');
    const unread = Object.keys(POINTS).filter((point) => !new RegExp(`\\bk\\.${point}\\b`).test(source));
    expect(unread).toEqual([]);
  });

  it('names no box it has knowledge of in the playout or the evaluation', () => {
    const named = GENERIC.flatMap((f) => read(f).split('\n').flatMap((line, i) => (KNOWN_BOX_WORDS.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])));
    expect(named).toEqual([]);
    expect(KNOWN_BOX_WORDS.test('  if (hunterInPlay(s)) return allyReaction(open);')).toBe(true);
  });
});
