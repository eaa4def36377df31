import { describe, expect, it } from 'vitest';
import { apply, choices, newGame, type ChoiceOption } from '../../src/engine/index.js';
import { content } from '../../src/content/load.js';
import { aggressivePolicy, randomPolicy } from '../../src/cli/policy.js';
import { LIMITS, turnComponents } from '../../src/bot/views/components.js';
import { foldedShort, SHORT_LABEL_MAX, shortLabel } from '../../src/bot/views/labels.js';

/**
 * Phone-first menus (issue 10): for every decision of many seeded games of every installed
 * pairing, the turn message's components keep short labels, no duplicates, discards apart from
 * plays, every choice reachable, and Discord's limits.
 */

const PAIRINGS = ['volkar', 'berith'].flatMap((killer) => ['pesadilla-verde', 'larmes-abbey'].map((location) => ({ killer, location })));
const SEEDS = 24;
const MAX_DECISIONS = 400;

interface Shown {
  kind: 'button' | 'menu';
  index: number;
  label: string;
  menu?: number;
}

/** Checks one decision's components; returns a description of the first problem, or null. */
function problems(options: readonly ChoiceOption[], mode: 'solo' | 'vote'): string[] {
  const out: string[] = [];
  const { rows, hidden } = turnComponents(7, 3, options, mode);
  if (rows.length > LIMITS.rows) out.push(`${rows.length} rows`);
  const customIds = new Set<string>();
  const shown: Shown[] = [];
  rows.forEach((row, r) => {
    if (row.components.length > LIMITS.buttonsPerRow) out.push(`row ${r}: ${row.components.length} components`);
    for (const c of row.components as any[]) {
      if (c.custom_id.length > LIMITS.customId) out.push(`custom id ${c.custom_id}`);
      if (customIds.has(c.custom_id)) out.push(`custom id twice: ${c.custom_id}`);
      customIds.add(c.custom_id);
      if (c.type === 2) {
        if (c.label.length > SHORT_LABEL_MAX) out.push(`button label ${c.label.length}: ${c.label}`);
        const m = /:pick:(\d+)$/.exec(c.custom_id);
        if (m) shown.push({ kind: 'button', index: Number(m[1]), label: c.label });
      } else if (c.type === 3) {
        if (row.components.length !== 1) out.push('a menu shares its row');
        if (c.options.length > LIMITS.optionsPerMenu || c.options.length < 1) out.push(`menu of ${c.options.length}`);
        if (c.placeholder.length > LIMITS.placeholder) out.push(`placeholder ${c.placeholder}`);
        const ids = c.options.map((o: any) => options[Number(o.value)]?.id ?? '?');
        const discards = ids.filter((id: string) => id.startsWith('discard:')).length;
        if (discards > 0 && discards < ids.length) out.push(`menu mixes discards with ${ids.filter((id: string) => !id.startsWith('discard:')).join(', ')}`);
        for (const o of c.options) {
          if (o.label.length > SHORT_LABEL_MAX) out.push(`menu label ${o.label.length}: ${o.label}`);
          if (o.description !== undefined && (o.description.length > LIMITS.label || o.description.length < 1)) out.push(`description ${o.description}`);
          if (String(o.value).length > LIMITS.label) out.push(`value ${o.value}`);
          shown.push({ kind: 'menu', index: Number(o.value), label: o.label, menu: r });
        }
      }
    }
  });
  const labels = shown.map((s) => s.label);
  const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
  if (twice.length) out.push(`labels shown twice: ${twice.join(', ')}`);
  const indexes = shown.map((s) => s.index);
  if (new Set(indexes).size !== indexes.length) out.push('an option is shown twice');
  for (const i of indexes) if (!options[i]) out.push(`index ${i} names no option`);
  const shownIds = new Set(indexes.map((i) => options[i]?.id));
  const missing = [...new Set(options.map((o) => o.id))].filter((id) => !shownIds.has(id));
  // What is not shown is counted, and /choose reaches every option by its label.
  if (missing.length !== hidden) out.push(`${missing.length} choices not shown, ${hidden} counted as hidden`);
  return out;
}

describe('phone-first turn menus', () => {
  it('every decision of seeded games of every pairing: short unique labels, discards apart, every choice reachable, Discord limits', () => {
    const girls = Object.keys(content().girls);
    let decisions = 0;
    let bigMenus = 0;
    for (const pairing of PAIRINGS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        let out = newGame({ ...pairing, girl: girls[seed % girls.length] as string }, seed);
        const policy = seed % 2 ? randomPolicy(seed) : aggressivePolicy(seed);
        for (let n = 0; n < MAX_DECISIONS && !out.state.result; n++) {
          const options = choices(out.state);
          for (const mode of ['vote', 'solo'] as const) {
            const found = problems(options, mode);
            expect(found, `${pairing.killer}|${pairing.location} seed ${seed} decision ${n + 1} (${mode}): ${options.map((o) => o.id).join(' ')}`).toEqual([]);
          }
          if (options.length > 10) bigMenus++;
          decisions++;
          out = apply(out.state, policy(out.state));
        }
      }
    }
    expect(decisions).toBeGreaterThan(1000);
    expect(bigMenus).toBeGreaterThan(0);
  }, 180_000);

  it("a button shows the engine's short wording, else its label; a stored game's long label is cut at a word's end", () => {
    const cases: [Pick<ChoiceOption, 'label' | 'short'>, string][] = [
      [{ label: 'Order 2 Soldiers at Lower River to attack a guess at Central River', short: 'Lower River → guess (Central River)' }, 'Lower River → guess (Central River)'],
      [{ label: 'Count the 4 (die 2) as a success: discard 2 cards', short: 'Count 4 (die 2): discard 2' }, 'Count 4 (die 2): discard 2'],
      [{ label: 'End the Action phase' }, 'End the Action phase'],
      // Stored before the engine gave short wordings: never cut mid-word.
      [{ label: 'Order 1 Soldier at space D to attack the Killer at space E' }, 'Order 1 Soldier at space D to attack…'],
      [{ label: 'Move 1, lose 1 Health, -2 Time, end phase' }, 'Move 1, lose 1 Health, -2 Time, end…'],
      [{ label: 'Pick up a Cybernetic Part (1 Time, 2 here)' }, 'Pick up a Cybernetic Part (1 Time, 2…'],
    ];
    for (const [o, shown] of cases) {
      expect(shortLabel(o)).toBe(shown);
      expect(shortLabel(o).length).toBeLessThanOrEqual(SHORT_LABEL_MAX);
    }
  });

  it("a folded option reads as its parts' short wordings; too long, the last part stays whole and those before it are cut at a word's end", () => {
    expect(foldedShort([{ label: 'Play Walk' }, { label: 'Move to Cave', short: 'Cave' }])).toBe('Play Walk → Cave');
    const long = foldedShort([{ label: 'Keep 0 successes' }, { label: 'Move 1, lose 1 Health, -2 Time, end phase', short: 'Move 1, -1 Health, -2 Time, end phase' }, { label: 'Move to Central River', short: 'Central River' }]);
    expect(long).toBe('Keep 0 successes → Move… → Central River');
    expect(long.length).toBeLessThanOrEqual(SHORT_LABEL_MAX);
    expect(foldedShort([{ label: 'Use Jungle Map (-1 Time)' }, { label: 'Move to Cursed Temple with 1 Victim', short: 'Cursed Temple + 1 Victim' }])).toBe('Use Jungle… → Cursed Temple + 1 Victim');
  });

  it('the Action phase: plays, orders and discards in menus of their own, "End the Action phase" once', () => {
    const opts: ChoiceOption[] = [
      ...['focus', 'walk', 'track'].map((c) => ({ id: `play:${c}`, label: `Play ${c}`, group: 'Play a card' })),
      ...Array.from({ length: 12 }, (_, i) => ({ id: `order:attack-1:s${i}:t${i}`, label: `Order 2 Soldiers at Space ${i} to attack a guess at Target ${i}`, short: `Space ${i} → guess (Target ${i})`, group: 'Order Soldiers' })),
      ...['focus', 'walk', 'track', 'guard'].map((c) => ({ id: `discard:${c}`, label: `Discard ${c} (+1 Time)`, group: 'Discard for Time' })),
      { id: 'end', label: 'End the Action phase', group: 'Done' },
    ];
    const { rows, hidden } = turnComponents(1, 2, opts, 'vote');
    expect(hidden).toBe(0);
    const menus = rows.flatMap((r) => (r.components as any[]).filter((c) => c.type === 3));
    expect(menus.map((m) => m.placeholder)).toEqual(['Choose: Play a card', 'Choose: Order Soldiers', 'Choose: Discard for Time']);
    expect(menus[1].options[0]).toEqual({ label: 'Space 0 → guess (Target 0)', value: '3', description: 'Order 2 Soldiers at Space 0 to attack a guess at Target 0' });
    const labels = rows.flatMap((r) => (r.components as any[]).flatMap((c) => (c.type === 3 ? c.options.map((o: any) => o.label) : [c.label])));
    expect(labels.filter((l) => l === 'End the Action phase')).toHaveLength(1);
  });

  it('when a row of quick buttons would cost a group its menu, they lead the utility row', () => {
    const opts: ChoiceOption[] = [
      ...Array.from({ length: 6 }, (_, i) => ({ id: `play:c${i}`, label: `Play Card ${i}`, group: 'Play a card' })),
      ...Array.from({ length: 28 }, (_, i) => ({ id: `order:move-1:s${i}`, label: `Order 1 Soldier at Space ${i} to move`, group: 'Order Soldiers' })),
      ...Array.from({ length: 5 }, (_, i) => ({ id: `discard:c${i}`, label: `Discard Card ${i} (+1 Time)`, group: 'Discard for Time' })),
      { id: 'end', label: 'End the Action phase', group: 'Done' },
    ];
    const { rows, hidden } = turnComponents(1, 2, opts, 'vote');
    expect(hidden).toBe(0);
    expect(rows.map((r) => (r.components as any[]).map((c) => c.placeholder ?? c.label))).toEqual([
      ['Choose: Play a card'],
      ['Choose: Order Soldiers (1/2)'],
      ['Choose: Order Soldiers (2/2)'],
      ['Choose: Discard for Time'],
      ['End the Action phase', '🤫 Secrets', '📜 Full account', '💡 Hint', '⏹️ Close vote'],
    ]);
  });

  it('few options are buttons, a row per group, discards grey', () => {
    const opts: ChoiceOption[] = [
      { id: 'play:walk', label: 'Play Walk', group: 'Play a card' },
      { id: 'discard:walk', label: 'Discard Walk (+1 Time)', group: 'Discard for Time' },
      { id: 'discard:focus', label: 'Discard Focus (+1 Time)', group: 'Discard for Time' },
      { id: 'end', label: 'End the Action phase', group: 'Done' },
    ];
    const { rows } = turnComponents(1, 2, opts, 'solo');
    expect(rows.map((r) => (r.components as any[]).map((c) => [c.label, c.style]))).toEqual([
      [['Play Walk', 1]],
      [['Discard Walk (+1 Time)', 2], ['Discard Focus (+1 Time)', 2]],
      [['End the Action phase', 1]],
      [['🤫 Secrets', 2], ['📜 Full account', 2], ['💡 Hint', 2]],
    ]);
  });

  it('the same choice offered twice is shown once', () => {
    const opts: ChoiceOption[] = [
      { id: 'keep:bowie-knife', label: 'Keep Bowie Knife', group: 'Keep one' },
      { id: 'keep:bowie-knife', label: 'Keep Bowie Knife', group: 'Keep one' },
    ];
    const { rows } = turnComponents(1, 2, opts, 'solo');
    expect((rows[0]?.components as any[]).map((c) => c.custom_id)).toEqual(['fg:1:2:pick:0']);
  });
});
