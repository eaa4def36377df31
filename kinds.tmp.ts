import { newGame, apply, foresee } from './src/engine/index.js';
let out = newGame({ killer: 'volkar', location: 'pesadilla-verde' } as any, 7);
for (let n = 0; n < 60 && out.state.pending; n++) {
  const d = out.state.pending;
  if (d.options.some(o => o.id === 'play:walk')) {
    const f = foresee(out.state, 'play:walk'); const a = apply(out.state, 'play:walk');
    console.log('walk', !!f, a.irreversible, a.state.pending?.kind, a.state.pending?.options.map(o=>o.id), a.events.map(e=>e.text));
    break;
  }
  out = apply(out.state, d.options[0]!.id);
}
