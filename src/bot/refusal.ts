import { RulesError } from '../engine/index.js';
import { REFUSAL_TEXT } from './strings.js';

/** Stable codes for what a player can get wrong; tests match on these. */
const REFUSAL_CODES = [
  'NOT_IN_GUILD',
  'NO_GAME',
  'WRONG_CHANNEL',
  'GAME_ENDED',
  'GAME_EXISTS',
  'NOT_JOINED',
  'NOT_HOST',
  'NOT_YOUR_TURN',
  'STALE',
  'ILLEGAL_CHOICE',
  'MALFORMED',
  'UNKNOWN_KILLER',
  'UNKNOWN_LOCATION',
  'UNKNOWN_GIRL',
  'ALREADY_JOINED',
  'NOT_ON_TEAM',
  'HOST_CANNOT_LEAVE',
  'NO_VOTES',
  'SOLO_NO_VOTE',
  'NOTHING_TO_UNDO',
  'CANNOT_UNDO',
  'UNREADABLE_GAME',
  'BUSY',
  'BAD_SETTING',
  'NOT_STARTED',
  'ALREADY_STARTED',
  'NOT_CALLER',
  'CALLER_DECIDES',
  'CALLER_NOT_JOINED',
  'BAD_OPTION',
  'UNKNOWN_CARD',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** A refusal a player caused: shown to them ephemerally, nothing changed. */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: RefusalCode, message: string): never {
  throw new Refusal(code, message);
}

/** Turns an engine refusal into a player-facing one (its sentence is written for players). */
export function fromRulesError(err: RulesError): Refusal {
  switch (err.code) {
    case 'ERR_UNKNOWN_KILLER':
      return new Refusal('UNKNOWN_KILLER', err.message);
    case 'ERR_UNKNOWN_LOCATION':
      return new Refusal('UNKNOWN_LOCATION', err.message);
    case 'ERR_UNKNOWN_GIRL':
      return new Refusal('UNKNOWN_GIRL', err.message);
    case 'ERR_GAME_OVER':
      return new Refusal('GAME_ENDED', REFUSAL_TEXT.gameEnded);
    case 'ERR_ILLEGAL_CHOICE':
    case 'ERR_NO_DECISION':
      return new Refusal('ILLEGAL_CHOICE', err.message);
    default:
      return new Refusal('UNREADABLE_GAME', REFUSAL_TEXT.unreadableGame);
  }
}
