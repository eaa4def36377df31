import { content } from '../../src/content/load.js';
import { publicView, type NewGameOptions, type PublicView } from '../../src/engine/index.js';
import { piecesOf } from '../../src/render/pieces.js';
import { sampleGame, sampleState } from '../../src/render/sample.js';
import type { Piece } from '../../src/render/shapes.js';

/**
 * A hand-made worst case from a real view: 7 face-up Path cards with the longest texts, 10
 * different cards in hand, 3 items, 5 dice, a Victim group in every space, every token, the
 * Finale and Dark Power revealed. Only for size and layout checks.
 */
export function crowdedView(): PublicView {
  const view = publicView(sampleState({ killer: 'volkar', location: 'pesadilla-verde' }, 3, 101));
  const texts = [...content().volkarMovement].map((m) => m.text).sort((a, b) => b.length - a.length);
  const spaces = view.board.spaces.map((s) => s.id);
  return {
    ...view,
    girl: {
      ...view.girl,
      hand: ['Critical Strike', 'Furious Strike', 'Weak Attack', 'Short Rest', 'Long Rest', 'Close Call', 'Distraction', 'Improvise', 'Retaliate', 'Planning'],
      items: [
        { name: 'Sharpened Spear', inHands: true, uses: 2 },
        { name: 'Camouflage Paint', inHands: false, uses: null },
        { name: 'Adrenaline Shot', inHands: false, uses: 1 },
      ],
      bonusDice: 1,
    },
    killer: { ...view.killer, finale: 'Regenerative Cloaking', darkPower: "Predator's Patience" },
    victims: spaces.map((space, i) => ({ space, kind: i === 3 ? 'archeologist' : i === 9 ? 'rebel-leader' : 'normal', count: (i % 4) + 1 })),
    tokens: [
      { kind: 'huey', space: 'clearing' },
      { kind: 'piranhas', space: 'central-river' },
      { kind: 'attack', space: view.girl.space },
    ],
    lastRoll: [
      { face: 6, converted: false },
      { face: 3, converted: true },
      { face: 4, converted: true },
      { face: 1, converted: false },
      { face: 5, converted: false },
    ],
    modules: {
      ...view.modules,
      volkar: {
        concealed: false,
        originSpace: null,
        path: texts.slice(0, 7).map((text, i) => ({ position: i + 1, faceUp: true, origin: false, text })),
        movementDeck: 15,
        movementDiscard: 0,
        attackToken: { space: view.girl.space, damage: 3 },
      },
    },
  };
}

type ViewUnit = PublicView['units'][number];

/** A unit for crowdedUnitsView: defaults for the fields a test does not care about. */
function unit(view: PublicView, u: Pick<ViewUnit, 'id' | 'type' | 'name' | 'mark' | 'role' | 'space'> & Partial<ViewUnit>): ViewUnit {
  const spaceLabel = u.space === null ? null : (view.board.spaces.find((s) => s.id === u.space)?.label ?? u.space);
  return { spaceLabel, health: 1, maxHealth: 1, finalHealth: 'none', idle: false, ...u };
}

/**
 * A hand-made crowded multi-unit view from a real one (Berith @ L'Armes Abbey, the golden
 * image's state: the Final Girl, Berith and the Donkey in the Nave): three Hordes (7 Health with
 * no upper limit, one of them sharing the Nave), three Raptors in one space (one of them idle), an
 * Ally, the T-Rex, a shut-down Mark V, one cut line and one closed space.
 */
export function crowdedUnitsView(): PublicView {
  const view = publicView(sampleState({ killer: 'berith', location: 'larmes-abbey' }, 92, 43));
  const units: ViewUnit[] = [
    ...view.units,
    unit(view, { id: 'horde-1', type: 'horde', name: 'Horde', mark: 'H', role: 'killer', space: 'nave', health: 7, maxHealth: null }),
    unit(view, { id: 'horde-2', type: 'horde', name: 'Horde', mark: 'H', role: 'killer', space: 'refectory', health: 3, maxHealth: null }),
    unit(view, { id: 'horde-3', type: 'horde', name: 'Horde', mark: 'H', role: 'killer', space: 'infirmary', health: 12, maxHealth: null }),
    unit(view, { id: 'raptor-4', type: 'raptor', name: 'Raptor', mark: 'R', role: 'minion', space: 'cloister' }),
    unit(view, { id: 'raptor-5', type: 'raptor', name: 'Raptor', mark: 'R', role: 'minion', space: 'cloister' }),
    unit(view, { id: 'raptor-6', type: 'raptor', name: 'Raptor', mark: 'R', role: 'minion', space: 'cloister', idle: true }),
    unit(view, { id: 'mark-x-7', type: 'mark-x', name: 'Mark X', mark: 'A', role: 'ally', space: 'chapel', health: 4, maxHealth: 5 }),
    unit(view, { id: 't-rex-8', type: 't-rex', name: 'T-Rex', mark: 'T', role: 'hazard', space: 'kitchen', health: 0, maxHealth: null }),
    unit(view, { id: 'mark-v-9', type: 'mark-v', name: 'Mark V', mark: 'V', role: 'inert', space: 'crypt', health: 0, maxHealth: 6 }),
  ];
  return { ...view, units, board: { ...view.board, cut: [['kitchen', 'refectory']], closed: ['herb-garden'] } };
}

/** The board chips of a view, as the renderer places them (piecesOf). */
export function boardPieces(view: PublicView): Piece[] {
  return piecesOf(view);
}

/** The most chips in one space of a view, and in the Final Girl's space. */
function crowding(view: PublicView): { most: number; girl: number; kinds: number } {
  const counts = new Map<string, number>();
  const pieces = boardPieces(view);
  for (const pc of pieces) counts.set(pc.space, (counts.get(pc.space) ?? 0) + 1);
  return { most: Math.max(...counts.values()), girl: counts.get(view.girl.space) ?? 0, kinds: new Set(pieces.map((pc) => pc.kind)).size * 100 + pieces.length };
}

/**
 * The most crowded states of seeded random games of one pairing (sampleGame): for each seed, the
 * state with the most chips in one space, the one with the most in the Final Girl's space, and
 * the one with the most kinds of chip on the board (then the most chips): the best to pile up.
 */
export function crowdedStates(options: NewGameOptions, seeds: readonly number[] = [3, 12]): PublicView[] {
  const out: PublicView[] = [];
  for (const seed of seeds) {
    const views = sampleGame(options, seed).map((s) => publicView(s));
    const scored = views.map((view) => ({ view, ...crowding(view) }));
    const best = (key: 'most' | 'girl' | 'kinds') => scored.reduce((a, b) => (b[key] > a[key] ? b : a)).view;
    out.push(best('most'), best('girl'), best('kinds'));
  }
  return out;
}

/**
 * A view with every unit on the board, every token, every dropped Cybernetic Part and the first
 * three Victim groups moved into the Final Girl's space: the worst pile-up a space could show.
 */
export function piledView(view: PublicView): PublicView {
  const at = view.girl.space;
  const hunter = view.modules.hunter;
  const modules = hunter?.dropped.length
    ? { ...view.modules, hunter: { ...hunter, dropped: [{ space: at, spaceLabel: at, count: hunter.dropped.reduce((n, d) => n + d.count, 0) }] } }
    : view.modules;
  return {
    ...view,
    units: view.units.map((u) => (u.space === null ? u : { ...u, space: at })),
    tokens: view.tokens.map((t) => ({ ...t, space: at })),
    victims: view.victims.map((v, i) => (i < 3 ? { ...v, space: at } : v)),
    modules,
  };
}

/**
 * The complaint of issue 34, by hand: the Hunter @ Isla Lagarto with the Final Girl, the Hunter, an
 * Ally (the shield), two face-down Cybernetic Parts and three Victim groups in one space.
 */
export function crowdedHunterView(): PublicView {
  const view = publicView(sampleState({ killer: 'hunter', location: 'isla-lagarto' }, 3, 60));
  const at = view.girl.space;
  const hunter = view.modules.hunter;
  if (!hunter) throw new Error('the Hunter must be in play');
  const piled = piledView({
    ...view,
    units: [...view.units, unit(view, { id: 'mark-v-ally', type: 'mark-v', name: 'Mark V', mark: 'A', role: 'ally', space: at, health: 3, maxHealth: 6 })],
    modules: { ...view.modules, hunter: { ...hunter, dropped: [{ space: at, spaceLabel: at, count: 2 }] } },
  });
  return piled;
}
