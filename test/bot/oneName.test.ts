import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { apply, newGame, publicView, type GameEvent, type GameState } from '../../src/engine/index.js';
import { storyOf } from '../../src/engine/story.js';
import { aggressivePolicy, randomPolicy } from '../../src/cli/policy.js';
import { summaryLines } from '../../src/bot/views/summary.js';
import { altText } from '../../src/render/alt.js';
import { storyChart } from '../../src/render/storyChart.js';
import { lineWidth } from '../../src/render/lineChart.js';
import { VICTIMS } from '../../src/render/modules.js';

/**
 * Issue 34, "One name for each thing": the log, the summary and the alt text call a thing by one
 * name (Pesadilla Verde's Victims are Soldiers), the Pack's size and Health agree, the last stand
 * says it is one, and the recap chart's Bloodlust is the game's.
 */
const c = content();
const MAX = 400;

/** Plays a seeded game, calling `look` with every public event and every state reached. */
function play(setup: { killer: string; location: string; girl: string }, seed: number, look: (events: readonly GameEvent[], s: GameState) => void): GameState {
  const policy = (seed % 2 ? randomPolicy : aggressivePolicy)(seed);
  let out = newGame(setup, seed);
  look(out.events.filter((e) => e.visibility === 'public'), out.state);
  for (let n = 0; !out.state.result && n < MAX; n++) {
    out = apply(out.state, policy(out.state));
    look(out.events.filter((e) => e.visibility === 'public'), out.state);
  }
  return out.state;
}

/** Events that quote a card's printed text (the card's own words stay as printed). */
const QUOTES = /^(Terror card|Event|The Dark Power is revealed|The Finale is revealed|The Epic Finale is revealed):/;

describe('one name for each thing (issue 34)', () => {
  const named = Object.entries(c.locations).filter(([, l]) => l.victimName);

  it('some Location names its Victims (Pesadilla Verde: Soldiers, from its pack)', () => {
    expect(named.map(([id]) => id)).toContain('pesadilla-verde');
  });

  for (const [location, pack] of named) {
    const called = pack.victimName as { one: string; many: string };
    // The game's own narration counting or naming a normal Victim: "2 Victims appear", "A Victim at".
    const wrong = new RegExp(`\\b(\\d+|A|No) (${VICTIMS.one}|${VICTIMS.many})\\b`);
    const right = new RegExp(`\\b(\\d+|A) (${called.one}|${called.many})\\b`);

    it(`at ${pack.name} no public event nor summary line calls its ${called.many} "${VICTIMS.many}" (every Killer)`, () => {
      const bad: string[] = [];
      let named = 0;
      for (const killer of Object.keys(c.killers)) {
        const girls = c.killers[killer]?.finalGirls ?? [];
        for (let seed = 1; seed <= 2; seed++) {
          const girl = girls[seed % girls.length] ?? Object.keys(c.girls)[0] as string;
          play({ killer, location, girl }, seed, (events, s) => {
            for (const e of events) {
              if (QUOTES.test(e.text)) continue;
              if (wrong.test(e.text)) bad.push(`${killer} seed ${seed}: ${e.text}`);
              if (right.test(e.text)) named += 1;
            }
            const view = publicView(s);
            for (const line of [...summaryLines(view), altText(view)]) if (wrong.test(line) || /👥 Victims/.test(line)) bad.push(`${killer} seed ${seed}: ${line}`);
            expect(summaryLines(view).some((l) => l.startsWith(`👥 ${called.many}:`))).toBe(true);
          });
        }
      }
      expect(bad.slice(0, 10)).toEqual([]);
      expect(named, `the log names its ${called.many}`).toBeGreaterThan(0);
    });
  }

  it("the Pack's stated size and Health agree, or the text says why (every Location)", () => {
    const packs: string[] = [];
    for (const location of Object.keys(c.locations)) {
      for (let seed = 1; seed <= 3; seed++) {
        play({ killer: 'raptors', location, girl: c.killers.raptors?.finalGirls[seed % 2] as string }, seed, (events, s) => {
          for (const e of events) {
            // "joins the Pack (6 Health: 5 markers + its Final Health token)": the Health is the
            // Pack's size (seed 003), the markers and the token add up to it.
            const joined = /joins the Pack[^(]*\((\d+) Health(?:: (\d+) markers \+ its Final Health token)?\)/.exec(e.text);
            if (/joins the Pack/.test(e.text)) expect(joined, e.text).not.toBeNull();
            if (joined?.[2] !== undefined) expect(Number(joined[1]), e.text).toBe(Number(joined[2]) + 1);
            // With its token still in play, the markers alone must not be given as the Health.
            const pack = s.units.find((u) => u.type === 'pack');
            if (joined && pack?.final) expect(joined[2], e.text).toBeDefined();
          }
          const lines = summaryLines(publicView(s)).join('\n');
          const size = /Pack of (\d+) Raptors? \((\d+) Health(: (\d+) markers \+ its Final Health token)?\)/.exec(lines);
          if (!/Pack of/.test(lines)) return;
          expect(size, lines).not.toBeNull();
          if (!size) return;
          packs.push(size[0]);
          expect(size[1]).toBe(size[2]);
          const unit = /Pack: P1? ?at [^(]+\((\d+) Health( \+ Final Health token)?\)/.exec(lines);
          expect(unit, lines).not.toBeNull();
          if (unit) expect(Number(unit[1]) + (unit[2] ? 1 : 0), lines).toBe(Number(size[1]));
          if (size[4]) expect(Number(size[4])).toBe(Number(unit?.[1]));
        });
      }
    }
    expect(packs.length).toBeGreaterThan(0);
  });

  it('Health 0 with the white Final Health token is a last stand in the summary and the alt text, not death', () => {
    const s = structuredClone(newGame({ killer: 'volkar', location: 'pesadilla-verde', girl: 'alois' }, 1).state);
    s.girl.health = 0;
    s.girl.final = { colour: 'white', value: 2, revealed: true };
    const view = publicView(s);
    const girlLine = summaryLines(view)[1] as string;
    expect(girlLine).toMatch(/Health 0\/\d+ \+ white Final Health token: last stand/);
    expect(altText(view)).toMatch(/Health 0\/\d+, Final Health white: last stand/);
    // With Health left, the white token is just white.
    s.girl.health = 2;
    expect(summaryLines(publicView(s))[1]).not.toContain('last stand');
    expect(altText(publicView(s))).toContain('Final Health white,');
  });
});

describe('the recap chart uses the game\'s scales (issue 34)', () => {
  it("charts Bloodlust as the view's 1 to bloodlustMax, ending where the game ended, and says 'of N'", () => {
    const setup = { killer: 'volkar', location: 'pesadilla-verde', girl: 'dakota' };
    const choices: string[] = [];
    const policy = aggressivePolicy(4);
    let out = newGame(setup, 4);
    for (let n = 0; !out.state.result && n < MAX; n++) {
      const id = policy(out.state);
      choices.push(id);
      out = apply(out.state, id);
    }
    const { points, end } = storyOf(newGame(setup, 4).state.setup, 4, choices);
    const view = publicView(end);
    const start = publicView(newGame(setup, 4).state);
    expect(points[0]?.bloodlust).toBe(start.killer.bloodlust);
    expect(points.at(-1)?.bloodlust).toBe(view.killer.bloodlust);
    for (const p of points) {
      expect(p.bloodlust).toBeGreaterThanOrEqual(1);
      expect(p.bloodlust).toBeLessThanOrEqual(view.killer.bloodlustMax);
      expect(p.bloodlustMax).toBe(view.killer.bloodlustMax);
    }
    const chart = storyChart(points, { girl: 'Dakota', killer: "The Volk'ar" });
    const bl = chart.series.find((s) => s.name === 'Bloodlust');
    expect(bl?.outOf).toBe(view.killer.bloodlustMax);
    // The Location's word for its Victims in the chart's lines.
    expect(chart.series.map((s) => s.name)).toContain('Soldiers killed');
  });

  it('no line hides another: every line is drawn thinner than the ones before it', () => {
    const n = 5;
    for (let i = 1; i < n; i++) expect(lineWidth(i, n)).toBeLessThan(lineWidth(i - 1, n));
  });
});
