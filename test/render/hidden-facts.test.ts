import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { describeState } from '../../src/cli/describe.js';
import { hiddenFacts, publicView, secretView, type GameState, type NewGameOptions } from '../../src/engine/index.js';
import { renderWithLog, type DrawnText, type PictureKind } from '../../src/render/index.js';
import { shortBlessingText } from '../../src/render/blessingText.js';
import { sampleGame } from '../../src/render/sample.js';
import { withBlessings } from './blessings.js';
import { crowdedUnitsView } from './crowded.js';
import { crowdedZombiesView } from './zombiesTable.js';

const OPTIONS = { killer: 'volkar', location: 'pesadilla-verde' } as const;

/**
 * Words the renderer adds itself (labels, legend, alt-text glue). Anything else drawn must come
 * from the public view. Kept here on purpose: a new fixed word in the picture should be a
 * conscious addition to this list.
 */
const UI_WORDS = new Set(
  `vs extreme horror turn setup action planning killer panic upkeep phase game over won lost exit search
   health final time saved ultimate concealed attack move bloodlust finale dark power hidden die dice
   the volk'ar's path movement deck discard face down origin marker to on a not her space ties z-a a-z panic
   attacks no ambush soldiers' upgrades hand items none uses use backpack more last roll yet terror event dead
   in box play top girl soldier soldiers archeologist rebel leader huey piranhas token damage river one way
   victims victim at is of off board empty card tokens unlocked locked cube counted fg k o s v ar rl h p at
   malice donkey left divine blessings blessing heavenly hellish black placed blessed cursed next m d b c
   crossing closed entry idle cards horde hordes zombie zombies formed vehicle found blank its alive stand kills until`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Chip letters: a fixed prefix and a count. "H1" and "Z2" are the legend's Horde and Zombies
 * before any is on the board; Vehicle tokens are "?2" face down, "X1" blank, "~" the vehicle's own.
 */
const CHIP = /^(FG|K|O|S\d+|V\d+|AR\d*|RL\d*|H1?|Z2|P!|AT\d*|M|D|B|C|\?\d+|X\d+|~)$/;

function words(s: string): string[] {
  return s
    .replace(/…/g, ' ')
    .split(/[\s,.;:()·×/]+/)
    .map((w) => w.replace(/^['!]+|['!]+$/g, ''))
    .filter((w) => w.length > 0 && !/^[+-]?\d+$/.test(w));
}

/** A unit's chip: its mark from the view, numbered ("H2") or counted ("R3"). */
function isUnitChip(text: string, json: string): boolean {
  const units = (JSON.parse(json) as { units?: { mark: string }[] }).units ?? [];
  return units.some((u) => text === u.mark || new RegExp(`^${u.mark.replace(/[^\w]/g, '\\$&')}\\d+$`).test(text));
}

/** Why a drawn string is not explained by the view, or null when it is. */
function unexplained(text: string, json: string): string | null {
  if (json.includes(text) || CHIP.test(text) || isUnitChip(text, json)) return null;
  const lower = json.toLowerCase();
  const bad = words(text).filter((w) => !UI_WORDS.has(w.toLowerCase()) && !lower.includes(w.toLowerCase()) && !isUnitChip(w, json));
  return bad.length ? `"${text}" has words not in the view: ${bad.join(', ')}` : null;
}

/** States worth checking: every 7th, the last, and every one where a Path card is face down. */
function statesOf(seed: number): GameState[] {
  const all = sampleGame(OPTIONS, seed);
  return all.filter((s, i) => i % 7 === 0 || i === all.length - 1 || (i % 3 === 0 && s.volkar?.path.some((p) => !p.faceUp)));
}

const FACE_DOWN_TEXTS = new Set(['face down', 'Origin', 'O']);

/** Both pictures get the same proof: the full sheet and the turn picture. */
const KINDS: readonly PictureKind[] = ['sheet', 'turn'];

describe.each(KINDS)('the %s picture shows only public facts', (kind) => {
  it('draws only strings derived from the public view, and never a face-down Movement card', async () => {
    const movement = content().volkarMovement;
    let faceDownSeen = 0;
    let faceUpSeen = 0;
    for (const seed of [1, 2, 3, 6, 9, 19]) {
      for (const state of statesOf(seed)) {
        const view = publicView(state);
        const json = JSON.stringify(view);
        const { texts, alt } = await renderWithLog(view, kind);
        const where = `seed ${seed}, turn ${state.turn} ${state.phase}`;
        expect(texts.length, where).toBeGreaterThan(50);

        const problems = texts.map((t) => unexplained(t.text, json)).filter(Boolean);
        expect(problems, where).toEqual([]);

        const path = state.volkar?.path ?? [];
        const hiddenTexts = path.filter((p) => !p.faceUp).map((p) => movement.find((m) => m.id === p.id)?.text ?? p.id);
        faceDownSeen += hiddenTexts.length;
        faceUpSeen += path.length - hiddenTexts.length;
        const everything = [...texts.map((t) => t.text), alt].join('\n');
        for (const hidden of hiddenTexts) {
          // A face-down card's text is never in the view, so it is never drawn, unless an
          // identical card is face up (the deck has 22 different cards, so it never is).
          expect(everything.includes(hidden), `${where}: face-down text drawn: ${hidden}`).toBe(false);
        }
        for (const fact of hiddenFacts(state)) expect(everything.includes(fact), `${where}: hidden fact ${fact}`).toBe(false);

        // Strings drawn on a face-down Path card are only its number and the fixed labels.
        path.forEach((p, i) => {
          if (p.faceUp) return;
          const onCard: DrawnText[] = texts.filter((t) => t.tag === `path:${i + 1}`);
          for (const t of onCard) expect(FACE_DOWN_TEXTS.has(t.text) || t.text === String(i + 1), `${where}: "${t.text}" on face-down card ${i + 1}`).toBe(true);
        });
        expect(unexplained(alt, json), `${where}: alt text`).toBeNull();
      }
    }
    expect(faceDownSeen, 'some face-down Path cards were checked').toBeGreaterThan(20);
    expect(faceUpSeen, 'some face-up Path cards were checked').toBeGreaterThan(5);
  });

  it('never draws a Divine Blessing token\'s value, in Berith games at both Locations', async () => {
    const games: { options: NewGameOptions; seeds: number[] }[] = [
      { options: { killer: 'berith', location: 'larmes-abbey' }, seeds: [2, 3, 93] },
      { options: { killer: 'berith', location: 'pesadilla-verde' }, seeds: [4, 21] },
      { options: { killer: 'berith', location: 'larmes-abbey', blessingsSide: 'hellish', strictSecrets: true }, seeds: [5] },
    ];
    let filledSeen = 0;
    let healthSeen = 0;
    for (const { options, seeds } of games) {
      for (const seed of seeds) {
        const all = sampleGame(options, seed);
        // Random play rarely bestows a blessing: most picked states get a few more, placed as the engine does.
        const picked = all.map((s, i) => ({ s, i })).filter(({ i }) => i % 6 === 0 || i === all.length - 1);
        for (const { s: base, i } of picked) {
          const state = withBlessings(base, i % 8);
          const view = publicView(state);
          const json = JSON.stringify(view);
          const berith = view.modules.berith;
          if (!berith) throw new Error('no Berith view');
          const { texts, alt } = await renderWithLog(view, kind);
          const where = `${options.killer} @ ${options.location} seed ${seed} after ${i} choices`;
          expect(texts.map((t) => unexplained(t.text, json)).filter(Boolean), where).toEqual([]);
          expect(unexplained(alt, json), `${where}: alt text`).toBeNull();

          const values = state.berith?.sheet ?? [];
          filledSeen += values.length;
          healthSeen += values.filter((v) => v > 0).length;
          // The secret as the Final Girl's players are told it, and the token faces themselves.
          const secret = JSON.stringify(secretView(state).secrets);
          const everything = [...texts.map((t) => t.text), alt];
          for (const t of everything) {
            expect(/\bshows\b|\bblank\b/i.test(t), `${where}: "${t}"`).toBe(false);
            for (const v of values) expect(t.trim().toLowerCase() === `${v} health`, `${where}: token value drawn: "${t}"`).toBe(false);
          }
          if (!options.strictSecrets && values.length) expect(secret, where).toContain('"health"');
          // On a filled space: only its number and (pieces of) its printed effect, shortened.
          for (const slot of berith.sheet.filter((x) => x.filled)) {
            const printed = shortBlessingText(slot.text);
            for (const t of texts.filter((x) => x.tag === `blessing:${slot.space}`)) {
              const piece = t.text.replace(/…$/, '');
              const fromPrint = t.text === String(slot.space) || printed.some((line) => line.includes(piece));
              expect(fromPrint, `${where}: "${t.text}" on space ${slot.space} (${slot.text})`).toBe(true);
            }
          }
          // And the proof by contradiction: other token faces give the very same picture.
          if (values.length && i % 12 === 0) {
            const other = structuredClone(state);
            if (other.berith) other.berith.sheet = values.map((v) => (v === 0 ? 3 : 0));
            const again = await renderWithLog(publicView(other), kind);
            expect(again.png.equals((await renderWithLog(view, kind)).png), `${where}: the picture depends on a token's face`).toBe(true);
          }
        }
      }
    }
    expect(filledSeen, 'filled blessing spaces were checked').toBeGreaterThan(50);
    expect(healthSeen, 'tokens showing health were checked').toBeGreaterThan(10);
  });

  it('draws only strings derived from the crowded Zombies tables (twelve Zombies, three Hordes) at both Locations', async () => {
    for (const location of ['larmes-abbey', 'pesadilla-verde'] as const) {
      const view = crowdedZombiesView(location);
      const json = JSON.stringify(view);
      const { texts, alt } = await renderWithLog(view, kind);
      expect(texts.map((t) => unexplained(t.text, json)).filter(Boolean), location).toEqual([]);
      expect(unexplained(alt, json), `${location}: alt text`).toBeNull();
    }
  });

  it('never tells which face-down Vehicle token is the vehicle, in Zombies games at both Locations', async () => {
    let faceDownSeen = 0;
    let blankSeen = 0;
    let foundSeen = 0;
    let swapped = 0;
    const games = [
      { location: 'pesadilla-verde', seeds: [1, 2] },
      { location: 'larmes-abbey', seeds: [3, 6] },
    ] as const;
    for (const { location, seeds } of games) {
      for (const seed of seeds) {
        const all = sampleGame({ killer: 'zombies', location }, seed);
        const picked = all.map((s, i) => ({ s, i })).filter(({ s, i }) => i % 12 === 0 || i === all.length - 1 || (i % 4 === 0 && s.zombieVehicles?.space));
        for (const { s: base, i } of picked) {
          // Random play seldom turns over a pile without the vehicle: half the picked states get one, as the engine would.
          const state = i % 24 === 12 ? withBlankPile(base) : base;
          const st = state.zombieVehicles;
          if (!st) throw new Error('no Vehicles state');
          const view = publicView(state);
          const json = JSON.stringify(view);
          const { texts, alt, png } = await renderWithLog(view, kind);
          const words = [...texts.map((t) => t.text), alt, ...summaryLines(view), describeState(view)];
          const where = `${location} seed ${seed} after ${i} choices`;
          expect(texts.map((t) => unexplained(t.text, json)).filter(Boolean), where).toEqual([]);
          expect(unexplained(alt, json), `${where}: alt text`).toBeNull();
          const facts = hiddenFacts(state);
          for (const fact of facts) expect([json, ...words].some((w) => w.includes(fact)), `${where}: hidden fact ${fact}`).toBe(false);
          faceDownSeen += facts.length;
          blankSeen += st.tokens.filter((t) => t.faceUp).length;
          if (st.space) foundSeen += 1;

          // The proof by contradiction: the vehicle under another face-down token gives the very same view, picture and words.
          const other = structuredClone(state);
          const tokens = other.zombieVehicles?.tokens ?? [];
          const from = tokens.find((t) => t.vehicle && !t.faceUp);
          const to = tokens.find((t) => !t.vehicle && !t.faceUp && t.space !== from?.space);
          if (!from || !to) continue;
          [from.vehicle, to.vehicle] = [false, true];
          const otherView = publicView(other);
          expect(otherView, where).toEqual(view);
          if (swapped++ % 4 === 0) expect((await renderWithLog(otherView, kind)).png.equals(png), `${where}: the picture depends on where the vehicle lies`).toBe(true);
        }
      }
    }
    expect(faceDownSeen, 'face-down Vehicle tokens were checked').toBeGreaterThan(40);
    expect(blankSeen, 'blank Vehicle tokens were checked').toBeGreaterThan(2);
    expect(foundSeen, 'states with the vehicle found were checked').toBeGreaterThan(2);
    expect(swapped, 'states with the vehicle moved under another token were checked').toBeGreaterThan(10);
  });

  it('draws only strings derived from the view with many units, a cut line and a closed space', async () => {
    const view = crowdedUnitsView();
    const json = JSON.stringify(view);
    const { texts, alt } = await renderWithLog(view, kind);
    expect(texts.map((t) => unexplained(t.text, json)).filter(Boolean)).toEqual([]);
    expect(unexplained(alt, json), 'alt text').toBeNull();
    // The unit chips are explained by the units' marks, not by the fixed chip letters.
    expect(unexplained('H2', json)).toBeNull();
    expect(unexplained('R3', json)).toBeNull();
    expect(unexplained('Q2', json)).not.toBeNull();
  });
});

/** The state with the face-down pile that hides no vehicle turned over (blank), if there is one. */
function withBlankPile(state: GameState): GameState {
  const s = structuredClone(state);
  const tokens = s.zombieVehicles?.tokens ?? [];
  const pile = tokens.find((t) => !t.faceUp && !tokens.some((u) => u.space === t.space && u.vehicle))?.space;
  for (const t of tokens) if (t.space === pile) t.faceUp = true;
  return s;
}

describe('the public-facts check', () => {
  it('catches a string the view does not explain', () => {
    const json = JSON.stringify(publicView(sampleGame(OPTIONS, 1, 0)[0] as GameState));
    expect(unexplained('Central River', json)).toBeNull();
    expect(unexplained('Health 5/5', json)).toBeNull();
    expect(unexplained('Thermal Sight', json)).not.toBeNull();
    expect(unexplained('S2', json)).toBeNull();
  });
});
