import { ChannelType, DiscordAPIError, HTTPError, Routes, ThreadAutoArchiveDuration, type APIThreadChannel, type REST } from 'discord.js';
import type { Logger } from './image.js';
import { clip } from './strings.js';

/** Discord's limit for a thread's name. */
const THREAD_NAME_MAX = 100;

/**
 * Threads a game is played in. Discord may refuse one (no Create Public Threads permission, a
 * channel that cannot hold threads): the caller then plays in the channel itself, so a refusal
 * is logged with Discord's code only and never thrown.
 */
export class Threads {
  constructor(
    private readonly rest: () => REST,
    private readonly log: Logger,
  ) {}

  /** Opens a public thread of `channelId` (a longer name is clipped); its id, or null when Discord refused. */
  async open(channelId: string, name: string): Promise<string | null> {
    try {
      const thread = (await this.rest().post(Routes.threads(channelId), {
        body: { name: clip(name, THREAD_NAME_MAX), type: ChannelType.PublicThread, auto_archive_duration: ThreadAutoArchiveDuration.OneWeek },
      })) as APIThreadChannel;
      return thread.id;
    } catch (err) {
      this.log(`[thread] no thread in channel ${channelId}: ${failure(err)}`);
      return null;
    }
  }

  /** Deletes a thread no game went to (best effort: Discord may want Manage Threads for it). */
  async remove(threadId: string): Promise<void> {
    try {
      await this.rest().delete(Routes.channel(threadId));
    } catch (err) {
      this.log(`[thread] could not delete the unused thread ${threadId}: ${failure(err)}`);
    }
  }
}

/** Discord's status and code for a refusal; the name of anything else (no message, no payload). */
function failure(err: unknown): string {
  if (err instanceof DiscordAPIError) return `HTTP ${err.status}, code ${err.code}`;
  if (err instanceof HTTPError) return `HTTP ${err.status}`;
  return err instanceof Error ? err.name : `non-Error thrown (${typeof err})`;
}
