import { content } from '../../src/content/load.js';
import { publicView, type PublicView } from '../../src/engine/index.js';
import { sampleState } from '../../src/render/sample.js';

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
