import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { commands } from '../../commands/index.js';
import type { Command } from '../../src/bot/command.js';
import { BoardImages } from '../../src/bot/image.js';
import { refuse } from '../../src/bot/refusal.js';
import { newGame, publicView } from '../../src/engine/index.js';
import { TEXT } from '../../src/bot/strings.js';
import { getGame } from '../../src/db/index.js';
import { isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, startHarness, type Harness } from './harness.js';

/** The renderer is replaced: slow (never answers in time) or broken, as the test needs. */
const render = vi.hoisted(() => ({ mode: 'slow' as 'slow' | 'broken', asked: [] as string[] }));
vi.mock('../../src/render/index.js', () => {
  const misbehave = (kind: string) => (): Promise<never> => {
    render.asked.push(kind);
    return render.mode === 'slow' ? new Promise(() => undefined) : Promise.reject(new Error('the renderer broke\n    at somewhere.ts:1:1'));
  };
  return { renderGameImageCached: misbehave('sheet'), renderTurnImageCached: misbehave('turn') };
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const data = (name: string) => ({ name, description: 'test' }) satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Test-only commands that misbehave in the ways the boundary must absorb. */
const slowPublic: Command = { data: data('slowpublic'), ephemeral: false, execute: async ({ reply }) => { await wait(120); await reply.send({ content: 'late but here', ephemeral: false }); } };
const slowRefusal: Command = { data: data('slowrefusal'), ephemeral: false, execute: async () => { await wait(120); refuse('NOT_HOST', 'only the host, sorry'); } };
const crash: Command = { data: data('crash'), ephemeral: true, execute: async () => { throw new Error('boom in the handler'); } };

describe('the interaction boundary', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ commands: [...commands, slowPublic, slowRefusal, crash], autoDeferMs: 40, renderTimeoutMs: 150 });
  });
  afterAll(() => h.stop());

  it('defers a slow handler in time and then edits the deferred answer', async () => {
    const res = await h.run(h.fake.chatInput(alice, '1300000000000000601', 'slowpublic'));
    expect(res.callback.json).toEqual({ type: 5, data: { flags: 0 } });
    const answer = res.responses()[0] as FakeMessage;
    expect(answer.content).toBe('late but here');
    expect(isEphemeral(answer)).toBe(false);
  });

  it('a refusal after a public defer removes the placeholder and answers privately', async () => {
    const res = await h.run(h.fake.chatInput(alice, '1300000000000000601', 'slowrefusal'));
    expect(res.callback.json.type).toBe(5);
    const visible = res.responses();
    expect(visible).toHaveLength(1);
    expect(visible[0]?.content).toBe('only the host, sorry');
    expect(isEphemeral(visible[0] as FakeMessage)).toBe(true);
  });

  it('an unexpected error gets a generic private answer and one short log line', async () => {
    const res = await h.run(h.fake.chatInput(alice, '1300000000000000601', 'crash'));
    expect(res.text()).toBe(TEXT.internalError);
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(true);
    expect(h.logs).toEqual(['[interaction] /crash failed: Error: boom in the handler']);
    h.logs.length = 0;
  });

  it('a slow render never costs the move: the pick is acknowledged, stored and answered, the turn goes out without an image', async () => {
    render.mode = 'slow';
    const ch = '1300000000000000602';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 14 }));
    const started = Date.now();
    const res = await h.fake.interact(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    // Game work is acknowledged before it is done (a private deferral), then the answer replaces it.
    expect(res.callback.json).toEqual({ type: 5, data: { flags: 64 } });
    await h.fake.waitForRequest((r) => r.method === 'PATCH' && r.path.endsWith(`/${res.token}/messages/@original`));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.text()).toMatch(/^✅ \*\*/);
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(true);
    expect((await getGame(h.store.db, 1))?.promptNo).toBe(2);
    await h.bot.idle();
    const turn = h.fake.lastTurnMessage(ch) as FakeMessage;
    expect(turn.content).toContain('**Decide:**');
    expect(turn.attachments).toEqual([]);
    expect(h.logs).toEqual(['[render] posting without an image: render took longer than 150 ms']);
    h.logs.length = 0;
  });

  it('a broken renderer: text without an image and a one-line log, once', async () => {
    render.mode = 'broken';
    const ch = '1300000000000000603';
    await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 15 }));
    await h.run(h.fake.chatInput(alice, ch, 'choose', { choice: 'end' }));
    const status = await h.run(h.fake.chatInput(alice, ch, 'status'));
    expect(status.text()).toContain('**Decide:**');
    expect(h.fake.lastTurnMessage(ch)?.attachments).toEqual([]);
    expect(h.logs).toEqual(['[render] posting without an image: the renderer broke']);
  });

  it('render failures are remembered per bot, and logged again after a while', async () => {
    render.mode = 'broken';
    const lines: string[] = [];
    let t = 0;
    const images = new BoardImages((line) => lines.push(line), 100, () => t);
    const view = publicView(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1).state);
    expect(await images.render(view)).toBeNull();
    expect(await images.render(view)).toBeNull();
    // The harness's bot logged this reason already; this one still tells its own log once.
    expect(lines).toEqual(['[render] posting without an image: the renderer broke']);
    t += 10 * 60 * 1000;
    expect(await images.render(view)).toBeNull();
    expect(lines).toHaveLength(2);
  });

  it('the turn picture times out and fails the same way as the sheet', async () => {
    const lines: string[] = [];
    const images = new BoardImages((line) => lines.push(line), 50);
    const view = publicView(newGame({ killer: 'volkar', location: 'pesadilla-verde' }, 1).state);
    render.asked.length = 0;
    render.mode = 'slow';
    expect(await images.render(view, 'turn')).toBeNull();
    render.mode = 'broken';
    expect(await images.render(view, 'turn')).toBeNull();
    expect(render.asked).toEqual(['turn', 'turn']);
    expect(lines).toEqual(['[render] posting without an image: render took longer than 50 ms', '[render] posting without an image: the renderer broke']);
  });
});
