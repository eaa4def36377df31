import { describe, expect, it } from 'vitest';
import { content } from '../../src/content/load.js';
import { displayNames, nameKey, packIdOf, packMatches } from '../../src/content/names.js';
import { newGame, RulesError } from '../../src/engine/index.js';

describe('pack names: ids and display names, in any case', () => {
  const c = content();

  it('a pack is found by id or display name, any case, with typographic apostrophes, quotes or stray spaces', () => {
    for (const typed of ['volkar', 'VOLKAR', "The Volk'ar", 'the volk’ar', '  The   Volk\u02BCar ', '"The Volk\'ar"', '“The Volk’ar”', 'Volk’ar', 'the volkar']) {
      expect(packIdOf(c.killers, typed), typed).toBe('volkar');
    }
    expect(packIdOf(c.locations, "L'Armes Abbey")).toBe('larmes-abbey');
    expect(packIdOf(c.locations, 'larmes abbey')).toBe('larmes-abbey');
    expect(packIdOf(c.locations, 'PESADILLA-VERDE')).toBe('pesadilla-verde');
    expect(packIdOf(c.girls, 'alois')).toBe('alois');
    expect(nameKey(' L’Armes  Abbey ')).toBe("l'armes abbey");
  });

  it('anything else is no pack, and a loose match must be unique', () => {
    for (const typed of ['', '   ', 'jason', 'verde', 'The Volkar Prime', "'"]) expect(packIdOf(c.killers, typed) ?? packIdOf(c.locations, typed), typed).toBeNull();
    const twins = { a: { id: 'a', name: 'Mark-X' }, b: { id: 'b', name: 'Mark X!' } };
    expect(packIdOf(twins, 'Mark-X')).toBe('a');
    expect(packIdOf(twins, 'markx')).toBeNull();
  });

  it('refusals list the display names; autocomplete matches the same way', () => {
    expect(displayNames(c.killers)).toBe("Berith, The Hunter, The Pack, The Volk'ar, The Zombies");
    expect(() => newGame({ killer: 'jason', location: 'pesadilla-verde' }, 1)).toThrow(new RulesError('ERR_UNKNOWN_KILLER', 'There is no Killer "jason". Known: Berith, The Hunter, The Pack, The Volk\'ar, The Zombies.'));
    expect(newGame({ killer: "The Volk'ar", location: 'Pesadilla Verde', girl: 'ALOIS' }, 1).state.setup).toMatchObject({ killer: 'volkar', location: 'pesadilla-verde', girl: 'alois' });
    const volkar = c.killers.volkar as { id: string; name: string };
    expect(['', 'volk’', 'THE V', 'kar', 'thevol'].every((t) => packMatches(volkar, t))).toBe(true);
    expect(packMatches(volkar, 'berith')).toBe(false);
  });
});
