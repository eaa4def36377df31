import { isDeepStrictEqual } from 'node:util';
import { SCHEMA_VERSION, storyOf, type StoryPoint } from '../../engine/index.js';
import { choicesOf, decodeState, encodeState, getGame, loadGame, type Db, type Tx } from '../../db/index.js';

/**
 * A finished game by turn (the recap's chart), replayed from its stored choices; null for a
 * game still running, or one whose choices do not replay to it (stored before they were kept).
 */
export async function storyFor(db: Db | Tx, gameId: number): Promise<StoryPoint[] | null> {
  const row = await getGame(db, gameId);
  if (!row || row.status === 'active') return null;
  const { state } = loadGame(row);
  try {
    const { points, end } = storyOf(state.setup, Number(row.seed), await choicesOf(db, gameId));
    // Compared as stored (through the state check, which may order keys its own way).
    return isDeepStrictEqual(decodeState(encodeState(end), SCHEMA_VERSION), state) ? points : null;
  } catch {
    return null;
  }
}
