import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from 'discord.js';
import { content } from '../../content/load.js';
import { cardCatalog, cardLabel, cardMatches, gameFirst } from '../../content/cards.js';
import { channelSetup } from '../play/cardRead.js';
import { packMatches, type NamedPack } from '../../content/names.js';
import { encodeChoiceValue } from '../customId.js';
import { openChoices } from '../play/reads.js';
import type { BotServices } from '../services.js';
import { clip, RANDOM_TEXT } from '../strings.js';
import { RANDOM } from '../play/randomPairing.js';

const MAX = 25;

/** Packs whose id or display name holds what was typed (compared as /newgame resolves names). */
function matching(entries: NamedPack[], typed: string): ApplicationCommandOptionChoiceData[] {
  return entries
    .filter((e) => packMatches(e, typed))
    .slice(0, MAX)
    .map((e) => ({ name: clip(e.name, 100), value: e.id }));
}

/** Killers, Locations and Final Girls installed (only what the content packs hold); with `random`, a draw among them first (/newgame). */
export function setupSuggestions(interaction: AutocompleteInteraction, opts: { random?: boolean } = {}): ApplicationCommandOptionChoiceData[] {
  const focused = interaction.options.getFocused(true);
  const c = content();
  const table = focused.name === 'killer' ? c.killers : focused.name === 'location' ? c.locations : focused.name === 'girl' ? c.girls : {};
  const packs = Object.values(table).map((p) => ({ id: p.id, name: p.name }));
  const random = opts.random && Object.keys(table).length > 0 ? [{ id: RANDOM, name: RANDOM_TEXT.suggestion }] : [];
  return matching([...random, ...packs], String(focused.value));
}

/** The choices open now, filtered by what was typed; the value pins the prompt (stale-safe). */
export async function choiceSuggestions(interaction: AutocompleteInteraction, bot: BotServices): Promise<ApplicationCommandOptionChoiceData[]> {
  if (!interaction.channelId) return [];
  const { promptNo, options } = await openChoices(bot.play, interaction.channelId);
  const q = String(interaction.options.getFocused()).trim().toLowerCase();
  return options
    .map((o, index) => ({ o, index }))
    .filter(({ o }) => !q || o.label.toLowerCase().includes(q) || o.group.toLowerCase().includes(q) || o.id.includes(q))
    .slice(0, MAX)
    .map(({ o, index }) => ({ name: clip(`${o.label} (${o.group})`, 100), value: encodeChoiceValue(promptNo, index) }));
}

/** Cards whose name, kind or pack holds what was typed: the channel's game's first, then every pack's. */
export async function cardSuggestions(interaction: AutocompleteInteraction, bot: BotServices): Promise<ApplicationCommandOptionChoiceData[]> {
  const typed = String(interaction.options.getFocused());
  const found = cardCatalog(content()).filter((card) => cardMatches(card, typed));
  return gameFirst(found, await channelSetup(bot.play, interaction.channelId))
    .slice(0, MAX)
    .map((card) => ({ name: clip(cardLabel(card), 100), value: card.key }));
}
