import { isModuleId, type ModuleId, type ModuleSecrets, type PublicView } from '../../engine/index.js';
import type { ModuleTerminalText, TerminalSecretText, TerminalText } from './text.js';
import { volkarSecretTerminal, volkarTerminal } from './volkar.js';
import { pesadillaVerdeTerminal } from './pesadillaVerde.js';
import { berithSecretTerminal, berithTerminal } from './berith.js';
import { larmesAbbeyTerminal } from './larmesAbbey.js';
import { zombiesTerminal } from './zombies.js';
import { hunterTerminal } from './hunter.js';
import { islaLagartoTerminal } from './islaLagarto.js';
import { raptorsTerminal } from './raptors.js';

/** The terminal's texts for every module: tsc names a module of the list (MODULES) that has none. */
const TERMINAL_TEXT: { [K in ModuleId]: ModuleTerminalText<K> } = {
  volkar: volkarTerminal,
  pesadillaVerde: pesadillaVerdeTerminal,
  berith: berithTerminal,
  larmesAbbey: larmesAbbeyTerminal,
  zombies: zombiesTerminal,
  hunter: hunterTerminal,
  islaLagarto: islaLagartoTerminal,
  raptors: raptorsTerminal,
};

/** The secret views' facts: tsc names a module with a secret view and no text for it. */
const SECRET_TERMINAL: { [K in keyof ModuleSecrets]: TerminalSecretText<K> } = {
  volkar: volkarSecretTerminal,
  berith: berithSecretTerminal,
};

/** The modules whose view is in `view`, in its order (Killer first). */
function inView(view: PublicView): ModuleId[] {
  return Object.keys(view.modules).filter(isModuleId);
}

function slotOf<K extends ModuleId>(key: K, view: PublicView, slot: keyof TerminalText<unknown>): string[] {
  const mine = view.modules[key];
  const say = TERMINAL_TEXT[key][slot];
  return mine === undefined || !say ? [] : say(view, mine);
}

/** What the modules in play say in one slot of the terminal summary, Killer first. */
export function terminalSlot(view: PublicView, slot: keyof TerminalText<unknown>): string[] {
  return inView(view).flatMap((k) => slotOf(k, view, slot));
}

function secretOf<K extends keyof ModuleSecrets>(key: K, secrets: Partial<ModuleSecrets>): string[] {
  const secret = secrets[key];
  return secret === undefined ? [] : SECRET_TERMINAL[key](secret);
}

/** What the Final Girl's players know, one fact a line, Killer first. */
export function terminalSecrets(secrets: Partial<ModuleSecrets>): string[] {
  const keys: readonly string[] = Object.keys(SECRET_TERMINAL);
  return Object.keys(secrets).filter((k): k is keyof ModuleSecrets => keys.includes(k)).flatMap((k) => secretOf(k, secrets));
}
