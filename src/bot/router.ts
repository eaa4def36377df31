import type { Interaction } from 'discord.js';
import type { Command } from './command.js';
import { finishInteraction, transact } from '../db/index.js';
import { doingInteraction, type InteractionWork } from './play/access.js';
import { componentDefersFirst, componentFlow } from './flows/component.js';
import { checkOptions } from './options.js';
import { errorLine } from './publish.js';
import { Refusal } from './refusal.js';
import { Responder } from './responder.js';
import type { BotServices } from './services.js';
import { clip, CONTENT_MAX, TEXT } from './strings.js';
import { WorkGate } from './workGate.js';

/** Defer a handler that has not answered by then (Discord's limit is 3 s). */
export const AUTO_DEFER_MS = 2000;

/**
 * The one error boundary for interactions. It routes to commands and components, defers a
 * slow handler before Discord's deadline, and turns any throw into an ephemeral answer:
 * a Refusal's sentence as it is, anything else as a generic line plus a short log line
 * (no payloads, so no secret can reach the log).
 */
export class Router {
  private readonly byName: Map<string, Command>;
  private readonly gate = new WorkGate();

  constructor(
    private readonly bot: BotServices,
    commands: readonly Command[],
    private readonly autoDeferMs = AUTO_DEFER_MS,
  ) {
    this.byName = new Map(commands.map((c) => [c.data.name, c]));
  }

  /** Whether `index` is game work, acknowledged (deferred) before it is done. */
  defersFirst(index: Interaction): boolean {
    if (index.isChatInputCommand()) return this.byName.get(index.commandName)?.defersFirst === true;
    return (index.isButton() || index.isStringSelectMenu()) && componentDefersFirst(index.customId);
  }

  /**
   * Handles `index` once. `resumed`: game work whose deferral a host that died had sent, not done
   * (the bot's resumption at start): done now if Discord has that deferral, answered as after it.
   */
  async handle(index: Interaction, resumed = false): Promise<void> {
    if (index.isAutocomplete()) {
      const command = this.byName.get(index.commandName);
      let choices: Awaited<ReturnType<NonNullable<Command['autocomplete']>>> = [];
      try {
        choices = (await command?.autocomplete?.(index, this.bot)) ?? [];
      } catch (err) {
        this.bot.log(`[autocomplete] /${index.commandName}: ${errorLine(err)}`);
      }
      await index.respond(choices.slice(0, 25)).catch((err: unknown) => this.bot.log(`[autocomplete] /${index.commandName}: ${errorLine(err)}`));
      return;
    }
    if (!index.isChatInputCommand() && !index.isButton() && !index.isStringSelectMenu()) return;
    const what = index.isChatInputCommand() ? `/${index.commandName}` : `component ${index.customId}`;
    const command = index.isChatInputCommand() ? this.byName.get(index.commandName) : undefined;
    const defersFirst = this.defersFirst(index);
    const job: InteractionWork = { id: index.id, finished: false };
    const reply = resumed ? Responder.afterDeferral(index, index.isChatInputCommand() ? 'reply' : 'update', command?.ephemeral ?? true) : new Responder(index);
    const timer = setTimeout(() => {
      const deferring = index.isChatInputCommand() ? reply.defer(command?.ephemeral ?? true) : reply.deferUpdate();
      deferring.catch((err: unknown) => this.bot.log(`[interaction] ${what}: could not defer: ${errorLine(err)}`));
    }, this.autoDeferMs);
    try {
      // Game work is acknowledged first, then waits its turn (see WorkGate: after the acknowledgements
      // on their way, each channel's in the order its interactions came), so a burst of it never keeps
      // another interaction from its acknowledgement; the deferred answer keeps the visibility the
      // immediate one had (the command's `ephemeral`; a component's answers are follow-ups).
      if (defersFirst) {
        const ack = resumed ? this.deferralKept(reply) : index.isChatInputCommand() ? reply.defer(command?.ephemeral ?? true) : reply.deferUpdate();
        try {
          await this.gate.acknowledged(index.channelId ?? '', ack);
        } catch (err) {
          // Discord has told the player the interaction failed: doing its work anyway would surprise them.
          this.bot.log(`[interaction] ${what}: could not acknowledge, not done: ${errorLine(err)}`);
          return;
        }
      }
      const work = async () => {
        if (index.isChatInputCommand()) {
          if (!command) throw new Error(`unknown command ${index.commandName}`);
          checkOptions(command, index);
          await command.execute({ i: index, bot: this.bot, reply });
        } else {
          await componentFlow(this.bot, reply, index);
        }
      };
      await (defersFirst ? doingInteraction(job, work) : work());
    } catch (err) {
      await this.fail(reply, err, what);
    } finally {
      clearTimeout(timer);
      // Refused, failed or never acknowledged (done, it was marked in its transaction): nothing left for a restart.
      // In a transaction of its own: a bare write on SQLite's one connection would join whichever transaction is open.
      if (defersFirst && !job.finished) await transact(this.bot.play.db, (tx) => finishInteraction(tx, index.id, Date.now())).catch((err: unknown) => this.bot.log(`[interaction] ${what}: could not mark it finished: ${errorLine(err)}`));
    }
  }

  /** A resumed interaction's acknowledgement: the deferral the host that died sent, if Discord has it. */
  private async deferralKept(reply: Responder): Promise<void> {
    if (!(await reply.answered())) throw new Error('its deferral never reached Discord');
  }

  private async fail(reply: Responder, err: unknown, what: string): Promise<void> {
    let text: string;
    if (err instanceof Refusal) {
      text = err.message;
    } else {
      this.bot.log(`[interaction] ${what} failed: ${errorLine(err)}`);
      text = TEXT.internalError;
    }
    try {
      // A refusal may quote what was typed (an unknown Killer's name): never longer than Discord takes.
      await reply.send({ content: clip(text, CONTENT_MAX), ephemeral: true });
    } catch (e) {
      this.bot.log(`[interaction] ${what}: could not answer: ${errorLine(e)}`);
    }
  }
}
