import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
} from 'discord.js';
import type { ChoiceOption } from '../../engine/index.js';
import { encodeCustomId, encodePlanId } from '../customId.js';
import { PLAN_SEP } from '../play/plan.js';
import { clip, TEXT } from '../strings.js';
import { isDiscard, needsDescription, shortLabel, SHORT_LABEL_MAX } from './labels.js';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Discord's limits for legacy components (discord-notes.md). */
export const LIMITS = { rows: 5, buttonsPerRow: 5, optionsPerMenu: 25, label: 100, buttonLabel: 80, customId: 100, placeholder: 150 } as const;

/** At most this many options are shown as buttons only (two rows of five). */
const ALL_BUTTONS_MAX = 10;

export interface TurnComponents {
  rows: Row[];
  /** Options that fit in no menu (reachable with /choose). */
  hidden: number;
}

type ActionStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Danger;

function button(customId: string, label: string, style: ActionStyle): APIButtonComponent {
  return { type: ComponentType.Button, custom_id: customId, label: clip(label, LIMITS.buttonLabel), style };
}

/**
 * Groups options into menus of at most 25: a group that fits stays in one menu; a group too
 * big for any menu fills the current menu first, then runs over into new ones. `indexes` picks
 * the options to pack (all of them by default), in order.
 */
export function packMenus(options: readonly ChoiceOption[], indexes: readonly number[] = options.map((_, i) => i)): number[][] {
  const groups = groupRuns(options, indexes);
  const size = LIMITS.optionsPerMenu;
  const menus: number[][] = [];
  for (const group of groups) {
    let rest = group;
    const current = menus[menus.length - 1];
    if (current && current.length + rest.length <= size) {
      current.push(...rest);
      continue;
    }
    if (current && rest.length > size) {
      const room = size - current.length;
      current.push(...rest.slice(0, room));
      rest = rest.slice(room);
    }
    for (let start = 0; start < rest.length; start += size) menus.push(rest.slice(start, start + size));
  }
  return menus;
}

/** Consecutive options of one group, as runs of indexes. */
function groupRuns(options: readonly ChoiceOption[], indexes: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const i of indexes) {
    const last = runs[runs.length - 1];
    if (last && options[last[0] as number]?.group === options[i]?.group) last.push(i);
    else runs.push([i]);
  }
  return runs;
}

/** One menu per group (a group over 25 over several menus), or null when that needs more than `room` menus. */
function menuPerGroup(options: readonly ChoiceOption[], indexes: readonly number[], room: number): number[][] | null {
  const size = LIMITS.optionsPerMenu;
  const menus = groupRuns(options, indexes).flatMap((run) => Array.from({ length: Math.ceil(run.length / size) }, (_, k) => run.slice(k * size, (k + 1) * size)));
  return menus.length <= room ? menus : null;
}

/**
 * The quick buttons shown beside the menus: options that are alone in their group (like
 * "End the Action phase"), the ones players reach for most; never a discard. They are not
 * repeated in the menus.
 */
function quickOptions(options: readonly ChoiceOption[], indexes: readonly number[] = options.map((_, i) => i)): number[] {
  const size = new Map<string, number>();
  for (const i of indexes) size.set(options[i]?.group ?? '', (size.get(options[i]?.group ?? '') ?? 0) + 1);
  return indexes.filter((i) => size.get(options[i]?.group ?? '') === 1 && !isDiscard(options[i] as ChoiceOption)).slice(0, LIMITS.buttonsPerRow);
}

/**
 * The label each option shows (`shortLabel`), unique within the message: an option whose id
 * repeats an earlier one's is left out (`null`: the same choice), and two different choices
 * that read alike are told apart by a number.
 */
function visibleLabels(options: readonly ChoiceOption[]): (string | null)[] {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  return options.map((o) => {
    if (ids.has(o.id)) return null;
    ids.add(o.id);
    let label = shortLabel(o);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    if (n > 1) {
      label = `${clip(label, SHORT_LABEL_MAX - 4)} (${n})`;
      seen.set(label, 1);
    }
    return label;
  });
}

/**
 * Options as buttons: each group starts its own row when the groups fit in `room` rows (a
 * phone user sees plays, moves and discards apart), else five to a row. Discards are grey.
 */
function buttonRows(options: readonly ChoiceOption[], indexes: readonly number[], labels: readonly (string | null)[], room: number, id: (i: number) => string): Row[] {
  const chunk = (list: readonly number[]) => Array.from({ length: Math.ceil(list.length / LIMITS.buttonsPerRow) }, (_, k) => list.slice(k * LIMITS.buttonsPerRow, (k + 1) * LIMITS.buttonsPerRow));
  const byGroup = groupRuns(options, indexes).flatMap(chunk);
  const layout = byGroup.length <= room ? byGroup : chunk(indexes);
  return layout.map((list) => ({
    type: ComponentType.ActionRow,
    components: list.map((i) => button(id(i), labels[i] ?? '?', isDiscard(options[i] as ChoiceOption) ? ButtonStyle.Secondary : ButtonStyle.Primary)),
  }));
}

/** A select menu's parts: a group split over several menus names its part ("Order Soldiers (2/2)"). */
function menuPlaceholders(options: readonly ChoiceOption[], menus: readonly number[][]): string[][] {
  const groupsOf = (indexes: readonly number[]) => [...new Set(indexes.map((i) => options[i]?.group ?? ''))];
  const parts = new Map<string, number>();
  for (const m of menus) for (const g of groupsOf(m)) parts.set(g, (parts.get(g) ?? 0) + 1);
  const seen = new Map<string, number>();
  return menus.map((m) =>
    groupsOf(m).map((g) => {
      const n = (seen.get(g) ?? 0) + 1;
      seen.set(g, n);
      const of = parts.get(g) ?? 1;
      return of > 1 ? `${g} (${n}/${of})` : g;
    }),
  );
}

/**
 * The menus of a turn message with more options than buttons: quick buttons for lone options
 * (never repeated in a menu), one menu per group when they fit (else whole groups packed
 * together), discards always in a menu of their own, after the others. `lead`: the quick
 * buttons, when they share the utility row (`utilityButtons` of them), which they do when a
 * row of their own would cost a group its menu. When neither fits (a crowded message: the
 * plans menu above, many Soldiers' orders), the lone options go into the menus instead, rather
 * than leave options off the message.
 */
function menuLayout(options: readonly ChoiceOption[], shown: readonly number[], labels: readonly (string | null)[], utilityButtons: number, id: (verb: 'pick' | 'menu', arg: number) => string, room: number, firstPage: number): { rows: Row[]; lead: APIButtonComponent[]; hidden: number } {
  const withQuick = layoutWith(quickOptions(options, shown), options, shown, labels, utilityButtons, id, room, firstPage);
  if (withQuick.hidden === 0) return withQuick;
  const inMenusOnly = layoutWith([], options, shown, labels, utilityButtons, id, room, firstPage);
  return inMenusOnly.hidden < withQuick.hidden ? inMenusOnly : withQuick;
}

/** `menuLayout` with `quick` as the quick buttons (none: every option in a menu). */
function layoutWith(quick: readonly number[], options: readonly ChoiceOption[], shown: readonly number[], labels: readonly (string | null)[], utilityButtons: number, id: (verb: 'pick' | 'menu', arg: number) => string, room: number, firstPage: number): { rows: Row[]; lead: APIButtonComponent[]; hidden: number } {
  const inMenus = shown.filter((i) => !quick.includes(i));
  const discards = inMenus.filter((i) => isDiscard(options[i] as ChoiceOption));
  const others = inMenus.filter((i) => !isDiscard(options[i] as ChoiceOption));
  const discardMenus = packMenus(options, discards);
  const free = room - discardMenus.length;
  // Sharing the utility row gives the menus a row: taken when it keeps a group its own menu, or keeps options from being left out.
  const fitsUtility = quick.length > 0 && quick.length + utilityButtons <= LIMITS.buttonsPerRow;
  const share = fitsUtility && !menuPerGroup(options, others, free - 1) && (menuPerGroup(options, others, free) !== null || packMenus(options, others).length > free - 1);
  const menuRoom = Math.max(0, free - (quick.length && !share ? 1 : 0));
  const otherMenus = menuPerGroup(options, others, menuRoom) ?? packMenus(options, others);
  const menus = [...otherMenus.slice(0, menuRoom), ...discardMenus];
  const placeholders = menuPlaceholders(options, menus);
  const rows: Row[] = menus.map((indexes, page) => {
    const several = new Set(indexes.map((i) => options[i]?.group)).size > 1;
    const menuOptions: APISelectMenuOption[] = indexes.map((i) => {
      const o = options[i] as ChoiceOption;
      const label = labels[i] ?? '?';
      const description = label !== o.label ? o.label : several ? o.group : null;
      return { label, value: String(i), ...(description ? { description: clip(description, LIMITS.label) } : {}) };
    });
    return {
      type: ComponentType.ActionRow,
      components: [{ type: ComponentType.StringSelect, custom_id: id('menu', firstPage + page), placeholder: TEXT.menuPlaceholder(placeholders[page] ?? []), min_values: 1, max_values: 1, options: menuOptions }],
    };
  });
  const buttons = quick.map((i) => button(id('pick', i), labels[i] ?? '?', ButtonStyle.Primary));
  if (buttons.length && !share) rows.push({ type: ComponentType.ActionRow, components: buttons });
  return { rows, lead: share ? buttons : [], hidden: otherMenus.slice(menuRoom).reduce((n, m) => n + m.length, 0) };
}

/**
 * The components of an open turn message: up to ten options as buttons (a row per group when
 * they fit), more as select menus (`menuLayout`). Labels are short (`shortLabel`); a menu
 * line's description keeps the engine's full label, and a label that would be clipped sends its
 * options to menus. Always a utility row (Secrets, Full account, Hint, and Close vote in vote mode). Never
 * more than five rows; what fits nowhere is counted in `hidden` (reachable with /choose).
 */
export function turnComponents(gameId: number, promptNo: number, options: readonly ChoiceOption[], mode: 'solo' | 'vote', plannable = false): TurnComponents {
  const id = (verb: 'pick' | 'menu', arg: number) => encodeCustomId({ gameId, promptNo, verb, arg });
  const labels = visibleLabels(options);
  const shown = options.flatMap((_, i) => (labels[i] === null ? [] : [i]));
  const utility: APIButtonComponent[] = [
    button(encodeCustomId({ gameId, promptNo, verb: 'secrets', arg: null }), TEXT.buttonSecrets, ButtonStyle.Secondary),
    button(encodeCustomId({ gameId, promptNo, verb: 'account', arg: null }), TEXT.buttonAccount, ButtonStyle.Secondary),
    button(encodeCustomId({ gameId, promptNo, verb: 'hint', arg: null }), TEXT.buttonHint, ButtonStyle.Secondary),
  ];
  if (mode === 'vote') utility.push(button(encodeCustomId({ gameId, promptNo, verb: 'close', arg: null }), TEXT.buttonClose, ButtonStyle.Danger));
  // The plans the player proposes (proposals.ts) lead, in a menu of their own: whole wording, and
  // under it what a step not possible does; its last line opens the plan builder.
  const plans = mode === 'vote' ? shown.filter((i) => isPlanOption(options[i] as ChoiceOption)).slice(0, LIMITS.optionsPerMenu - 1) : [];
  const planRows: Row[] = plans.length ? [planMenu(options, plans, id('menu', 0), plannable)] : [];
  // Else the team may build a plan of several steps of this phase (plan.ts) from a button.
  if (mode === 'vote' && plannable && !plans.length) utility.unshift(button(encodePlanId({ gameId, promptNo, verb: 'plan', draft: [] }), TEXT.buttonPlan, ButtonStyle.Primary));
  const steps = shown.filter((i) => !isPlanOption(options[i] as ChoiceOption));
  const room = LIMITS.rows - 1 - planRows.length;
  const clipped = steps.some((i) => needsDescription(options[i] as ChoiceOption));
  if (steps.length <= ALL_BUTTONS_MAX && !clipped) {
    const rows = buttonRows(options, steps, labels, room, (i) => id('pick', i));
    return { rows: [...planRows, ...rows, { type: ComponentType.ActionRow, components: utility }], hidden: 0 };
  }
  const { rows, lead, hidden } = menuLayout(options, steps, labels, utility.length, id, room, planRows.length);
  return { rows: [...planRows, ...rows, { type: ComponentType.ActionRow, components: [...lead, ...utility] }], hidden };
}

/** Whether an option is a plan of several steps (a proposal, or a plan the builder made). */
const isPlanOption = (o: Pick<ChoiceOption, 'id'>): boolean => o.id.includes(PLAN_SEP);

/** The value of the plans menu's line that opens the plan builder (option values are otherwise indexes). */
export const BUILD_VALUE = 'build';

/**
 * The menu of proposed plans: each line the plan's wording (as much as fits), its description
 * what happens if a step is not possible; then, when the team may build its own, the line that
 * opens the builder (it takes no row of its own, so no choice is pushed off the message).
 */
function planMenu(options: readonly ChoiceOption[], indexes: readonly number[], customId: string, buildable: boolean): Row {
  const menuOptions: APISelectMenuOption[] = indexes.map((i) => ({ label: clip((options[i] as ChoiceOption).label, LIMITS.label), value: String(i), description: TEXT.planStops }));
  if (buildable) menuOptions.push({ label: TEXT.planBuild, value: BUILD_VALUE, description: TEXT.planBuildWhat });
  return { type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, custom_id: customId, placeholder: TEXT.planMenu, min_values: 1, max_values: 1, options: menuOptions }] };
}

/** The two buttons of the /endgame confirmation. */
export function endConfirmRow(gameId: number): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      button(encodeCustomId({ gameId, promptNo: 0, verb: 'end-yes', arg: null }), TEXT.endYes, ButtonStyle.Danger),
      button(encodeCustomId({ gameId, promptNo: 0, verb: 'end-no', arg: null }), TEXT.endNo, ButtonStyle.Secondary),
    ],
  };
}
