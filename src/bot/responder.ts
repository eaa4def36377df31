import { MessageFlags, type AttachmentBuilder, type MessageComponentInteraction, type RepliableInteraction } from 'discord.js';
import type { Row } from './views/components.js';
import { TEXT } from './strings.js';

export interface ReplyPayload {
  content: string;
  ephemeral: boolean;
  files?: AttachmentBuilder[];
  components?: Row[];
}

type State = 'none' | 'deferring' | 'deferred-reply' | 'deferred-update' | 'replied';

/**
 * Answers one interaction whatever has happened so far: the first answer is a reply, after a
 * defer it edits the deferred reply, after that it follows up. The router may defer on its own
 * when a handler is slow, so handlers never deal with Discord's 3-second rule themselves.
 */
export class Responder {
  private state: State = 'none';
  private deferredEphemeral = false;
  private deferring: Promise<unknown> | null = null;

  constructor(readonly interaction: RepliableInteraction) {}

  /**
   * For an interaction a host that died had already deferred (its deferral reached Discord, its
   * work was not done): answers as after that deferral, an edit of the deferred reply or follow-ups.
   */
  static afterDeferral(interaction: RepliableInteraction, how: 'reply' | 'update', ephemeral: boolean): Responder {
    const r = new Responder(interaction);
    // discord.js refuses edits and follow-ups of an interaction it did not see deferred itself.
    interaction.deferred = true;
    r.state = how === 'reply' ? 'deferred-reply' : 'deferred-update';
    r.deferredEphemeral = ephemeral;
    return r;
  }

  /** Whether Discord has this interaction's first answer (its original message can be fetched). */
  async answered(): Promise<boolean> {
    try {
      await this.interaction.fetchReply();
      return true;
    } catch {
      return false;
    }
  }

  /** Acknowledges now ("thinking…"); the later answer's visibility should match. */
  async defer(ephemeral: boolean): Promise<void> {
    if (this.state !== 'none') return;
    this.state = 'deferring';
    this.deferredEphemeral = ephemeral;
    this.deferring = this.interaction.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
    await this.deferring;
    this.state = 'deferred-reply';
  }

  /** Acknowledges a button or menu without any visible answer. */
  async deferUpdate(): Promise<void> {
    if (this.state !== 'none' || !this.interaction.isMessageComponent()) return;
    this.state = 'deferring';
    this.deferring = (this.interaction as MessageComponentInteraction).deferUpdate();
    await this.deferring;
    this.state = 'deferred-update';
  }

  async send(painter: ReplyPayload): Promise<void> {
    const i = this.interaction;
    const flags = painter.ephemeral ? MessageFlags.Ephemeral : undefined;
    const body = { content: painter.content, files: painter.files ?? [], components: painter.components ?? [], allowedMentions: { parse: [] } };
    if (this.state === 'none') {
      this.state = 'replied';
      await i.reply({ ...body, ...(flags ? { flags } : {}) });
      return;
    }
    if (this.deferring) await this.deferring.catch(() => undefined);
    if (this.state === 'deferred-reply') {
      this.state = 'replied';
      if (this.deferredEphemeral === painter.ephemeral) {
        await i.editReply(body);
        return;
      }
      // Visibility is fixed at defer time: remove the placeholder and answer as asked.
      if (!this.deferredEphemeral) await i.deleteReply().catch(() => undefined);
      else await i.editReply({ content: TEXT.answeredBelow, components: [], files: [] });
    }
    await i.followUp({ ...body, ...(flags ? { flags } : {}) });
  }

  /** Replaces the message a button sits on (for the ephemeral /endgame confirmation). */
  async update(painter: Omit<ReplyPayload, 'ephemeral'>): Promise<void> {
    const i = this.interaction;
    if (this.state === 'none' && i.isMessageComponent()) {
      this.state = 'replied';
      await i.update({ content: painter.content, components: painter.components ?? [], allowedMentions: { parse: [] } });
      return;
    }
    if (this.deferring) await this.deferring.catch(() => undefined);
    this.state = 'replied';
    await i.editReply({ content: painter.content, components: painter.components ?? [] });
  }
}
