import { content as loadedContent, type Content } from '../content/load.js';
import { PHASE_NAMES, type GameState } from './state.js';
import { boardOfState } from './actors/victims.js';
import { activeKiller, unitTypes } from './actors/units.js';
import { modulesInPlay, toCamel } from './modules/registry.js';
import type { ModuleSecrets, ModuleViews } from './modules/index.js';
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
export function publicView(state: GameState, content: Content = loadedContent()) {
  const killer = content.killers[state.setup.killer];
  const location = content.locations[state.setup.location];
  const girl = content.girls[state.setup.girl];
  if (!killer || !location || !girl) throw new Error('game refers to packs that are not installed');
  const board = boardOfState(state, content);
  const active = activeKiller(state);
  const types = unitTypes(killer, location);
  const actionName = (id: string) => gameActionCards(content, state.setup).find((a) => a.id === id)?.name ?? id;
  const itemName = (id: string) => location.items.find((i) => i.id === id)?.name ?? id;
  const row = killer.bloodlust[Math.min(state.killer.bloodlust, killer.bloodlust.length - 1)];
  const victimsBySpace = new Map<string, { space: string; kind: string; count: number }>();
  for (const v of state.victims) {
    const key = `${v.space}|${v.kind}`;
    const entry = victimsBySpace.get(key) ?? { space: v.space, kind: v.kind, count: 0 };
    entry.count += 1;
    victimsBySpace.set(key, entry);
  }
  const modules: Record<string, unknown> = {};
  for (const m of modulesInPlay(state)) {
    const view = m.view?.build(state, content);
    if (view !== undefined) modules[toCamel(m.id)] = view;
  }
  return {
    turn: state.turn,
    phase: state.phase,
    phaseName: PHASE_NAMES[state.phase],
    result: state.result,
    endReason: state.endReason,
    setup: {
      killer: killer.name,
      location: location.name,
      girl: girl.name,
      extreme: state.setup.extreme,
      ambiguity: state.setup.ambiguity,
      epicDarkPower: state.setup.epicDarkPower,
      epicFinale: state.setup.epicFinale,
      /** What the Location calls its normal Victims (Pesadilla Verde: Soldiers); null: Victims. */
      victimName: location.victimName ? { one: location.victimName.one, many: location.victimName.many } : null,
    },
    girl: {
      space: state.girl.space,
      spaceLabel: board.label(state.girl.space),
      health: state.girl.health,
      maxHealth: state.girl.maxHealth,
      finalHealth: tokenFace(state.girl.final),
      horror: state.girl.horror,
      horrorDice: (state.setup.extreme ? HORROR_DICE.extreme : HORROR_DICE.normal)[state.girl.horror] ?? 1,
      time: state.girl.time,
      hand: state.girl.hand.map(actionName),
      items: state.girl.items.map((h) => ({ name: itemName(h.id), inHands: h.inHands, uses: h.uses ?? null })),
      saved: state.girl.saved,
      savedSlots: state.girl.savedSlots,
      filledSlots: [...state.girl.filledSlots],
      saveSlotsTotal: girl.saveRewards.length,
      ultimate: girl.ultimate.name,
      ultimateUnlocked: state.girl.ultimateUnlocked,
      bonusDice: state.girl.bonusDice,
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
      bloodlust: Math.min(state.killer.bloodlust, killer.bloodlust.length - 1) + 1,
      bloodlustMax: killer.bloodlust.length,
      attackValue: row?.attack ?? null,
      movementValue: row?.move ?? null,
      finale: state.killer.finaleRevealed ? (killer.finales.find((f) => f.id === state.killer.finale)?.name ?? null) : null,
      darkPower: state.killer.darkPowerRevealed ? (killer.darkPowers.find((d) => d.id === state.killer.darkPower)?.name ?? null) : null,
    },
    units: state.units.map((u) => {
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
        idle: (u.idleUntilTurn ?? 0) > state.turn,
      };
    }),
    victims: [...victimsBySpace.values()],
    deadVictims: state.deadVictims,
    victimPool: state.victimPool,
    board: {
      spaces: location.board.spaces.map((sp) => ({ id: sp.id, label: board.label(sp.id), named: sp.name !== null, mark: sp.mark ?? null, x: sp.x, y: sp.y, icons: sp.icons })),
      edges: location.board.edges.map((e) => ({ a: e.a, b: e.b, oneWay: e.oneWay })),
      /** Lines nobody may cross now (Electric Fences) and spaces nobody may enter (Lava). */
      cut: board.mods.cut.map(([a, b]) => [a, b] as [string, string]),
      closed: [...board.mods.closed],
    },
    terrorDeck: state.terrorDeck.length,
    eventDeck: state.eventDeck.length,
    activeEvents: state.activeEvents.map((id) => location.events.find((e) => e.id === id)?.name ?? id),
    itemDecks: Object.entries(state.itemDecks).map(([space, deck]) => ({
      space,
      count: deck.length,
      top: deck[0]?.faceUp ? itemName(deck[0].id) : null,
    })),
    tableau: Object.entries(state.tableau).filter(([, n]) => n > 0).map(([id, n]) => ({ name: actionName(id), copies: n })),
    tokens: state.tokens.filter((t) => !t.kind.endsWith('-used')).map((t) => ({ kind: t.kind, space: t.space })),
    lastRoll: state.lastRoll?.map((d) => ({ face: d.face, converted: d.converted, ...(d.kind ? { kind: d.kind } : {}) })) ?? null,
    decision: state.pending
      ? { seq: state.pending.seq, kind: state.pending.kind, prompt: state.pending.prompt, options: state.pending.options.map((o) => ({ ...o })), ...(state.pending.followUp ? { followUp: true as const } : {}) }
      : null,
    // Each module's view is built by its manifest's `build`, typed by the same manifest's schema.
    modules: modules as Partial<ModuleViews>,
  };
}
export type PublicView = ReturnType<typeof publicView>;

/** What the Final Girl's players know beyond the public view (ephemeral only). */
export function secretView(state: GameState, content: Content = loadedContent()) {
  const secrets: Record<string, unknown> = {};
  for (const m of modulesInPlay(state)) {
    const secret = m.secret?.build(state, content);
    if (secret !== undefined) secrets[toCamel(m.id)] = secret;
  }
  // Built by each manifest's `secret.build`, typed by its schema.
  return { ...publicView(state, content), secrets: secrets as Partial<ModuleSecrets> };
}
export type SecretView = ReturnType<typeof secretView>;
