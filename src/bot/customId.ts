/**
 * Custom ids on buttons and menus name the game and the prompt they belong to, so a click
 * after a restart still finds its game and a click on an old message is recognised as stale.
 * Format: `fg:<gameId>:<promptNo>:<verb>[:<arg>]` (at most ~40 characters).
 */
// 'status' stays for the buttons of turn messages an older bot posted (the board, privately).
const CUSTOM_ID_VERBS = ['pick', 'menu', 'secrets', 'status', 'account', 'hint', 'close', 'end-yes', 'end-no', 'join', 'start'] as const;
export type CustomIdVerb = (typeof CUSTOM_ID_VERBS)[number];

export interface CustomId {
  gameId: number;
  promptNo: number;
  verb: CustomIdVerb;
  /** Option index for `pick`, menu page for `menu`. */
  arg: number | null;
}

const PATTERN = /^fg:(\d{1,12}):(\d{1,9}):([a-z-]{1,10})(?::(\d{1,4}))?$/;

export function encodeCustomId(id: CustomId): string {
  return `fg:${id.gameId}:${id.promptNo}:${id.verb}${id.arg === null ? '' : `:${id.arg}`}`;
}

/** Null when the id is not one of ours or is malformed. */
export function decodeCustomId(raw: string): CustomId | null {
  const m = PATTERN.exec(raw);
  if (!m) return null;
  const verb = m[3] as CustomIdVerb;
  if (!CUSTOM_ID_VERBS.includes(verb)) return null;
  const arg = m[4] === undefined ? null : Number(m[4]);
  if ((verb === 'pick' || verb === 'menu') && arg === null) return null;
  return { gameId: Number(m[1]), promptNo: Number(m[2]), verb, arg };
}

/** What /choose autocomplete sends back: `#<promptNo>:<option index>`. */
export function encodeChoiceValue(promptNo: number, index: number): string {
  return `#${promptNo}:${index}`;
}

export function decodeChoiceValue(raw: string): { promptNo: number; index: number } | null {
  const m = /^#(\d{1,9}):(\d{1,4})$/.exec(raw.trim());
  return m ? { promptNo: Number(m[1]), index: Number(m[2]) } : null;
}

/**
 * The plan builder's components carry the voter's plan so far, so building it needs no stored
 * draft: `fg:<gameId>:<promptNo>:<verb>:<i.j.k>`, each number the step's index among the
 * choices the builder offered for it (plan.ts `draftSteps`).
 */
const PLAN_VERBS = ['plan', 'plan-add', 'plan-back', 'plan-vote'] as const;
type PlanVerb = (typeof PLAN_VERBS)[number];

export interface PlanId {
  gameId: number;
  promptNo: number;
  verb: PlanVerb;
  draft: readonly number[];
}

/** Most steps a plan may have (the custom id must stay within Discord's 100 characters). */
export const PLAN_STEPS_MAX = 20;

// The digit after the verb tells apart several menus of one builder message (Discord wants distinct ids).
const PLAN_PATTERN = /^fg:(\d{1,12}):(\d{1,9}):(plan|plan-add|plan-back|plan-vote)\d?:((?:\d{1,2}(?:\.\d{1,2}){0,19})?)$/;

export function encodePlanId(id: PlanId, menu = 0): string {
  return `fg:${id.gameId}:${id.promptNo}:${id.verb}${menu ? menu : ''}:${id.draft.join('.')}`;
}

/** Null when the id is not a plan builder's or is malformed. */
export function decodePlanId(raw: string): PlanId | null {
  const m = PLAN_PATTERN.exec(raw);
  if (!m) return null;
  const draft = m[4] ? m[4].split('.').map(Number) : [];
  return { gameId: Number(m[1]), promptNo: Number(m[2]), verb: m[3] as PlanVerb, draft };
}
