import type { Command } from '../src/bot/command.js';
import achievements from './achievements.js';
import card from './card.js';
import choose from './choose.js';
import closevote from './closevote.js';
import endgame from './endgame.js';
import help from './help.js';
import hint from './hint.js';
import join from './join.js';
import leave from './leave.js';
import log from './log.js';
import newgame from './newgame.js';
import secrets from './secrets.js';
import settings from './settings.js';
import stats from './stats.js';
import status from './status.js';
import undo from './undo.js';

/** Every slash command, listed by hand (a test checks each file of commands/ is here). */
export const commands: readonly Command[] = [newgame, join, leave, status, card, choose, secrets, hint, log, stats, achievements, undo, closevote, endgame, settings, help];
