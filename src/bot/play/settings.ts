import { getPrompt, isPlayer, updateGameRow, updatePrompt } from '../../db/index.js';
import type { GameRow, SoloActor } from '../../db/schema.js';
import { refuse } from '../refusal.js';
import { REFUSAL_TEXT, SETTING_NAMES } from '../strings.js';
import { activeGameIn, inTransaction, requireHost } from './access.js';
import { callerOf } from './followUps.js';
import { decisionFor, type PublicDecision } from './reads.js';
import type { PlayDeps } from './types.js';

export interface SettingsPatch {
  voteMinutes?: number | null;
  reminderMinutes?: number | null;
  ping?: boolean | null;
  soloActor?: SoloActor | null;
  /** The vote game's caller (a team player; the host gives the role back to the host). */
  callerId?: string | null;
}

export interface SettingsView {
  voteMinutes: number;
  reminderMinutes: number;
  ping: boolean;
  soloActor: SoloActor;
  /** Who makes the follow-ups in a vote game (followUps.ts). */
  caller: string;
}

/** The one source of the settings' ranges (the slash command's min/max use it too). */
export const SETTING_LIMITS = { voteMinutes: { min: 1, max: 7 * 24 * 60 }, reminderMinutes: { min: 0, max: 7 * 24 * 60 } } as const;

function settingsOf(row: GameRow): SettingsView {
  return {
    voteMinutes: Math.round(row.voteWindowSec / 60),
    reminderMinutes: Math.round(row.reminderSec / 60),
    ping: row.pingOnDecision,
    soloActor: row.soloActor,
    caller: callerOf(row),
  };
}

function inRange(name: keyof typeof SETTING_LIMITS, v: number): number {
  const { min, max } = SETTING_LIMITS[name];
  if (!Number.isInteger(v) || v < min || v > max) refuse('BAD_SETTING', REFUSAL_TEXT.settingOutOfRange(SETTING_NAMES[name], min, max));
  return v;
}

/**
 * Host only. A new vote window also moves the deadline of the vote open now (counted from
 * when it opened), so "5 minutes" means what the host expects.
 */
export async function changeSettings(
  deps: PlayDeps,
  input: { channelId: string; userId: string; patch: SettingsPatch },
): Promise<{ settings: SettingsView; changed: boolean; gameId: number; promptNo: number; decision: PublicDecision | null }> {
  const now = deps.now();
  return await inTransaction(deps.db, async (tx) => {
    const g = await activeGameIn(tx, input.channelId);
    requireHost(g, input.userId);
    const p = input.patch;
    const set: Parameters<typeof updateGameRow>[3] = {};
    if (p.voteMinutes != null) set.voteWindowSec = inRange('voteMinutes', p.voteMinutes) * 60;
    if (p.reminderMinutes != null) set.reminderSec = inRange('reminderMinutes', p.reminderMinutes) * 60;
    if (p.ping != null) set.pingOnDecision = p.ping;
    if (p.soloActor != null) set.soloActor = p.soloActor;
    if (p.callerId != null && p.callerId !== callerOf(g.row)) {
      if (!await isPlayer(tx, g.row.id, p.callerId)) refuse('CALLER_NOT_JOINED', REFUSAL_TEXT.callerNotJoined(p.callerId));
      set.callerId = p.callerId === g.row.hostId ? null : p.callerId;
    }
    const changed = Object.keys(set).length > 0;
    let row = g.row;
    if (changed) {
      await updateGameRow(tx, g.row.id, g.row.version, set, now);
      row = { ...g.row, ...set };
      const prompt = await getPrompt(tx, g.row.id, g.row.promptNo);
      if (set.voteWindowSec !== undefined && g.row.mode === 'vote' && prompt?.status === 'open' && !prompt.overdue && !prompt.byCaller) {
        await updatePrompt(tx, g.row.id, g.row.promptNo, { deadlineAt: prompt.openedAt + set.voteWindowSec * 1000 });
      }
    }
    return { settings: settingsOf(row), changed, gameId: g.row.id, promptNo: g.row.promptNo, decision: changed ? decisionFor(g.state, g.row.mode) : null };
  });
}
