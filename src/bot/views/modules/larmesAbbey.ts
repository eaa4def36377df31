import { clip, SUMMARY } from '../../strings.js';
import { spaceName, type ModuleText } from './text.js';

/** L'Armes Abbey: the Malice tokens and how many the box holds. */
export const larmesAbbeyText: ModuleText<'larmesAbbey'> = {
  summary: {
    marks: (view, a) => [clip(SUMMARY.malice(a.malice.map((sp) => spaceName(view, sp)), a.malice.length + a.maliceLeft), 200)],
  },
};
