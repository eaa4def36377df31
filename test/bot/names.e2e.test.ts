import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveGame, loadGame } from '../../src/db/index.js';
import { isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, startHarness, type Harness } from './harness.js';
import { gameCount } from '../helpers/testDatabase.js';
import { content } from '../../src/content/load.js';

describe('end to end: /newgame takes display names and ids, in any case', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  /** Starts a game in a new channel; returns the setup the game was stored with and the reply. */
  async function start(options: Record<string, string | number>) {
    const ch = h.newChannel();
    const res = await h.run(h.fake.chatInput(alice, ch, 'newgame', { seed: 5, ...options }));
    const row = await findActiveGame(h.store.db, ch);
    return { ch, res, setup: row ? loadGame(row).state.setup : undefined, turn: h.fake.lastTurnMessage(ch) };
  }

  it('killer:"The Volk\'ar" location:"Pesadilla Verde" starts a game, stored by id', async () => {
    const { res, setup, turn } = await start({ killer: "The Volk'ar", location: 'Pesadilla Verde' });
    expect(isEphemeral(res.responses()[0] as FakeMessage)).toBe(false);
    expect(res.text()).toContain("**The Volk'ar** at **Pesadilla Verde**");
    expect(setup).toMatchObject({ killer: 'volkar', location: 'pesadilla-verde' });
    expect(turn?.content).toContain('**Decide:**');
    expect(h.logs).toEqual([]);
  });

  it('killer:VOLKAR, a typographic apostrophe, stray spaces and any case work too', async () => {
    expect((await start({ killer: 'VOLKAR', location: 'pesadilla-verde' })).setup).toMatchObject({ killer: 'volkar', location: 'pesadilla-verde' });
    expect((await start({ killer: '  the volk’ar ', location: 'L’ARMES ABBEY' })).setup).toMatchObject({ killer: 'volkar', location: 'larmes-abbey' });
    expect((await start({ killer: 'Berith', location: "l'armes abbey" })).setup).toMatchObject({ killer: 'berith', location: 'larmes-abbey' });
  });

  it('girl:"Alois" works', async () => {
    const { res, setup } = await start({ killer: 'volkar', location: 'Pesadilla Verde', girl: 'Alois' });
    expect(setup?.girl).toBe('alois');
    expect(res.text()).toContain('**Alois** vs');
  });

  it('an unknown name is refused privately, lists the display names, and changes nothing', async () => {
    const before = await gameCount(h.store.db);
    const posted = h.fake.requests.filter((r) => r.path.startsWith('/channels/')).length;
    // The lists name every installed pack by its display name, alphabetically.
    const known = (packs: Record<string, { name: string }>) => Object.values(packs).map((p) => p.name).sort((a, b) => a.localeCompare(b)).join(', ');
    const c = content();
    expect(known(c.killers)).toContain("The Volk'ar");
    const cases: [Record<string, string>, string][] = [
      [{ killer: 'The Volkar Prime', location: 'Pesadilla Verde' }, `There is no Killer "The Volkar Prime". Known: ${known(c.killers)}.`],
      [{ killer: "The Volk'ar", location: 'Verde' }, `There is no Location "Verde". Known: ${known(c.locations)}.`],
      [{ killer: "The Volk'ar", location: 'Pesadilla Verde', girl: 'Ripley' }, `There is no Final Girl "Ripley". Known: ${known(c.girls)}.`],
    ];
    for (const [options, expected] of cases) {
      const { res, setup } = await start(options);
      const answer = res.responses().at(-1) as FakeMessage;
      expect(answer.content).toContain(expected);
      expect(isEphemeral(answer)).toBe(true);
      expect(setup).toBeUndefined();
    }
    expect(await gameCount(h.store.db)).toBe(before);
    expect(h.fake.requests.filter((r) => r.path.startsWith('/channels/')).length).toBe(posted);
  });

  it('autocomplete finds a pack by a typed display name with a typographic apostrophe', async () => {
    const ask = async (focused: string, typed: string) => {
      const res = await h.run(h.fake.autocomplete(alice, h.newChannel(), 'newgame', focused, typed));
      return (res.callback.json.data.choices as { value: string }[]).map((c) => c.value);
    };
    expect(await ask('killer', 'Volk’ar')).toEqual(['volkar']);
    expect(await ask('killer', 'VOLK')).toEqual(['volkar']);
    expect(await ask('location', 'l’armes')).toEqual(['larmes-abbey']);
  });
});
