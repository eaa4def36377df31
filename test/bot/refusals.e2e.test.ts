import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/db/index.js';
import { REFUSAL_TEXT } from '../../src/bot/strings.js';
import { FakeDiscord, MANAGER_PERMS, isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, bob, carol, dave, pressLobby, startHarness, type Harness } from './harness.js';

describe('end to end: every refusal is a clear ephemeral answer and changes nothing', () => {
  let h: Harness;
  const soloCh = '1300000000000000201';
  const voteCh = '1300000000000000202';
  const emptyCh = '1300000000000000203';
  let soloTurn: FakeMessage;
  let voteTurn: FakeMessage;

  beforeAll(async () => {
    h = await startHarness();
    await h.run(h.fake.chatInput(alice, soloCh, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: 3 }));
    soloTurn = h.fake.lastTurnMessage(soloCh) as FakeMessage;
    await h.run(h.fake.chatInput(alice, voteCh, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', mode: 'vote', seed: 4 }));
    await h.run(h.fake.chatInput(bob, voteCh, 'join'));
    await pressLobby(h, alice, voteCh, 'start');
    voteTurn = h.fake.lastTurnMessage(voteCh) as FakeMessage;
  });
  afterAll(() => h.stop());

  /** Runs an interaction that must be refused: ephemeral answer containing `expected`, no game or channel change. */
  async function refused(payload: Record<string, unknown>, expected: string): Promise<void> {
    const versions = await Promise.all([1, 2].map(async (id) => (await getGame(h.store.db, id))?.version));
    const posted = h.fake.requests.filter((r) => r.path.startsWith('/channels/')).length;
    const res = await h.run(payload);
    const answer = res.responses().at(-1);
    expect(answer?.content).toContain(expected);
    expect(isEphemeral(answer as FakeMessage)).toBe(true);
    expect(await Promise.all([1, 2].map(async (id) => (await getGame(h.store.db, id))?.version))).toEqual(versions);
    expect(h.fake.requests.filter((r) => r.path.startsWith('/channels/')).length).toBe(posted);
  }

  const customId = (msg: FakeMessage, suffix: string) => FakeDiscord.customIds(msg).find((id) => id.endsWith(suffix)) ?? '';

  it('outside a server channel', async () => {
    await refused(h.fake.chatInput(alice, '1300000000000000299', 'join', {}, { dm: true }), REFUSAL_TEXT.notInGuild);
  });

  it('no game in the channel', async () => {
    await refused(h.fake.chatInput(alice, emptyCh, 'join'), REFUSAL_TEXT.noGame);
    await refused(h.fake.chatInput(alice, emptyCh, 'choose', { choice: 'end' }), REFUSAL_TEXT.noGame);
    await refused(h.fake.chatInput(alice, emptyCh, 'status'), REFUSAL_TEXT.noGame);
    await refused(h.fake.chatInput(alice, emptyCh, 'undo'), REFUSAL_TEXT.noGame);
  });

  it('a button clicked in another channel than its game', async () => {
    const moved = { ...soloTurn, channelId: emptyCh };
    await refused(h.fake.component(alice, moved, customId(soloTurn, ':account')), REFUSAL_TEXT.wrongChannel);
  });

  it('the channel already has a game', async () => {
    await refused(h.fake.chatInput(bob, soloCh, 'newgame', { killer: 'volkar', location: 'pesadilla-verde' }), 'already has a game running');
  });

  it('an unknown Killer, Location or Final Girl', async () => {
    await refused(h.fake.chatInput(alice, emptyCh, 'newgame', { killer: 'jason', location: 'pesadilla-verde' }), 'There is no Killer "jason"');
    await refused(h.fake.chatInput(alice, emptyCh, 'newgame', { killer: 'volkar', location: 'nowhere' }), 'There is no Location "nowhere"');
    await refused(h.fake.chatInput(alice, emptyCh, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', girl: 'ripley' }), 'There is no Final Girl "ripley"');
  });

  it('a name longer than the option takes is refused with the option\'s name; an unknown name is shown back cut short', async () => {
    const killer = 'k'.repeat(3000);
    await refused(h.fake.chatInput(alice, emptyCh, 'newgame', { killer, location: 'pesadilla-verde' }), REFUSAL_TEXT.optionWrong('newgame', 'killer', 'text of at most 100 characters', `the text “${'k'.repeat(39)}…”`));
    const unknown = 'j'.repeat(100);
    await refused(h.fake.chatInput(alice, emptyCh, 'newgame', { killer: unknown, location: 'pesadilla-verde' }), 'There is no Killer "jjj');
    const answer = h.fake.requests.filter((r) => r.path.startsWith('/interactions/')).at(-1);
    const content = String(answer?.json?.data?.content ?? '');
    expect(content).not.toContain(unknown);
    expect(content).toContain(`${'j'.repeat(59)}…`);
    expect(h.logs).toEqual([]);
  });

  it('values outside what an option declares are refused with its name, never defaulted in silence', async () => {
    await refused(h.fake.chatInput(alice, soloCh, 'log', { count: 100000 }), REFUSAL_TEXT.optionWrong('log', 'count', 'a whole number from 1 to 50', 'the number 100000'));
    await refused(h.fake.chatInput(alice, emptyCh, 'newgame', { killer: 'volkar', location: 'pesadilla-verde', seed: -5 }), REFUSAL_TEXT.optionWrong('newgame', 'seed', 'a whole number from 0 to 2147483647', 'the number -5'));
    expect(h.fake.channelMessages(emptyCh)).toEqual([]);
  });

  it('not joined: voting, secrets, leaving', async () => {
    await refused(h.fake.chatInput(dave, voteCh, 'choose', { choice: 'end' }), REFUSAL_TEXT.notJoined);
    await refused(h.fake.component(dave, voteTurn, customId(voteTurn, ':secrets')), REFUSAL_TEXT.notJoined);
    await refused(h.fake.chatInput(dave, voteCh, 'leave'), REFUSAL_TEXT.notOnTeam);
    await refused(h.fake.chatInput(bob, voteCh, 'join'), REFUSAL_TEXT.alreadyJoined);
  });

  it('not the host: undo, settings, closing a vote, ending without Manage Channel', async () => {
    const hostOnly = REFUSAL_TEXT.notHost(alice.id);
    await refused(h.fake.chatInput(bob, voteCh, 'undo'), hostOnly);
    await refused(h.fake.chatInput(bob, voteCh, 'settings', { vote_minutes: 5 }), hostOnly);
    await refused(h.fake.chatInput(bob, voteCh, 'closevote'), hostOnly);
    await refused(h.fake.component(bob, voteTurn, customId(voteTurn, ':close')), hostOnly);
    await refused(h.fake.chatInput(bob, voteCh, 'endgame'), REFUSAL_TEXT.notHostOrManager(alice.id));
    await refused(h.fake.chatInput(alice, voteCh, 'leave'), REFUSAL_TEXT.hostCannotLeave);
    await refused(h.fake.chatInput(alice, voteCh, 'closevote'), REFUSAL_TEXT.noVotesYet);
    await refused(h.fake.chatInput(alice, soloCh, 'closevote'), REFUSAL_TEXT.soloHasNoVote);
    await refused(h.fake.chatInput(alice, soloCh, 'settings', { vote_minutes: 0 }), REFUSAL_TEXT.optionWrong('settings', 'vote_minutes', 'a whole number from 1 to 10080', 'the number 0'));
    // Manage Channel may end someone else's game: the confirmation is offered (nothing ends yet).
    const ask = await h.run(h.fake.chatInput(carol, voteCh, 'endgame', {}, { perms: MANAGER_PERMS }));
    expect(ask.text()).toContain('End the game in this channel');
    expect((await getGame(h.store.db, 2))?.status).toBe('active');
  });

  it('not your turn in a solo game', async () => {
    await refused(h.fake.chatInput(bob, soloCh, 'choose', { choice: 'end' }), REFUSAL_TEXT.notYourTurnHost(alice.id));
    const quick = FakeDiscord.customIds(soloTurn).find((id) => id.includes(':pick:')) ?? '';
    await refused(h.fake.component(bob, soloTurn, quick), REFUSAL_TEXT.notYourTurnHost(alice.id));
  });

  it('an illegal or malformed choice', async () => {
    await refused(h.fake.chatInput(alice, soloCh, 'choose', { choice: 'fly to the moon' }), 'is not one of the choices open now');
    await refused(h.fake.chatInput(alice, soloCh, 'choose', { choice: '#abc' }), REFUSAL_TEXT.malformedChoice);
    await refused(h.fake.chatInput(alice, soloCh, 'choose', { choice: 'x\u0007y' }), REFUSAL_TEXT.malformedChoice);
    await refused(h.fake.component(alice, soloTurn, 'fg:1:1:pick:99'), REFUSAL_TEXT.malformedChoice);
    await refused(h.fake.component(alice, soloTurn, 'fg:1:1:menu:0', ['not-a-number']), REFUSAL_TEXT.malformedChoice);
    await refused(h.fake.component(alice, soloTurn, 'something-else'), REFUSAL_TEXT.malformedChoice);
  });

  it('a stale button from an earlier decision, and one from an ended game', async () => {
    const old = FakeDiscord.customIds(soloTurn).find((id) => id.includes(':menu:') || id.includes(':pick:')) ?? '';
    await h.run(h.fake.chatInput(alice, soloCh, 'choose', { choice: 'end' }));
    await refused(h.fake.component(alice, soloTurn, old, old.includes(':menu:') ? ['0'] : undefined), REFUSAL_TEXT.stale);
    await refused(h.fake.chatInput(alice, soloCh, 'choose', { choice: '#1:0' }), REFUSAL_TEXT.stale);

    const secretsButton = customId(voteTurn, ':secrets');
    const ask = await h.run(h.fake.chatInput(alice, voteCh, 'endgame'));
    const confirm = ask.responses()[0] as FakeMessage;
    await h.run(h.fake.component(alice, confirm, customId(confirm, ':end-yes')));
    expect((await getGame(h.store.db, 2))?.status).toBe('ended');
    await refused(h.fake.component(bob, voteTurn, secretsButton), REFUSAL_TEXT.gameEnded);
    expect(h.logs).toEqual([]);
  });
});
