import { performance } from 'node:perf_hooks';
import { FakeDiscord, type FakeUser } from '../helpers/fakeDiscord.js';

/** One slash command to send: who, where, which command, its options. */
export interface CommandCall {
  user: FakeUser;
  channelId: string;
  name: string;
  options?: Record<string, string | number | boolean>;
}

/** How often `roundTrip` looks for the answer, and for how long at most. */
const POLL_MS = 5;
const ANSWER_MAX_MS = 20_000;
/** How long a callback is waited for; one that has not come by then counts as lost (`Infinity`). */
const CALLBACK_MAX_MS = 60_000;

/**
 * What the load test asks of the fake Discord, timed on the fake's side: a command's time is from
 * the moment its interaction is sent to the moment the fake received the callback (or saw the
 * answer's text), so neither the test's own work nor the fake's later handling counts. It runs
 * in the test's thread or on a thread of its own (fakeThread.ts), where the fake's work is not
 * on the bot's event loop, as Discord's is not.
 */
export class FakeDriver {
  private constructor(readonly fake: FakeDiscord) {}

  static async start(): Promise<FakeDriver> {
    return new FakeDriver(await FakeDiscord.start());
  }

  get apiUrl(): string {
    return this.fake.apiUrl;
  }

  /** Sends one command and waits for its callback; its time in ms (`Infinity`: none came). */
  async command(c: CommandCall): Promise<number> {
    return (await this.burst([c]))[0] as number;
  }

  /** Sends every command at once (all made before the first goes out); each one's callback time in ms (`Infinity`: none came). */
  async burst(calls: readonly CommandCall[]): Promise<number[]> {
    const payloads = calls.map((c) => this.fake.chatInput(c.user, c.channelId, c.name, c.options ?? {}));
    return Promise.all(
      payloads.map(async (p) => {
        const sent = performance.now();
        const res = await this.fake.interact(p, CALLBACK_MAX_MS).catch(() => null);
        return res ? res.callback.receivedAt - sent : Infinity;
      }),
    );
  }

  /** Sends one command and waits until its answer has text (or ANSWER_MAX_MS passed); the time in ms. */
  async roundTrip(c: CommandCall): Promise<number> {
    const sent = performance.now();
    const res = await this.fake.interact(this.fake.chatInput(c.user, c.channelId, c.name, c.options ?? {}));
    while (!res.responses().some((m) => m.content.length > 0) && performance.now() - sent < ANSWER_MAX_MS) await new Promise((r) => setTimeout(r, POLL_MS));
    return performance.now() - sent;
  }

  close(): Promise<void> {
    return this.fake.close();
  }
}
