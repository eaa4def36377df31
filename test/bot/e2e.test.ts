import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame, getPrompt } from '../../src/db/index.js';
import { FakeDiscord, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, pressLobby, startHarness, withTimeout, type Harness } from './harness.js';
import { pngSize } from './png.js';

/** The button (preferred) or menu option labelled `label` on a turn message. */
function findOption(msg: FakeMessage, label: string): { customId: string; value?: string } {
  const all = msg.components.flatMap((row) => row.components as any[]);
  const button = all.find((c) => c.type === 2 && c.label === label);
  if (button) return { customId: button.custom_id };
  for (const row of msg.components) {
    for (const c of row.components as any[]) {
      if (c.type === 3) {
        const o = (c.options as any[]).find((x) => x.label === label);
        if (o) return { customId: c.custom_id, value: o.value };
      }
    }
  }
  throw new Error(`no component labelled ${label}`);
}

describe('end to end: a vote game with three players through the real discord.js client', () => {
  let h: Harness;
  const ch = '1300000000000000001';

  beforeAll(async () => {
    h = await startHarness({ fake: await FakeDiscord.start({ heartbeatMs: 100 }) });
  });
  afterAll(async () => {
    await h.stop();
    await h.fake.close();
  });

  function checkImage(msg: FakeMessage): void {
    const png = msg.attachments.find((a) => a.filename === 'board.png');
    expect(png, 'the turn message carries the board image').toBeDefined();
    if (!png) return;
    expect(png.contentType).toBe('image/png');
    expect(pngSize(png.data).width).toBeGreaterThan(100);
    expect(png.description?.length ?? 0).toBeGreaterThan(10);
  }

  it('plays from /newgame to a resolved vote', async () => {
    const started = await h.run(h.fake.chatInput(alice, ch, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 1 }));
    expect(started.callback.json.type).toBe(4);
    expect(isEphemeral(started.responses()[0] as FakeMessage)).toBe(false);
    expect(started.text()).toContain('set up');

    // The lobby first: bob and carol join, then the host's Start opens the first vote.
    for (const u of [bob, carol]) {
      const joined = await h.run(h.fake.chatInput(u, ch, 'join'));
      expect(isEphemeral(joined.responses()[0] as FakeMessage)).toBe(true);
    }
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes('**Decide:**'))).toBe(false);
    await pressLobby(h, alice, ch, 'start');

    const turn1 = h.fake.lastTurnMessage(ch);
    expect(turn1).toBeDefined();
    if (!turn1) return;
    expect(turn1.content).toContain('**Decide:**');
    expect(turn1.content).toContain('Votes 0/3');
    expect(FakeDiscord.customIds(turn1).every((id) => id.startsWith('fg:1:1:'))).toBe(true);
    checkImage(turn1);

    // Bob types a label, then changes his vote through autocomplete.
    const first = await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: 'Discard Short Rest (+1 Time)' }));
    expect(first.text()).toContain('You voted for **Discard Short Rest');
    const ac = await h.run(h.fake.autocomplete(bob, ch, 'choose', 'choice', 'discard walk'));
    expect(ac.callback.json.type).toBe(8);
    const suggestion = (ac.callback.json.data.choices as { name: string; value: string }[])[0];
    expect(suggestion?.name).toContain('Discard Walk');
    const changed = await h.run(h.fake.chatInput(bob, ch, 'choose', { choice: suggestion?.value ?? '' }));
    expect(changed.text()).toContain('Vote changed to **Discard Walk');
    expect(turn1.content).toContain('Votes 1/3');

    // Alice (host) picks from a select menu, Carol clicks a quick button: a three-way tie.
    const focus = findOption(turn1, 'Discard Focus (+1 Time)');
    const menuVote = await h.run(h.fake.component(alice, turn1, focus.customId, [focus.value ?? '']));
    expect(menuVote.text()).toContain('You voted for **Discard Focus');
    const staleIds = FakeDiscord.customIds(turn1);
    const end = findOption(turn1, 'End the Action phase');
    const mark = h.fake.requests.length;
    const last = await h.run(h.fake.component(carol, turn1, end.customId));
    expect(last.text()).toContain('the last vote needed');

    // The next decision is of the same game turn: it takes over the same message, led by the vote's result.
    const turn2 = h.fake.lastTurnMessage(ch);
    expect(turn2).toBe(turn1);
    expect(h.fake.channelMessages(ch).filter((m) => m.content.includes('**Decide:**'))).toHaveLength(1);
    expect(turn1.content).toContain('Vote closed (everyone voted, 3/3 voted): **Discard Focus (+1 Time)**');
    expect(turn1.content).toContain('Tie: the host’s vote decides.');
    expect(turn1.content.indexOf('Vote closed')).toBeLessThan(turn1.content.indexOf('**Decide:**'));
    expect(FakeDiscord.customIds(turn1).every((id) => id.startsWith('fg:1:2:'))).toBe(true);
    // A discard moves nothing on the board: no new picture is uploaded (the message keeps its own).
    expect(h.fake.requests.slice(mark).flatMap((r) => r.files)).toEqual([]);
    checkImage(turn1);
    expect(await getGame(h.store.db, 1)).toMatchObject({ promptNo: 2, status: 'active' });
    expect(await getPrompt(h.store.db, 1, 1)).toMatchObject({ status: 'closed', decidedChoice: 'discard:focus' });

    // A click on the settled turn message is recognised as stale.
    const stale = await h.run(h.fake.component(bob, turn1, staleIds[0] ?? '', ['0']));
    expect(stale.text()).toContain('earlier decision');
    expect(h.logs).toEqual([]);
  });

  it('keeps the gateway alive with heartbeats', async () => {
    const start = Date.now();
    while (h.fake.heartbeats === 0 && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 50));
    expect(h.fake.heartbeats).toBeGreaterThan(0);
    expect(h.fake.identifies).toBe(1);
  });

  it('/status answers privately with the board and a phone-sized summary; public:true posts it', async () => {
    const res = await h.run(h.fake.chatInput(carol, ch, 'status'));
    const reply = res.responses()[0] as FakeMessage;
    expect(res.callback.json).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(isEphemeral(reply)).toBe(true);
    expect(reply.content).toMatch(/❤️ Health \d+\/\d+/);
    expect(reply.content).toContain('Votes 0/3');
    expect(pngSize(reply.attachments[0]?.data ?? Buffer.alloc(0)).height).toBeGreaterThan(100);
    const pub = await withTimeout(h.run(h.fake.chatInput(carol, ch, 'status', { public: true })), 8000, 'status');
    expect(isEphemeral(pub.responses()[0] as FakeMessage)).toBe(false);
  });

  it('/log, /help and /settings answer privately', async () => {
    const log = await h.run(h.fake.chatInput(bob, ch, 'log', { count: 5 }));
    expect(log.text()).toContain('Vote closed');
    expect(isEphemeral(log.responses()[0] as FakeMessage)).toBe(true);
    const help = await h.run(h.fake.chatInput(bob, ch, 'help'));
    expect(help.text()).toContain('/newgame');
    const settings = await h.run(h.fake.chatInput(alice, ch, 'settings', { vote_minutes: 30, ping: false }));
    expect(settings.text()).toContain('Vote window: 30 min');
    expect(await getGame(h.store.db, 1)).toMatchObject({ voteWindowSec: 1800, pingOnDecision: false });
  });

  it('/undo by the host takes back the reversible vote; /endgame asks, then ends', async () => {
    const undone = await h.run(h.fake.chatInput(alice, ch, 'undo'));
    expect(undone.text()).toContain('Undone: **Discard Focus (+1 Time)**');
    const turn3 = h.fake.lastTurnMessage(ch);
    expect(FakeDiscord.customIds(turn3 as FakeMessage)[0]).toMatch(/^fg:1:3:/);
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes('undid **Discard Focus'))).toBe(true);

    const ask = await h.run(h.fake.chatInput(alice, ch, 'endgame'));
    const confirm = ask.responses()[0] as FakeMessage;
    expect(isEphemeral(confirm)).toBe(true);
    const yes = FakeDiscord.customIds(confirm).find((id) => id.endsWith(':end-yes')) ?? '';
    const done = await h.run(h.fake.component(alice, confirm, yes));
    expect(done.callback.json.type).toBe(7);
    expect(confirm.content).toBe('The game has been ended.');
    expect((await getGame(h.store.db, 1))?.status).toBe('ended');
    expect(h.fake.channelMessages(ch).some((m) => m.content.includes('The game was ended early'))).toBe(true);
    expect(turn3?.components).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
