import type {
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Responder } from './responder.js';
import type { BotServices } from './services.js';

interface CommandContext {
  i: ChatInputCommandInteraction;
  bot: BotServices;
  reply: Responder;
}

/** A slash command: its registration data and a thin handler that calls into src/bot. */
export interface Command {
  /** What Discord registers (name, description, options). */
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Whether the answer is private: used when the router has to defer a slow handler. */
  ephemeral: boolean;
  /**
   * Game work (the engine, a save): the router defers before running it, so that a burst of such
   * work never holds back Discord's acknowledgements. Quick answers leave it unset and reply at once.
   */
  defersFirst?: boolean;
  execute(ctx: CommandContext): Promise<void>;
  /** Suggestions for the focused option (at most 25 are sent). */
  autocomplete?(interaction: AutocompleteInteraction, bot: BotServices): ApplicationCommandOptionChoiceData[] | Promise<ApplicationCommandOptionChoiceData[]>;
}
