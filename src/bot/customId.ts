/**
 * Custom ids on buttons and menus name the game and the prompt they belong to, so a click
 * after a restart still finds its game and a click on an old message is recognised as stale.
 * Format: `fg:<gameId>:<promptNo>:<verb>[:<arg>]` (at most ~40 characters).
 */
export const CUSTOM_ID_VERBS = ['pick', 'menu', 'secrets', 'status', 'close', 'end-yes', 'end-no', 'join', 'start'] as const;
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
