/**
 * Shortens a face-up Movement card's text (as the view gives it) to a few lines for a small card:
 * "Move 3 spaces towards the closest Search space. Ties: reverse alphabetical order. No attack.
 * Ambush: +1 Horror." becomes ["3 to Search", "ties Z-A", "no attack", "Ambush:", "+1 Horror"]
 * (the first line is how far and where she moves).
 * Anything it does not recognise is kept as written, so no rule is lost, only shortened.
 */
export function shortMovementText(text: string): string[] {
  const lines: string[] = [];
  const sentences = text.split(/(?<=\.)\s+/).map((s) => s.trim()).filter(Boolean);
  let ambush: string | null = null;
  for (const sentence of sentences) {
    let m: RegExpMatchArray | null;
    if ((m = sentence.match(/^Move (\d+) spaces? towards the closest (.+?)( space)?\.$/i))) {
      lines.push(`${m[1]} to ${m[2]}`);
    } else if ((m = sentence.match(/^Move (\d+) spaces? towards the (.+?)\.$/i))) {
      lines.push(`${m[1]} to ${m[2]}`);
    } else if ((m = sentence.match(/^Move (\d+) spaces? on an? (\d)\b/i))) {
      lines.push(`${m[1]} on a ${m[2]}`);
    } else if (/^Ignore the space she is in\.?$/i.test(sentence)) {
      lines.push('not her space');
    } else if ((m = sentence.match(/^Ties: (.+?)\.?$/i))) {
      const rule = m[1] ?? '';
      if (/^reverse alphabetical/i.test(rule)) lines.push('ties Z-A');
      else if (/^alphabetical/i.test(rule)) lines.push('ties A-Z');
      else if (/highest panic/i.test(rule)) lines.push('ties: panic');
      else if (/lowest panic/i.test(rule)) lines.push('ties: lowest panic');
      else lines.push(`ties: ${rule}`);
    } else if (/^Then she attacks in her space\.?$/i.test(sentence)) {
      lines.push('attacks');
    } else if (/^Then she attacks in her space twice\.?$/i.test(sentence)) {
      lines.push('attacks twice');
    } else if (/^Do not move\.?$/i.test(sentence)) {
      lines.push('no move');
    } else if ((m = sentence.match(/^The Volk'ar recovers (\d+) Health\.?$/i))) {
      lines.push(`recovers ${m[1]} Health`);
    } else if (/^No attack\.?$/i.test(sentence)) {
      lines.push('no attack');
    } else if ((m = sentence.match(/^Ambush: (.+?)\.?$/i))) {
      ambush = m[1] ?? '';
    } else {
      lines.push(sentence.replace(/\.$/, ''));
    }
  }
  if (ambush !== null) lines.push('Ambush:', ...ambush.split(/,\s*/).map((a) => (/^discard a random Action card$/i.test(a) ? 'discard a random card' : a)));
  return lines;
}

/** Lines a crowded card may leave out first (the tie rule, then "not her space"), least useful first. */
export function detailRank(line: string): number {
  if (line.startsWith('ties')) return 2;
  if (line === 'not her space') return 1;
  return 0;
}
