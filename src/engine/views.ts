import { content, type Content } from '../content/load.js';
import { PHASE_NAMES, type GameState } from './state.js';
import { boardOfState } from './actors/victims.js';
import { activeKiller, unitTypes } from './actors/units.js';
import { toCamel } from './modules/registry.js';
import { answersByModule } from './modules/combine.js';
import { HORROR_DICE } from './dice.js';
import { gameActionCards } from './cards.js';

function tokenFace(t: GameState['girl']['final']): string {
  if (!t) return 'none';
  if (t.colour === 'white') return 'white';
  return t.revealed ? `revealed ${t.value}` : 'face down';
}

/**
 * Everything the channel may see, built field by field (an allow-list): no deck order, no
 * face-down card, no Final Health token value. The bot and the renderer read only this and
 * `secretView`.
 */
export function publicView(s: GameState, c: Content = content()) {
  const killer = c.killers[s.setup.killer];
  const location = c.locations[s.setup.location];
  const girl = c.girls[s.setup.girl];
  if (!killer || !location || !girl) throw new Error('game refers to packs that are not installed');
  const board = boardOfState(s, c);
  const active = activeKiller(s);
  const types = unitTypes(killer, location);
  const actionName = (id: string) => gameActionCards(c, s.setup).find((a) => a.id === id)?.name ?? id;
  const itemName = (id: string) => location.items.find((i) => i.id === id)?.name ?? id;
  const row = killer.bloodlust[Math.min(s.killer.bloodlust, killer.bloodlust.length - 1)];
  const victimsBySpace = new Map<string, { space: string; kind: string; count: number }>();
  for (const v of s.victims) {
    const key = `${v.space}|${v.kind}`;
    const entry = victimsBySpace.get(key) ?? { space: v.space, kind: v.kind, count: 0 };
    entry.count += 1;
    victimsBySpace.set(key, entry);
  }
  const modules: Record<string, unknown> = {};
  for (const { module, answer } of answersByModule(s, 'publicView', s, c)) modules[toCamel(module.id)] = answer;
  return {
    turn: s.turn,
    phase: s.phase,
    phaseName: PHASE_NAMES[s.phase],
    result: s.result,
    endReason: s.endReason,
    setup: {
      killer: killer.name,
      location: location.name,
      girl: girl.name,
      extreme: s.setup.extreme,
      ambiguity: s.setup.ambiguity,
      epicDarkPower: s.setup.epicDarkPower,
      epicFinale: s.setup.epicFinale,
      /** What the Location calls its normal Victims (Pesadilla Verde: Soldiers); null: Victims. */
      victimName: location.victimName ? { one: location.victimName.one, many: location.victimName.many } : null,
    },
    girl: {
      space: s.girl.space,
      spaceLabel: board.label(s.girl.space),
      health: s.girl.health,
      maxHealth: s.girl.maxHealth,
      finalHealth: tokenFace(s.girl.final),
      horror: s.girl.horror,
      horrorDice: (s.setup.extreme ? HORROR_DICE.extreme : HORROR_DICE.normal)[s.girl.horror] ?? 1,
      time: s.girl.time,
      hand: s.girl.hand.map(actionName),
      items: s.girl.items.map((h) => ({ name: itemName(h.id), inHands: h.inHands, uses: h.uses ?? null })),
      saved: s.girl.saved,
      savedSlots: s.girl.savedSlots,
      filledSlots: [...s.girl.filledSlots],
      saveSlotsTotal: girl.saveRewards.length,
      ultimate: girl.ultimate.name,
      ultimateUnlocked: s.girl.ultimateUnlocked,
      bonusDice: s.girl.bonusDice,
    },
    // The Killer board and the Active Killer; with no single Killer (Hordes), its figure fields are empty.
    killer: {
      name: killer.name,
      space: active?.space ?? null,
      spaceLabel: active?.space ? board.label(active.space) : null,
      health: active?.health ?? 0,
      // null: no upper limit (a Horde, the Pack), or no single Active Killer.
      maxHealth: active ? active.maxHealth : null,
      finalHealth: tokenFace(active?.final ?? null),
      bloodlust: Math.min(s.killer.bloodlust, killer.bloodlust.length - 1) + 1,
      bloodlustMax: killer.bloodlust.length,
      attackValue: row?.attack ?? null,
      movementValue: row?.move ?? null,
      finale: s.killer.finaleRevealed ? (killer.finales.find((f) => f.id === s.killer.finale)?.name ?? null) : null,
      darkPower: s.killer.darkPowerRevealed ? (killer.darkPowers.find((d) => d.id === s.killer.darkPower)?.name ?? null) : null,
    },
    units: s.units.map((u) => {
      const type = types.find((t) => t.id === u.type);
      return {
        id: u.id,
        type: u.type,
        name: type?.name ?? u.type,
        mark: type?.mark ?? '?',
        role: u.role,
        space: u.space,
        spaceLabel: u.space ? board.label(u.space) : null,
        health: u.health,
        maxHealth: u.maxHealth,
        finalHealth: tokenFace(u.final),
        idle: (u.idleUntilTurn ?? 0) > s.turn,
      };
    }),
    victims: [...victimsBySpace.values()],
    deadVictims: s.deadVictims,
    victimPool: s.victimPool,
    board: {
      spaces: location.board.spaces.map((sp) => ({ id: sp.id, label: board.label(sp.id), named: sp.name !== null, mark: sp.mark ?? null, x: sp.x, y: sp.y, icons: sp.icons })),
      edges: location.board.edges.map((e) => ({ a: e.a, b: e.b, oneWay: e.oneWay })),
      /** Lines nobody may cross now (Electric Fences) and spaces nobody may enter (Lava). */
      cut: board.mods.cut.map(([a, b]) => [a, b] as [string, string]),
      closed: [...board.mods.closed],
    },
    terrorDeck: s.terrorDeck.length,
    eventDeck: s.eventDeck.length,
    activeEvents: s.activeEvents.map((id) => location.events.find((e) => e.id === id)?.name ?? id),
    itemDecks: Object.entries(s.itemDecks).map(([space, deck]) => ({
      space,
      count: deck.length,
      top: deck[0]?.faceUp ? itemName(deck[0].id) : null,
    })),
    tableau: Object.entries(s.tableau).filter(([, n]) => n > 0).map(([id, n]) => ({ name: actionName(id), copies: n })),
    tokens: s.tokens.filter((t) => !t.kind.endsWith('-used')).map((t) => ({ kind: t.kind, space: t.space })),
    lastRoll: s.lastRoll?.map((d) => ({ face: d.face, converted: d.converted, ...(d.kind ? { kind: d.kind } : {}) })) ?? null,
    decision: s.pending
      ? { seq: s.pending.seq, kind: s.pending.kind, prompt: s.pending.prompt, options: s.pending.options.map((o) => ({ ...o })), ...(s.pending.followUp ? { followUp: true as const } : {}) }
      : null,
    modules,
  };
}
export type PublicView = ReturnType<typeof publicView>;

/** What the Final Girl's players know beyond the public view (ephemeral only). */
export function secretView(s: GameState, c: Content = content()) {
  const secrets: Record<string, unknown> = {};
  for (const { module, answer } of answersByModule(s, 'secretView', s, c)) secrets[toCamel(module.id)] = answer;
  return { ...publicView(s, c), secrets };
}
export type SecretView = ReturnType<typeof secretView>;
