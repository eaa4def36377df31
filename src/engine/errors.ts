/** Stable codes for refusals; the bot and tests match on these, players read the sentence. */
const RULES_ERROR_CODES = [
  'ERR_UNKNOWN_KILLER',
  'ERR_UNKNOWN_LOCATION',
  'ERR_UNKNOWN_GIRL',
  'ERR_GAME_OVER',
  'ERR_NO_DECISION',
  'ERR_ILLEGAL_CHOICE',
  'ERR_BAD_STATE',
  'ERR_NOT_IMPLEMENTED',
] as const;
export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

/** A refusal: the state it was raised against is left untouched. */
export class RulesError extends Error {
  override name = 'RulesError';
  constructor(
    readonly code: RulesErrorCode,
    message: string,
  ) {
    super(message);
  }
}
