import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES, newGame } from '../../src/engine/index.js';
import { KNOWLEDGE, knowledgeInPlay, modulesInPlay } from '../../src/player/modules/index.js';
import { berithKnowledge } from '../../src/player/modules/berith.js';
import { hunterKnowledge } from '../../src/player/modules/hunter.js';
import { NOTHING_SPECIAL, type ModuleKnowledge } from '../../src/player/modules/knowledge.js';
import { larmesAbbeyKnowledge } from '../../src/player/modules/larmesAbbey.js';
import { volkarKnowledge } from '../../src/player/modules/volkar.js';
import { zombiesKnowledge } from '../../src/player/modules/zombies.js';

const PLAYER = new URL('../../src/player/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, PLAYER), 'utf8');
/** The files of the boxes' own play, which their entries in modules/ call. */
const BOX_FILES = ['hunterPlay.ts', 'zombiesPlay.ts'];
/**
 * The text the decision seeds hash (knowledge.ts) keeps the Volk'ar's Movement discard under its
 * own key in every game: moving it would change every seed, so it stays there.
 */
const SEED_TEXT = ['knowledge.ts'];
/** The player's generic files: they ask the boxes in play and name none. */
const GENERIC = readdirSync(PLAYER).filter((f) => f.endsWith('.ts') && !BOX_FILES.includes(f) && !SEED_TEXT.includes(f));

/** Every point of ModuleKnowledge: tsc names a point added to the interface and missing here. */
const POINTS: Record<keyof ModuleKnowledge, true> = {
  freeAction: true, blowWorthIt: true, errandAction: true, errands: true, reach: true, spaceDanger: true, watchedEnemy: true,
  quarry: true, fightsAllGame: true, weakAttackIsABlow: true, huntIsOn: true, reaction: true, takeAttack: true,
  targetScore: true, standing: true, evaluation: true, killerHidden: true, killerGuess: true, cardUrge: true, itemHelps: true,
  cardWorth: true, rowWorth: true, damageCounts: true, slots: true,
};

/** The words of the boxes the player has knowledge of: they belong in src/player/modules/ and the files it calls. */
const KNOWN_BOX_WORDS = /hunter|zombie|horde|mark[ -]?[vx]\b|\bally\b|volk'?ar|concealed|origin|berith|blessing|abbey|malice/i;

describe("the strong player's knowledge, one entry per module", () => {
  it('has an entry for every module of the list and no other', () => {
    expect(Object.keys(KNOWLEDGE).sort()).toEqual(Object.keys(MODULES).sort());
  });

  it('asks the boxes in play, Killer first, and no other', () => {
    const hunter = newGame({ killer: 'hunter', location: 'larmes-abbey' }, 3).state;
    expect(modulesInPlay(hunter)).toEqual(['hunter', 'larmesAbbey']);
    expect(knowledgeInPlay(hunter)).toEqual([hunterKnowledge, larmesAbbeyKnowledge]);
    const zombies = newGame({ killer: 'zombies', location: 'isla-lagarto' }, 3).state;
    expect(knowledgeInPlay(zombies)).toEqual([zombiesKnowledge, NOTHING_SPECIAL]);
    expect(knowledgeInPlay(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 3).state)).toEqual([volkarKnowledge, NOTHING_SPECIAL]);
    expect(knowledgeInPlay(newGame({ killer: 'berith', location: 'larmes-abbey' }, 3).state)).toEqual([berithKnowledge, larmesAbbeyKnowledge]);
  });

  it('consults every point of a box\'s knowledge in the playout or the evaluation', () => {
    const source = GENERIC.map(read).join('\n');
    const unread = Object.keys(POINTS).filter((point) => !new RegExp(`\\bk\\.${point}\\b`).test(source));
    expect(unread).toEqual([]);
  });

  it('names no box it has knowledge of in the playout, the evaluation, the buying or any other generic file', () => {
    expect(GENERIC).toEqual(expect.arrayContaining(['playout.ts', 'measure.ts', 'buying.ts', 'strongPolicy.ts']));
    const named = GENERIC.flatMap((f) => read(f).split('\n').flatMap((line, i) => (KNOWN_BOX_WORDS.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])));
    expect(named).toEqual([]);
    expect(KNOWN_BOX_WORDS.test('  if (hunterInPlay(s)) return allyReaction(open);')).toBe(true);
    for (const line of ['s.volkar?.concealed', "the Volk'ar's Origin", 's.berith?.sheet', 'blessingWanted', 's.larmesAbbey?.malice', 'maliceOnBoard(s)']) {
      expect(KNOWN_BOX_WORDS.test(line)).toBe(true);
    }
  });

  it('plays Benediction as the boxes press, summed: the Abbey always, Berith holds it once a blessing shows health, until 10 Malice', () => {
    const base = newGame({ killer: 'berith', location: 'larmes-abbey' }, 3).state;
    const at = (sheet: number[], malice: number) => {
      const s = structuredClone(base);
      s.setup.strictSecrets = false;
      if (s.berith) s.berith.sheet = sheet;
      if (s.larmesAbbey) s.larmesAbbey.malice = Array.from({ length: malice }, () => 'A');
      return s;
    };
    const urge = (s: typeof base, card = 'benediction') => knowledgeInPlay(s).reduce((sum, k) => sum + (k.cardUrge?.(s, card) ?? 0), 0);
    expect(urge(at([0], 0))).toBeGreaterThan(0);
    expect(urge(at([2], 9))).toBeLessThanOrEqual(0);
    expect(urge(at([2], 10))).toBeGreaterThan(0);
    expect(urge(at([0], 12), 'walk')).toBe(0);
    const abbeyAlone = newGame({ killer: 'volkar', location: 'larmes-abbey' }, 3).state;
    expect(urge(abbeyAlone)).toBeGreaterThan(0);
  });
});
