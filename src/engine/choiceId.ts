/**
 * Option ids that carry a value after a prefix (`space:D`, `die:2`, `ally:strike:mark-x`): built
 * and read here, so no caller counts a prefix's characters. The ids are stored in games and
 * hashed by the behaviour lock: a prefix never changes.
 */
interface Codec<T> {
  prefix: string;
  read(raw: string): T | undefined;
}

const text = (prefix: string): Codec<string> => ({ prefix, read: (raw) => raw });

const index = (prefix: string): Codec<number> => ({
  prefix,
  read: (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) ? n : undefined;
  },
});

const CHOICES = {
  /** A space on the board. */
  space: text('space'),
  /** Where a moving unit's shortest ways end. */
  end: text('end'),
  /** A space the Soldiers (or a Victim) step to. */
  to: text('to'),
  /** A Search space's Item deck. */
  deck: text('deck'),
  /** Who takes an attack: 'girl' or an Ally's unit id. */
  take: text('take'),
  /** A Reaction card played against an attack. */
  react: text('react'),
  /** An item used (against an attack, or in the Action phase). */
  item: text('item'),
  /** An Item card kept from a Search. */
  keep: text('keep'),
  hold: text('hold'),
  stow: text('stow'),
  /** A Victim kind saved. */
  save: text('save'),
  /** An Action card discarded from hand. */
  card: text('card'),
  /** An Action card bought in the Planning phase. */
  buy: text('buy'),
  /** An Action card played. */
  play: text('play'),
  /** A unit (a tied Killer). */
  unit: text('unit'),
  /** A Pesadilla Verde Upgrade. */
  upgrade: text('upgrade'),
  /** An attack on the Minions in a space (an attack target key). */
  minions: text('minions'),
  /** An attack on a space guessed (the Concealed Volk'ar; an attack target key). */
  guess: text('guess'),
  /** The Tranquilizer Gun fired at a unit. */
  tranquilize: text('tranquilize'),
  /** The Mark V Ally strikes a unit. */
  allyStrike: text('ally:strike'),
  /** The Mark V Ally moves to a space. */
  allyMove: text('ally:move'),
  /** A Path position (0-based) Track uncovers. */
  path: index('path'),
  /** A Victim by id. */
  victim: index('victim'),
  /** A "Victim saved" space (0-based). */
  slot: index('slot'),
  /** A reward of a group (0-based). */
  reward: index('reward'),
  /** A die (0-based) whose partial success is converted. */
  convert: index('convert'),
  /** A die (0-based) Close Call re-rolls. */
  reroll: index('reroll'),
  /** A row of a `choose` step (0-based). */
  opt: index('opt'),
};

type ValueOf<C> = C extends Codec<infer T> ? T : never;
type ChoiceValues = { [N in keyof typeof CHOICES]: ValueOf<(typeof CHOICES)[N]> };
export type ChoiceName = keyof ChoiceValues;

const codecs: { [N in ChoiceName]: Codec<ChoiceValues[N]> } = CHOICES;

/** The option id for `value` under `name`'s prefix: `choiceId('space', 'D')` is `space:D`. */
export function choiceId<N extends ChoiceName>(name: N, value: ChoiceValues[N]): string {
  return `${codecs[name].prefix}:${value}`;
}

/** The value an option id carries under `name`'s prefix, or undefined when it is not one of them. */
export function readChoice<N extends ChoiceName>(id: string | undefined, name: N): ChoiceValues[N] | undefined {
  const codec = codecs[name];
  const head = `${codec.prefix}:`;
  return id?.startsWith(head) ? codec.read(id.slice(head.length)) : undefined;
}

/** The value of an option id that must carry `name`'s prefix (the engine built it so). */
export function choiceValue<N extends ChoiceName>(id: string, name: N): ChoiceValues[N] {
  const value = readChoice(id, name);
  if (value === undefined) throw new Error(`option "${id}" is not a ${codecs[name].prefix} option`);
  return value;
}
