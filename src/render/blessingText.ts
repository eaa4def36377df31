/** Whole-sentence shortenings, tried first (clauses that only make sense together). */
const SENTENCES: readonly [RegExp, (m: RegExpMatchArray) => string[]][] = [
  [/^Bloodlust and the Horror both rise by (\d+)$/i, (m) => [`+${m[1]} Bloodlust`, `+${m[1]} Horror`]],
  [/^Add (\d+) (?:die|dice) to your next Horror Roll$/i, (m) => [`+${m[1]} die`, 'next roll']],
  [/^An? Victim is placed in (.+?)'s space$/i, (m) => ['+1 Victim', `at ${m[1]}`]],
];

/** One-clause shortenings. */
const CLAUSES: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Recover (\d+) Health$/i, (m) => `+${m[1]} Health`],
  [/^Lose (\d+) Health$/i, (m) => `-${m[1]} Health`],
  [/^Gain (\d+) Time$/i, (m) => `+${m[1]} Time`],
  [/^Lose (\d+) Time$/i, (m) => `-${m[1]} Time`],
  [/^Lower the Horror by (\d+)$/i, (m) => `-${m[1]} Horror`],
  [/^(?:the )?Horror rises by (\d+)$/i, (m) => `+${m[1]} Horror`],
  [/^(?:the )?Bloodlust rises by (\d+)$/i, (m) => `+${m[1]} Bloodlust`],
  [/^(?:the )?Bloodlust drops by (\d+)$/i, (m) => `-${m[1]} Bloodlust`],
];

/**
 * Shortens a Divine Blessings space's printed effect (as the view gives it) to a few short
 * lines for a small slot: "Recover 1 Health and gain 1 Time." becomes ["+1 Health", "+1 Time"].
 * A sentence or clause it does not recognise is kept as written, so no rule is lost.
 */
export function shortBlessingText(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/(?<=\.)\s+/)) {
    const sentence = raw.trim().replace(/\.$/, '');
    if (!sentence) continue;
    const whole = SENTENCES.find(([re]) => re.test(sentence));
    if (whole) {
      lines.push(...whole[1](sentence.match(whole[0]) as RegExpMatchArray));
      continue;
    }
    const clauses = sentence.split(/,?\s+(?:and|but)\s+(?=gain|lose|recover|lower|the|add)/i);
    const short = clauses.map((c) => {
      const hit = CLAUSES.find(([re]) => re.test(c.trim()));
      return hit ? hit[1](c.trim().match(hit[0]) as RegExpMatchArray) : null;
    });
    if (short.every((s) => s !== null)) lines.push(...(short as string[]));
    else lines.push(sentence);
  }
  return lines;
}
