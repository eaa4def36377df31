/** Vote counting, pure: who wins a closed window and why. */

export interface Ballot {
  userId: string;
  choiceId: string;
  /** When the ballot was cast or last changed (ms). */
  castAt: number;
  /** How the choice read when cast (a plan's steps), when the open options do not name it. */
  label?: string | null;
}

export interface TallyRow {
  choiceId: string;
  count: number;
  voters: string[];
  /** Earliest cast time among this choice's ballots. */
  firstCastAt: number;
}

export type TieBreak = 'none' | 'host' | 'earliest';

/** Counts ballots per choice, most votes first, then earliest first. */
export function tally(ballots: readonly Ballot[]): TallyRow[] {
  const rows = new Map<string, TallyRow>();
  for (const b of ballots) {
    const row = rows.get(b.choiceId) ?? { choiceId: b.choiceId, count: 0, voters: [], firstCastAt: b.castAt };
    row.count += 1;
    row.voters.push(b.userId);
    row.firstCastAt = Math.min(row.firstCastAt, b.castAt);
    rows.set(b.choiceId, row);
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || a.firstCastAt - b.firstCastAt || a.choiceId.localeCompare(b.choiceId));
}

/**
 * The winning choice: most votes; on a tie the host's vote decides if the host voted for one
 * of the tied choices, otherwise the tied choice whose first vote came earliest.
 */
export function winner(ballots: readonly Ballot[], hostId: string): { choiceId: string; tieBreak: TieBreak } | null {
  const rows = tally(ballots);
  const top = rows[0];
  if (!top) return null;
  const tied = rows.filter((r) => r.count === top.count);
  if (tied.length === 1) return { choiceId: top.choiceId, tieBreak: 'none' };
  const hostBallot = ballots.find((b) => b.userId === hostId);
  if (hostBallot && tied.some((r) => r.choiceId === hostBallot.choiceId)) return { choiceId: hostBallot.choiceId, tieBreak: 'host' };
  return { choiceId: top.choiceId, tieBreak: 'earliest' };
}

/** How each choice reads: the open option's label, else the label its ballot was cast with, else the id. */
export function choiceLabels(options: readonly { id: string; label: string }[], ballots: readonly Ballot[]): (choiceId: string) => string {
  return (choiceId) => options.find((o) => o.id === choiceId)?.label ?? ballots.find((b) => b.choiceId === choiceId && b.label)?.label ?? choiceId;
}

/** Whether every player has a ballot (ballots of people who left do not count). */
export function everyoneVoted(ballots: readonly Ballot[], players: readonly string[]): boolean {
  const voted = new Set(ballots.map((b) => b.userId));
  return players.length > 0 && players.every((p) => voted.has(p));
}
