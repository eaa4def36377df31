import { clip, SUMMARY } from '../../strings.js';
import { spaceName, type ModuleText, type SecretText } from './text.js';

/** The Volk'ar: her Origin while Concealed, her Path (face-down cards as such), the cards Track showed her players. */
export const volkarText: ModuleText<'volkar'> = {
  summary: {
    killerWhere: (view, v) => [SUMMARY.concealed(v.originSpace ? spaceName(view, v.originSpace) : null)],
    cards: (_view, v) => (v.path.length > 0 ? [clip(SUMMARY.path(v.path.map((p) => SUMMARY.pathCard(p.position, p.text, p.faceUp))), 300)] : []),
  },
};

export const volkarSecretText: SecretText<'volkar'> = (secret) => secret.tracked.map((t) => SUMMARY.trackedCard(t.position, t.text));
