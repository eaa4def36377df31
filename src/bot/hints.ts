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
  /** The player stops imagining games after this long and answers from those played. */
  thinkMs: number;
}

export type HintAnswer = { id: number; suggestion: Suggestion } | { id: number; error: string };

/** Why no hint came: the player took too long, or failed. */
export class HintUnavailable extends Error {
  override name = 'HintUnavailable';
}

/** No hint now: the queue is too deep to answer within `maxWaitMs` (or holds `maxQueue` hints already). */
export class HintBusy extends Error {
  override name = 'HintBusy';
}

/** No second hint: the asker's first one is still being worked out. */
export class HintPending extends Error {
  override name = 'HintPending';
}

export interface HintOptions {
  budget: Budget | PresetName;
  /**
   * How long the player may think about one hint before it answers from the games it imagined so
   * far (the budget is the most it plays). Infinity: the budget alone decides (tests).
   */
  thinkMs: number;
  /** Give up on a hint after this long (the worker is restarted for the next one). */
  timeoutMs: number;
  /** Refuse a hint ("busy") when the hints ahead of it would take longer than this to work out (estimated from recent ones); never with none ahead. */
  maxWaitMs: number;
  /** Refuse a hint ("busy") when this many are being worked out or waiting already, whatever the estimate. */
  maxQueue: number;
  /** What one hint is guessed to take before any has been timed. */
  guessMs: number;
}

/**
 * The bounds of a live bot: a hint's answer (or "busy") within about 3 s of asking, on a loaded
 * machine too: at most 1.2 s of thinking a hint, and "busy" past about 1.5 s of hints ahead.
 */
export const HINT_DEFAULTS: HintOptions = { budget: 'hint', thinkMs: 1200, timeoutMs: 30_000, maxWaitMs: 1500, maxQueue: 8, guessMs: 1000 };

/** How many recent hints the wait estimate is taken over. */
const RECENT_MAX = 10;
/** The warm-up's job: a few rollouts, enough to load and compile the player in the worker. */
const WARM_BUDGET: PresetName = 'tiny';

/** Hints kept for decisions asked about again (by a teammate, or the same player twice). */
const REMEMBERED_MAX = 64;
/** The player's own seed: the same decision gets the same hint, whoever asks. */
const HINT_SEED = 1;

interface Waiting {
  resolve: (s: Suggestion) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
  /** When the worker started on it (when the one before it was answered, or when it was posted to an idle worker). */
  posted: number;
  /** A real hint (timed for the wait estimate), not the warm-up. */
  timed: boolean;
}

/**
 * The strong player's suggestions for /hint, on one worker thread so the bot's event loop and
 * every other interaction never wait on them. The bot warms the worker up at start (`warm`); hints
 * are answered in turn; one asked again for the same decision is answered from memory (or joins the
 * one being worked out, whoever asks). Each asker holds at most one hint at a time (a second ask
 * fails with HintPending), and a hint that would wait longer than `maxWaitMs` behind others
 * (or find `maxQueue` ahead of it) fails at once with HintBusy. A hint that takes longer than
 * `timeoutMs` fails with HintUnavailable and the worker is replaced.
 */
export class Hints {
  private worker: Worker | null = null;
  private nextId = 1;
  private lastAnswerAt = -Infinity;
  private readonly waiting = new Map<number, Waiting>();
  private readonly remembered = new Map<string, Promise<Suggestion>>();
  /** Who is waiting for a hint now (at most one each). */
  private readonly askers = new Set<string>();
  /** How long the last real hints took, newest last. */
  private readonly recentMs: number[] = [];
  /** Jobs the worker has answered (the warm-up's included): tests see the worker was warmed. */
  answered = 0;

  private readonly options: HintOptions;

  constructor(
    options: Partial<HintOptions>,
    private readonly log: Logger,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.options = { ...HINT_DEFAULTS, ...options };
  }

  /**
   * The suggestion for the open decision of `state` (game `gameId`), for `asker`. Remembered by
   * the whole state, not its decision number: after an /undo the same number can come back with
   * another state. Fails at once with HintPending while `asker` waits for another hint, and with
   * HintBusy when the queue is too deep to answer in time (a decision already being worked out is
   * joined whatever the queue).
   */
  ask(gameId: number, state: GameState, asker: string): Promise<Suggestion> {
    if (this.askers.has(asker)) return Promise.reject(new HintPending('a hint of yours is still being worked out'));
    const json = JSON.stringify(state);
    const key = `${gameId}:${createHash('sha256').update(json).digest('hex')}`;
    let answer = this.remembered.get(key);
    if (!answer) {
      // The wait before the worker starts on this one. Nothing ahead is never "busy": a hint that
      // is slow on its own is still worked out (and gets HintUnavailable past timeoutMs).
      const ahead = this.waiting.size;
      const wait = ahead * this.typicalMs();
      if (ahead > 0 && (ahead >= this.options.maxQueue || wait > this.options.maxWaitMs)) {
        this.log(`[hint] busy: ${ahead} hint(s) ahead, about ${Math.round(wait)} ms`);
        return Promise.reject(new HintBusy(`${ahead} hints ahead`));
      }
      answer = this.run(json, this.options.budget, true);
      this.remembered.set(key, answer);
      if (this.remembered.size > REMEMBERED_MAX) this.remembered.delete(this.remembered.keys().next().value as string);
      // A failed hint is not remembered: asking again tries again.
      const k = key;
      answer.catch(() => this.remembered.delete(k));
    }
    this.askers.add(asker);
    const done = () => this.askers.delete(asker);
    answer.then(done, done);
    return answer;
  }

  /**
   * Starts the worker and has it work out one small hint on `state` (a fresh game's), so the
   * first real hint does not wait for the thread to load and compile the player. Resolves with
   * how long that took; rejects if it failed.
   */
  async warm(state: GameState): Promise<number> {
    const t = this.now();
    await this.run(JSON.stringify(state), WARM_BUDGET, false);
    return this.now() - t;
  }

  /** What one hint takes: the median of the recent ones (a guess before any). */
  private typicalMs(): number {
    if (this.recentMs.length === 0) return this.options.guessMs;
    const s = [...this.recentMs].sort((a, b) => a - b);
    return s[s.length >> 1] as number;
  }

  /** Hints being worked out or waiting for the worker (the warm-up's included). */
  get depth(): number {
    return this.waiting.size;
  }

  /** Stops the worker; hints still waiting fail. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failAll('the bot is stopping');
    if (w) await w.terminate();
  }

  private run(state: string, budget: Budget | PresetName, timed: boolean): Promise<Suggestion> {
    const id = this.nextId++;
    return new Promise<Suggestion>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.log(`[hint] no hint within ${this.options.timeoutMs} ms: the hint worker is restarted`);
        const w = this.worker;
        this.worker = null;
        this.failAll(`the hint took longer than ${Math.round(this.options.timeoutMs / 1000)} s`);
        void w?.terminate();
      }, this.options.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer, posted: this.now(), timed });
      const job: HintJob = { id, state, budget, seed: HINT_SEED, thinkMs: this.options.thinkMs };
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
      this.answered += 1;
      const at = this.now();
      // Answered in turn: this one's work began when it was posted or when the one before it was answered, whichever came later.
      const began = Math.max(wait.posted, this.lastAnswerAt);
      this.lastAnswerAt = at;
      if (wait.timed && !('error' in a)) {
        this.recentMs.push(at - began);
        if (this.recentMs.length > RECENT_MAX) this.recentMs.shift();
      }
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
