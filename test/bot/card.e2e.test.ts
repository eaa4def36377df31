import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCatalog, cardLabel, inSetup, type CardEntry } from '../../src/content/cards.js';
import { content } from '../../src/content/load.js';
import { findActiveGame, loadGame } from '../../src/db/index.js';
import type { GameState } from '../../src/engine/index.js';
import { cardMessage } from '../../src/bot/views/card.js';
import { cardWhere } from '../../src/bot/views/cardWhere.js';
import { CARD_TEXT, CONTENT_MAX, REFUSAL_TEXT } from '../../src/bot/strings.js';
import { isEphemeral, type FakeMessage } from '../helpers/fakeDiscord.js';
import { alice, startHarness, type Harness } from './harness.js';

const cards = cardCatalog(content());
const where = (text: string) => text.split('\n').find((l) => l.startsWith('📍')) ?? '';

/** /card (issue 34): any card's text, copies, public whereabouts and source; nothing hidden. */
describe('end to end: /card', () => {
  let h: Harness;
  /** A running solo game: Berith at L'Armes Abbey. */
  const game = '1300000000000034001';
  /** No game. */
  const empty = '1300000000000034002';

  beforeAll(async () => {
    h = await startHarness();
    await h.run(h.fake.chatInput(alice, game, 'newgame', { killer: 'berith', location: 'larmes-abbey', seed: 5 }));
  });
  afterAll(() => h.stop());

  const state = async (): Promise<GameState> => loadGame(await findActiveGame(h.store.db, game) as NonNullable<Awaited<ReturnType<typeof findActiveGame>>>).state;
  const ask = async (ch: string, name: string, extra: Record<string, boolean> = {}) => {
    const res = await h.run(h.fake.chatInput(alice, ch, 'card', { name, ...extra }));
    return res.responses().at(-1) as FakeMessage;
  };

  it('the catalog holds every kind of card of every pack, each once', () => {
    const c = content();
    const expected = {
      'Terror card': [...Object.values(c.killers), ...Object.values(c.locations)].flatMap((p) => p.terror.map((t) => t.id)),
      'Event card': Object.values(c.locations).flatMap((l) => l.events.map((e) => e.id)),
      Finale: Object.values(c.killers).flatMap((k) => k.finales.map((f) => f.id)),
      'Dark Power': Object.values(c.killers).flatMap((k) => k.darkPowers.map((f) => f.id)),
      'Movement card': c.volkarMovement.map((m) => m.id),
      'Lava card': (c.islaLagarto?.lava.cards ?? []).map((l) => l.id),
      'Spawn card': (c.raptorsSheet?.spawnCards ?? []).map((s) => s.id),
    };
    for (const [kind, ids] of Object.entries(expected)) {
      expect(ids.length, kind).toBeGreaterThan(0);
      expect(cards.filter((x) => x.kind === kind).flatMap((x) => x.ids).sort(), kind).toEqual([...ids].sort());
    }
    expect(new Set(cards.map((x) => x.key)).size).toBe(cards.length);
  });

  it('answers for every card of every pack, privately, within Discord’s limit, with its text and source', async () => {
    for (const card of cards) {
      const reply = await ask(empty, card.key);
      expect(isEphemeral(reply), card.key).toBe(true);
      expect(reply.content.startsWith(CARD_TEXT.title(card.name, card.kind, card.pack, card.detail)), card.key).toBe(true);
      expect(reply.content, card.key).toContain(card.text);
      expect(reply.content, card.key).toMatch(/^📜 Text: .+\.$/m);
      expect(reply.content.length).toBeLessThanOrEqual(CONTENT_MAX);
      // No game here: nothing about where it is.
      expect(where(reply.content), card.key).toBe('');
    }
  }, 120_000);

  it('in a running game, says where each of the game’s cards is, and that the others are not in it', async () => {
    const s = await state();
    for (const card of cards) {
      const reply = await ask(game, card.key);
      expect(where(reply.content), card.key).toBe(inSetup(card, s.setup) ? CARD_TEXT.where(cardWhere(card, s) ?? []) : CARD_TEXT.notInGame);
    }
    const walk = await ask(game, 'walk');
    const hand = s.girl.hand.filter((id) => id === 'walk').length;
    expect(where(walk.content)).toContain(hand ? CARD_TEXT.whereHand(hand) : CARD_TEXT.whereTableau(s.tableau.walk ?? 0));
  }, 120_000);

  it('shows where the text comes from: printed, or designed by us', async () => {
    const seed = cards.find((x) => x.provenance === 'seed') as CardEntry;
    const ours = cards.find((x) => x.provenance === 'reconstructed') as CardEntry;
    expect((await ask(empty, seed.key)).content).toContain('📜 Text: printed');
    const reply = (await ask(empty, ours.key)).content;
    expect(reply).toContain('📜 Text: designed by us (reconstructed)');
    expect(reply).toContain(`-# Source: ${ours.source.slice(0, 60)}`);
  });

  it('finds a card by its name as typed, and refuses an unknown one with near names, clipped', async () => {
    expect((await ask(empty, 'lava flow')).content).toMatch(/^🃏 \*\*Lava Flow\*\* · Terror card · Isla Lagarto$/m);
    expect((await ask(empty, '“Target Acquired”')).content).toContain('**"Target Acquired"** · Terror card · The Hunter');
    const typo = await ask(empty, 'Lava Flwo');
    expect(isEphemeral(typo)).toBe(true);
    expect(typo.content.startsWith('There is no card called “Lava Flwo”. Did you mean: ')).toBe(true);
    expect(typo.content).toContain('Lava Flow');
    // Within the option's length an unknown name is shown back cut short; past it, the option check refuses it by name.
    const long = 'x'.repeat(100);
    expect((await ask(empty, long)).content).toBe(REFUSAL_TEXT.unknownCard(long, []));
    expect((await ask(empty, long)).content).not.toContain(long);
    expect((await ask(empty, 'x'.repeat(150))).content).toContain('The option `name` of `/card`');
  });

  it('posts to the channel with public: true', async () => {
    const reply = await ask(empty, 'walk', { public: true });
    expect(isEphemeral(reply)).toBe(false);
    expect(reply.content).toMatch(/^🃏 \*\*Walk\*\* · Action card · Core Box$/m);
  });

  it('autocomplete lists the channel’s game’s cards first, at most 25, names within 100 characters', async () => {
    const s = await state();
    const res = await h.run(h.fake.autocomplete(alice, game, 'card', 'name', ''));
    const choices = res.callback.json.data.choices as { name: string; value: string }[];
    expect(choices.length).toBe(25);
    for (const ch of choices) {
      const card = cards.find((x) => x.key === ch.value) as CardEntry;
      expect(inSetup(card, s.setup), ch.value).toBe(true);
      expect(ch.name.length).toBeLessThanOrEqual(100);
    }
    // Typed "finale": Berith's Finales before any other Killer's.
    const finales = (await h.run(h.fake.autocomplete(alice, game, 'card', 'name', 'finale'))).callback.json.data.choices as { value: string }[];
    const packs = finales.map((ch) => (cards.find((x) => x.key === ch.value) as CardEntry).scope.killer);
    const own = packs.filter((k) => k === 'berith').length;
    expect(own).toBe(cards.filter((x) => x.kind === 'Finale' && x.scope.killer === 'berith').length);
    expect(packs.slice(0, own).every((k) => k === 'berith')).toBe(true);
    expect(packs.length).toBeGreaterThan(own);
    // Without a game, every pack in catalog order.
    const anywhere = (await h.run(h.fake.autocomplete(alice, empty, 'card', 'name', 'lava'))).callback.json.data.choices as { name: string }[];
    expect(anywhere.map((x) => x.name)).toContain(cardLabel(cards.find((x) => x.name === 'Lava Flow') as CardEntry));
  });

  it('never tells which Finale or Dark Power is face down: the one in play and another of the Killer get twin answers', async () => {
    const s = await state();
    expect(s.killer.finaleRevealed).toBe(false);
    expect(s.killer.darkPowerRevealed).toBe(false);
    for (const [kind, inPlay] of [['Finale', s.killer.finale], ['Dark Power', s.killer.darkPower]] as const) {
      const mine = cards.filter((x) => x.kind === kind && x.scope.killer === s.setup.killer);
      const real = mine.find((x) => x.id === inPlay) as CardEntry;
      const other = mine.find((x) => x.id !== inPlay && !!x.detail === !!real.detail) as CardEntry;
      expect(other, kind).toBeDefined();
      const a = (await ask(game, real.name)).content;
      const b = (await ask(game, other.name)).content;
      expect(a).toContain(real.text);
      // The same line, and the same answer once each card's own words are set aside.
      expect(where(a)).toBe(CARD_TEXT.where([CARD_TEXT.whereFaceDown(kind)]));
      expect(where(a)).toBe(where(b));
      expect(a.replace(/^📍.*\n/m, '')).toBe(cardMessage(real, null, false));
      expect(b.replace(/^📍.*\n/m, '')).toBe(cardMessage(other, null, false));
      // Its twin (the other card face down instead) answers alike for both cards.
      const twin = structuredClone(s);
      if (kind === 'Finale') twin.killer.finale = other.id;
      else twin.killer.darkPower = other.id;
      for (const card of [real, other]) expect(cardMessage(card, cardWhere(card, twin), true)).toBe(cardMessage(card, cardWhere(card, s), true));
    }
  });
});
