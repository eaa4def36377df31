import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
} from 'discord.js';
import type { ChoiceOption } from '../../engine/index.js';
import { encodeCustomId } from '../customId.js';
import { clip, TEXT } from '../strings.js';

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
 * big for any menu fills the current menu first, then runs over into new ones.
 */
export function packMenus(options: readonly ChoiceOption[]): number[][] {
  const groups: number[][] = [];
  options.forEach((o, i) => {
    const last = groups[groups.length - 1];
    if (last && options[last[0] as number]?.group === o.group) last.push(i);
    else groups.push([i]);
  });
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

/**
 * The quick buttons shown beside the menus: options that are alone in their group (like
 * "End the Action phase"), the ones players reach for most.
 */
export function quickOptions(options: readonly ChoiceOption[]): number[] {
  const size = new Map<string, number>();
  for (const o of options) size.set(o.group, (size.get(o.group) ?? 0) + 1);
  return options.flatMap((o, i) => (size.get(o.group) === 1 ? [i] : [])).slice(0, LIMITS.buttonsPerRow);
}

/**
 * The components of an open turn message: up to ten options as buttons; more as select menus
 * (split by group, 25 per menu) plus quick buttons; always a utility row (Secrets, Status,
 * and Close vote in vote mode). Never more than five rows.
 */
export function turnComponents(gameId: number, promptNo: number, options: readonly ChoiceOption[], mode: 'solo' | 'vote'): TurnComponents {
  const id = (verb: 'pick' | 'menu', arg: number) => encodeCustomId({ gameId, promptNo, verb, arg });
  const rows: Row[] = [];
  let hidden = 0;
  if (options.length <= ALL_BUTTONS_MAX) {
    for (let start = 0; start < options.length; start += LIMITS.buttonsPerRow) {
      rows.push({
        type: ComponentType.ActionRow,
        components: options.slice(start, start + LIMITS.buttonsPerRow).map((o, j) => button(id('pick', start + j), o.label, ButtonStyle.Primary)),
      });
    }
  } else {
    const quick = quickOptions(options);
    const menus = packMenus(options);
    const maxMenus = LIMITS.rows - 1 - (quick.length ? 1 : 0);
    menus.slice(0, maxMenus).forEach((indexes, page) => {
      const groups = [...new Set(indexes.map((i) => options[i]?.group ?? ''))];
      const menuOptions: APISelectMenuOption[] = indexes.map((i) => {
        const o = options[i] as ChoiceOption;
        return { label: clip(o.label, LIMITS.label), value: String(i), description: clip(o.group, LIMITS.label) };
      });
      rows.push({
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.StringSelect, custom_id: id('menu', page), placeholder: TEXT.menuPlaceholder(groups), min_values: 1, max_values: 1, options: menuOptions }],
      });
    });
    hidden = menus.slice(maxMenus).reduce((n, m) => n + m.length, 0);
    if (quick.length) rows.push({ type: ComponentType.ActionRow, components: quick.map((i) => button(id('pick', i), options[i]?.label ?? '?', ButtonStyle.Primary)) });
  }
  const utility: APIButtonComponent[] = [
    button(encodeCustomId({ gameId, promptNo, verb: 'secrets', arg: null }), TEXT.buttonSecrets, ButtonStyle.Secondary),
    button(encodeCustomId({ gameId, promptNo, verb: 'status', arg: null }), TEXT.buttonStatus, ButtonStyle.Secondary),
  ];
  if (mode === 'vote') utility.push(button(encodeCustomId({ gameId, promptNo, verb: 'close', arg: null }), TEXT.buttonClose, ButtonStyle.Danger));
  rows.push({ type: ComponentType.ActionRow, components: utility });
  return { rows, hidden };
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
