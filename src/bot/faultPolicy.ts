import type { Client } from 'discord.js';
import type { Logger } from './image.js';
import { errorLine } from './publish.js';

/**
 * What the bot does with errors nothing else caught. One policy, in one place:
 *
 * - A gateway packet discord.js cannot turn into an event (an INTERACTION_CREATE with a
 *   `guild_id` but neither `member` nor `user` throws inside the client's packet handler,
 *   before any listener of ours runs) is logged as one line naming the event and its id,
 *   and dropped; the next packet is handled as usual. `guardPackets` does this per client.
 * - Anything else that escapes (an unhandled promise rejection, an uncaught exception) is
 *   logged as one line with where it came from, and the bot keeps serving. That is safe
 *   here because no state lives only in memory: every command is one SQLite transaction
 *   (a failure mid-way rolled back), and the errors a user causes are answered by the router.
 *   `installProcessPolicy` does this; the entry (src/index.ts) installs it, tests do not.
 */
export function guardPackets(client: Client, log: Logger): void {
  const ws = client.ws as unknown as { handlePacket?: (packet?: { t?: unknown; d?: unknown }, shard?: unknown) => boolean };
  const original = ws.handlePacket;
  if (typeof original !== 'function') {
    log('[gateway] discord.js has no handlePacket to guard: a malformed packet is left to the process policy');
    return;
  }
  ws.handlePacket = function guarded(packet, shard) {
    try {
      return original.call(this, packet, shard);
    } catch (err) {
      log(`[gateway] ${describePacket(packet)} could not be read and was dropped: ${errorLine(err)}`);
      return true;
    }
  };
}

/** The event name and, where there is one, the id (never the payload: it may carry secrets). */
function describePacket(packet: { t?: unknown; d?: unknown } | undefined): string {
  const t = typeof packet?.t === 'string' ? packet.t : 'a packet';
  const id = (packet?.d as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? `${t} ${id}` : t;
}

/** The process-level half of the policy (see above). Returns a function that removes it. */
export function installProcessPolicy(log: Logger, proc: NodeJS.Process = process): () => void {
  const onRejection = (reason: unknown) => log(`[process] unhandled rejection (kept serving): ${errorLine(reason)}`);
  const onException = (err: unknown, origin: string) => log(`[process] uncaught ${origin === 'unhandledRejection' ? 'rejection' : 'exception'} (kept serving): ${errorLine(err)}`);
  proc.on('unhandledRejection', onRejection);
  proc.on('uncaughtException', onException);
  return () => {
    proc.off('unhandledRejection', onRejection);
    proc.off('uncaughtException', onException);
  };
}
