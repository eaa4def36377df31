import { createHash } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import type { GameState } from '../engine/index.js';
import type { Budget, PresetName, Suggestion } from '../player/index.js';
import { typescriptWorker } from '../typescriptWorker.js';
import type { Logger } from './image.js';

/** A request to the hint worker: a stored state (JSON), the player's budget and seed. */
export interface HintJob {
  id: number;
  state: string;
  budget: Budget | PresetName;
  seed: number;
}

export type HintAnswer = { id: number; suggestion: Suggestion } | { id: number; error: string };

/** Why no hint came: the player took too long, or failed. */
export class HintUnavailable extends Error {
  override name = 'HintUnavailable';
}

export interface HintOptions {
  budget: Budget | PresetName;
  /** Give up on a hint after this long (the worker is restarted for the next one). */
  timeoutMs: number;
}

/** Hints kept for decisions asked about again (by a teammate, or the same player twice). */
const REMEMBERED_MAX = 64;
/** The player's own seed: the same decision gets the same hint, whoever asks. */
const HINT_SEED = 1;

interface Waiting {
  resolve: (s: Suggestion) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The strong player's suggestions for /hint, on one worker thread so the bot's event loop and
 * every other interaction never wait on them. The worker starts on the first hint; hints are
 * answered in turn; one asked again for the same decision is answered from memory (or joins the
 * one being worked out). A hint that takes longer than `timeoutMs` fails with HintUnavailable and
 * the worker is replaced.
 */
export class Hints {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private readonly remembered = new Map<string, Promise<Suggestion>>();

  constructor(
    private readonly options: HintOptions,
    private readonly log: Logger,
  ) {}

  /**
   * The suggestion for the open decision of `state` (game `gameId`). Remembered by the whole
   * state, not its decision number: after an /undo the same number can come back with another
   * state.
   */
  ask(gameId: number, state: GameState): Promise<Suggestion> {
    const json = JSON.stringify(state);
    const key = `${gameId}:${createHash('sha256').update(json).digest('hex')}`;
    const known = this.remembered.get(key);
    if (known) return known;
    const answer = this.run(json);
    this.remembered.set(key, answer);
    if (this.remembered.size > REMEMBERED_MAX) this.remembered.delete(this.remembered.keys().next().value as string);
    // A failed hint is not remembered: asking again tries again.
    answer.catch(() => this.remembered.delete(key));
    return answer;
  }

  /** Stops the worker; hints still waiting fail. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failAll('the bot is stopping');
    if (w) await w.terminate();
  }

  private run(state: string): Promise<Suggestion> {
    const id = this.nextId++;
    return new Promise<Suggestion>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.log(`[hint] no hint within ${this.options.timeoutMs} ms: the hint worker is restarted`);
        const w = this.worker;
        this.worker = null;
        this.failAll(`the hint took longer than ${Math.round(this.options.timeoutMs / 1000)} s`);
        void w?.terminate();
      }, this.options.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      const job: HintJob = { id, state, budget: this.options.budget, seed: HINT_SEED };
      this.started().postMessage(job);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const w = typescriptWorker(new URL('./hintWorker.ts', import.meta.url));
    w.on('message', (a: HintAnswer) => {
      const wait = this.waiting.get(a.id);
      if (!wait) return;
      this.waiting.delete(a.id);
      clearTimeout(wait.timer);
      if ('error' in a) {
        this.log(`[hint] ${a.error}`);
        wait.reject(new HintUnavailable(a.error));
      } else wait.resolve(a.suggestion);
    });
    w.on('error', (err) => {
      this.log(`[hint] worker failed: ${err.name}`);
      if (this.worker === w) this.worker = null;
      this.failAll('the hint worker failed');
    });
    // The worker must not keep a stopping bot (or a test run) alive.
    w.unref();
    this.worker = w;
    return w;
  }

  private failAll(why: string): void {
    for (const [id, wait] of this.waiting) {
      clearTimeout(wait.timer);
      wait.reject(new HintUnavailable(why));
      this.waiting.delete(id);
    }
  }
}
