import type { GameSetup, ModuleId, ModuleSecrets, PublicView } from '../../../engine/index.js';
import { isModuleId, modulesOfSetup } from '../../../engine/index.js';
import type { ModuleText, SecretText, SummaryText } from './text.js';
import { volkarSecretText, volkarText } from './volkar.js';
import { pesadillaVerdeText } from './pesadillaVerde.js';
import { berithSecretText, berithText } from './berith.js';
import { larmesAbbeyText } from './larmesAbbey.js';
import { zombiesText } from './zombies.js';
import { hunterText } from './hunter.js';
import { islaLagartoText } from './islaLagarto.js';
import { raptorsText } from './raptors.js';

/** The bot's texts for every module: tsc names a module of the list (MODULES) that has none. */
const MODULE_TEXT: { [K in ModuleId]: ModuleText<K> } = {
  volkar: volkarText,
  pesadillaVerde: pesadillaVerdeText,
  berith: berithText,
  larmesAbbey: larmesAbbeyText,
  zombies: zombiesText,
  hunter: hunterText,
  islaLagarto: islaLagartoText,
  raptors: raptorsText,
};

/** The secret views' lines: tsc names a module whose manifest has a secret view and no text for it. */
const SECRET_TEXT: { [K in keyof ModuleSecrets]: SecretText<K> } = {
  volkar: volkarSecretText,
  berith: berithSecretText,
};

/** The modules whose view is in `view`, in its order (Killer first). */
function inView(view: PublicView): ModuleId[] {
  return Object.keys(view.modules).filter(isModuleId);
}

function slotOf<K extends ModuleId>(key: K, view: PublicView, slot: keyof SummaryText<unknown>): string[] {
  const mine = view.modules[key];
  const say = MODULE_TEXT[key].summary[slot];
  return mine === undefined || !say ? [] : say(view, mine);
}

/** What the modules in play say in one summary slot, Killer first. */
export function summarySlot(view: PublicView, slot: keyof SummaryText<unknown>): string[] {
  return inView(view).flatMap((k) => slotOf(k, view, slot));
}

function secretOf<K extends keyof ModuleSecrets>(key: K, secrets: Partial<ModuleSecrets>): string[] {
  const secret = secrets[key];
  return secret === undefined ? [] : SECRET_TEXT[key](secret);
}

/** What the Final Girl's players know, one fact a line, module by module (Killer first). */
export function secretLines(secrets: Partial<ModuleSecrets>): string[] {
  const keys: readonly string[] = Object.keys(SECRET_TEXT);
  return Object.keys(secrets).filter((k): k is keyof ModuleSecrets => keys.includes(k)).flatMap((k) => secretOf(k, secrets));
}

/** What the start message says about the setup options of the game's modules. */
export function moduleSetupNotes(setup: GameSetup): string[] {
  return modulesOfSetup(setup).flatMap((k) => MODULE_TEXT[k].setupNotes?.(setup) ?? []);
}
