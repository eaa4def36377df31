/**
 * Every sentence the bot shows to players, in one place. Engine texts (event lines, choice
 * labels, rules refusals) come from the engine and are passed through unchanged.
 */
import type { Provenance } from '../content/schema.js';
import type { Pace, SoloActor } from '../db/schema.js';

/** Discord's limit for message content. */
export const CONTENT_MAX = 2000;
/** The bot's limit for an image description (alt text). */
export const ALT_MAX = 1000;
/** Discord accepts at most this many users in `allowed_mentions.users`. */
export const ALLOWED_USERS_MAX = 100;
/** Names listed on a turn message's ping or "Waiting on" line (the rest are counted). */
const TURN_MENTIONS_SHOWN = 20;
/** Voters listed on one tally line. */
const VOTERS_SHOWN = 5;
/** Tally lines shown (most votes first; the rest are counted). */
export const TALLY_SHOWN = 5;
/** The longest choice a tally line names (its button's words, with the full label when both fit). */
export const TALLY_LABEL_MAX = 90;
/** Names listed in a reminder (it is the whole message, so it can list more). */
export const REMINDER_MENTIONS_SHOWN = 60;

const mention = (userId: string): string => `<@${userId}>`;
const channelLink = (channelId: string): string => `<#${channelId}>`;
/** The first `max` of `ids` as mentions, then how many more there are. */
const mentions = (ids: readonly string[], max: number = TURN_MENTIONS_SHOWN): string =>
  ids.slice(0, max).map(mention).join(' ') + (ids.length > max ? ` …and ${ids.length - max} more` : '');
/** The users `mentions(ids, max)` names: the only ones a message may ping (never more than Discord allows). */
export const mentioned = (ids: readonly string[], max: number = TURN_MENTIONS_SHOWN): string[] =>
  ids.slice(0, Math.min(max, ALLOWED_USERS_MAX));
/** Discord renders this as a local, relative time ("in 3 hours"). */
const relativeTime = (ms: number): string => `<t:${Math.floor(ms / 1000)}:R>`;

export const REFUSAL_TEXT = {
  notInGuild: 'Final Girl games live in server channels: use this in a text channel of a server.',
  noGame: 'There is no game running in this channel. Start one with `/newgame`.',
  wrongChannel: 'That button belongs to a game in another channel.',
  gameEnded: 'That game has ended. Start a new one with `/newgame`.',
  gameExists: (host: string) =>
    `This channel already has a game running (host ${mention(host)}). Finish it, or ask the host to use \`/endgame\`, before starting another.`,
  notJoined: 'Only players on the Final Girl’s team can do that. Join with `/join`.',
  notHost: (host: string) => `Only the host (${mention(host)}) can do that.`,
  notHostOrManager: (host: string) => `Only the host (${mention(host)}) or someone with Manage Channel can end the game.`,
  notYourTurnHost: (host: string) =>
    `This is ${mention(host)}’s solo game: only they choose. (The host can let others choose with \`/settings solo_actor\`.)`,
  notYourTurnJoined: 'In this solo game only joined players choose. Join with `/join` first.',
  stale: 'That button belongs to an earlier decision that is already settled. Use the latest turn message, or `/choose`.',
  illegalChoice: (text: string) => `“${clip(text, 80)}” is not one of the choices open now. Start typing in \`/choose\` to see them.`,
  malformedChoice: 'That choice could not be read. Pick one from the list `/choose` offers, or use the buttons on the turn message.',
  alreadyJoined: 'You are already on the team.',
  notOnTeam: 'You are not on the team of this game.',
  hostCannotLeave: 'The host cannot leave their own game. Use `/endgame` to stop it.',
  noVotesYet: 'Nobody has voted yet, so there is nothing to close. Vote first, then close.',
  nothingToUndo: 'There is nothing to undo yet.',
  cannotUndo: (label: string) =>
    `“${clip(label, 80)}” rolled dice, shuffled a deck or revealed something hidden, so it cannot be taken back.`,
  unreadableGame: 'The saved game in this channel could not be read, so nothing was changed. The host can `/endgame` it.',
  soloHasNoVote: 'This is a solo game: there is no vote to close.',
  notStarted: (host: string) => `The game has not started yet: ${mention(host)} presses **Start** on the lobby message once everyone has joined.`,
  alreadyStarted: 'The game has already started. Use the latest turn message, or `/choose`.',
  busy: 'Someone else changed the game at the same moment. Please try again.',
  settingOutOfRange: (name: string, min: number, max: number) => `${name} must be between ${min} and ${max} minutes.`,
  notCaller: (caller: string) =>
    `This one is a follow-up of what the team already voted, so the caller, ${mention(caller)}, decides it alone. (The host can change the caller with \`/settings caller\`.)`,
  callerHasNoVote: (caller: string) => `There is no vote to close: this follow-up is for the caller, ${mention(caller)}, to decide.`,
  optionMissing: (command: string, option: string, expects: string) =>
    `\`/${command}\` needs the option \`${option}\`: it expects ${expects}. Nothing was changed.`,
  optionWrong: (command: string, option: string, expects: string, got: string) =>
    `The option \`${option}\` of \`/${command}\` expects ${expects}, but got ${got}. Nothing was changed.`,
  callerNotJoined: (user: string) => `${mention(user)} is not on the team: only a team player can be the caller. They can \`/join\` first.`,
  unknownCard: (typed: string, near: readonly string[]) =>
    `There is no card called “${clip(typed, 60)}”.${near.length ? ` Did you mean: ${near.join('; ')}?` : ''} Start typing in \`/card\` to see the list.`,
  manyCards: (typed: string, labels: readonly string[]) =>
    `Several cards are called “${clip(typed, 100)}”: ${labels.join('; ')}. Pick one from the list \`/card\` offers as you type.`,
} as const;

/** The /settings options as players know them (for refusals). */
export const SETTING_NAMES = { voteMinutes: 'The vote window (`vote_minutes`)', reminderMinutes: 'The reminder interval (`reminder_minutes`)' } as const;

const SOLO_ACTOR_NAMES: Record<SoloActor, string> = { host: 'the host only', joined: 'joined players', anyone: 'anyone in the channel' };

export const TEXT = {
  answeredBelow: '✅ Answered below.',
  voteClosedReply: '⏹️ You closed the vote; the result is posted in the channel.',
  internalError: 'Something went wrong on our side and nothing was changed. Please try again in a moment.',
  /** `inNewThread`: the game went to a thread of its own, so its lobby is not below this message. */
  /**
   * No seed: with it and the public setup anyone could replay the game and read every deck and
   * die ahead. The recap gives it once the game is over. `seedChosen`: the host set it, so knows it.
   */
  gameStarted: (host: string, killer: string, location: string, girl: string, mode: 'solo' | 'vote', seedChosen: boolean, inNewThread = false) =>
    (mode === 'vote'
      ? `🎬 ${mention(host)} set up **${girl}** vs **${killer}** at **${location}**. Vote game: join the Final Girl’s team in the lobby ${inNewThread ? 'in the thread' : 'below'} (or with \`/join\`); the first vote opens when the host presses Start.`
      : `🎬 ${mention(host)} started a solo game: **${girl}** vs **${killer}** at **${location}**.`) + (seedChosen ? ' 🌱 The host chose this game’s seed.' : ''),
  /** Setup choices beyond the defaults, one short line under the start message. */
  setupNotes: (notes: readonly string[]) => (notes.length ? `\n⚙️ ${notes.join(' · ')}` : ''),
  noteBlessings: (side: 'heavenly' | 'hellish', strict: boolean) =>
    `Divine Blessings: ${side === 'hellish' ? 'Hellish (hard)' : 'Heavenly (normal)'} side, ` +
    (strict ? 'strict: faces hidden from everyone until the final reveal' : 'faces shown to team players via `/secrets`'),
  noteEpic: 'Epic Dark Power and Epic Finale',
  notePlayersDecide: 'Ambiguity: players decide',
  threadName: (girl: string, killer: string) => `Final Girl: ${girl} vs ${killer}`,
  threadOpened: (threadId: string) => `🧵 The game is played in its own thread: ${channelLink(threadId)}.`,
  threadAlready: '🧵 This is a thread already, so the game is played right here.',
  threadRefused:
    '🧵 The bot could not open a thread here (it needs the Create Public Threads and Send Messages in Threads permissions), so the game is played in this channel.',
  joined: (user: string, count: number) => `🙋 ${mention(user)} joined the team (${count} player${count === 1 ? '' : 's'}).`,
  joinedLobbyReply: 'You joined the team. The first vote opens when the host presses Start; `/secrets` shows what the Final Girl knows.',
  startedReply: '▶️ You started the game: the first vote is open.',
  /** The lobby message of a vote game, before the host's Start. */
  lobby: (host: string, team: readonly string[], pace: Pace, voteMinutes: number) =>
    [
      `🚪 **Lobby** · vote game, ${pace} pace (each vote closes when everyone has voted, or after ${minutes(voteMinutes)})`,
      `Team (${team.length}): ${mentions(team)}`,
      `Join with the button or \`/join\` (\`/leave\` to drop out); ${mention(host)} presses **Start** when everyone is in.`,
    ].join('\n'),
  /** The lobby message once the host started the game. */
  lobbyClosed: (host: string, team: readonly string[]) =>
    `▶️ ${mention(host)} started the game with ${team.length} player${team.length === 1 ? '' : 's'}: ${mentions(team)}. Late comers can still \`/join\`.`,
  lobbyEnded: '⏹️ The game was ended before it started.',
  lobbyStartedNote: (host: string, count: number) => `▶️ ${mention(host)} started the game (${count} player${count === 1 ? '' : 's'}).`,
  buttonJoin: '🙋 Join',
  buttonStart: '▶️ Start',
  joinedReply: 'You joined the team. Vote with the buttons on the turn message or with `/choose`; `/secrets` shows what the Final Girl knows.',
  /** A solo game has no votes: who decides is the host's setting (`/settings solo_actor`). */
  joinedSoloReply: 'You joined the team: `/secrets` shows what the Final Girl knows. This is a solo game, with no votes: the host decides unless they let others with `/settings solo_actor`.',
  left: (user: string, count: number) => `👋 ${mention(user)} left the team (${count} player${count === 1 ? '' : 's'}).`,
  leftReply: 'You left the team.',
  voteRecorded: (label: string, changed: boolean) =>
    `🗳️ ${changed ? 'Vote changed to' : 'You voted for'} **${clip(label, 300)}**. You can change it until the vote closes.`,
  voteRecordedAndClosed: (label: string, how: 'last-vote' | 'after-deadline') =>
    how === 'last-vote'
      ? `🗳️ You voted for **${clip(label, 100)}**, the last vote needed: the vote is closed.`
      : `🗳️ You voted for **${clip(label, 100)}**. Time had run out, so the vote is closed now.`,
  chosen: (label: string) => `✅ **${clip(label, 100)}**`,
  soloChoice: (user: string, label: string) => `▶️ ${mention(user)} chose **${clip(label, 200)}**.`,
  callerChoice: (user: string, label: string) => `▶️ ${mention(user)} (caller) chose **${clip(label, 200)}**.`,
  voteClosed: (label: string, why: 'all' | 'deadline' | 'forced' | 'left', counted: number, total: number) => {
    const reason = { all: 'everyone voted', deadline: 'time ran out', forced: 'the host closed it', left: 'everyone left has voted' }[why];
    return `🗳️ Vote closed (${reason}, ${counted}/${total} voted): **${clip(label, 200)}**`;
  },
  moreTallied: (n: number) => `…and ${n} more choice${n === 1 ? '' : 's'} with votes`,
  moreLiveLines: (n: number) => `…and ${n} more line${n === 1 ? '' : 's'}`,
  tieBrokenByHost: 'Tie: the host’s vote decides.',
  tieBrokenByTime: 'Tie: the choice that got its vote first wins.',
  // A plan's wording is kept whole (up to 300): what the team voted is the plan, every step of it.
  tallyCount: (label: string, count: number) => `• ${clip(label, label.startsWith('📝') ? 300 : TALLY_LABEL_MAX)} — ${count}`,
  tallyLine: (label: string, count: number, voters: readonly string[]) => `• ${clip(label, label.startsWith('📝') ? 300 : TALLY_LABEL_MAX)} — ${count} (${mentions(voters, VOTERS_SHOWN)})`,
  secretLearned: '🤫 The Final Girl learned something the table may not see. Team players: `/secrets` or the 🤫 button.',
  secretFollowUp: (lines: readonly string[]) => clip(`🤫 **Only you see this.**\n${lines.join('\n')}`, CONTENT_MAX),
  /** One line of a list (secret events, secrets). */
  bullet: (text: string) => `• ${text}`,
  /** One line of /log. */
  logLine: (turn: number, text: string) => `T${turn} · ${text}`,
  exportOver: '📦 The game as a file: setup, seed, every choice and every event. Replay it with `npm run play -- --replay <file>`.',
  exportRunning: '📦 The game so far as a file: setup and public events only. The seed and the choices come with it once the game is over, so nothing hidden leaves the bot before then.',
  moreEarlierLines: (n: number) => `… ${n} earlier line${n === 1 ? '' : 's'}: see \`/log\`.`,
  /** A step's account (src/bot/views/story.ts): a line that happened `n` times in the step, told once. */
  accountTimes: (text: string, n: number) => `${text} (×${n})`,
  /** The Zombies that found nothing within reach this step (events 'shamble' and 'shamble-stays'), in one line. */
  accountShambles: (moved: number, stayed: number) => {
    const n = moved + stayed;
    const zombies = `🧟 ${n} Zombie${n === 1 ? '' : 's'}`;
    if (moved === 0) return `${zombies} ${n === 1 ? 'shambles but stays' : 'shamble but stay'}: nothing is within reach.`;
    if (stayed === 0) return `${zombies} ${n === 1 ? 'shambles' : 'shamble'} one space: nothing is within reach.`;
    return `${zombies} shamble, nothing within reach: ${moved} ${moved === 1 ? 'moves' : 'move'} one space, ${stayed} ${stayed === 1 ? 'stays' : 'stay'}.`;
  },
  /** The last line of an account cut short: the lines it leaves out are in the full account. */
  accountMore: (n: number) => `… ${n} more line${n === 1 ? '' : 's'}: 📜 Full account.`,
  /** A game turn's chronicle (src/bot/views/story.ts): the turn, then what the Final Girl did. */
  chronicleTurn: (turn: number, deeds: readonly string[]) =>
    `📖 **Turn ${turn}** · ${deeds.length ? `You ${andList(deeds)}.` : 'You took no action.'}`,
  chroniclePlayed: (n: number) => `played ${n} card${n === 1 ? '' : 's'}`,
  chronicleBought: (n: number) => `bought ${n} card${n === 1 ? '' : 's'}`,
  chronicleMoved: (n: number) => `moved ${n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`}`,
  chronicleItems: (n: number) => `took or used ${n} Item${n === 1 ? '' : 's'}`,
  /** The Terror cards of the turn, as the engine told them (clipped). */
  chronicleTerror: (texts: readonly string[]) => `👹 ${texts.join(' ')}`,
  /** Who died and who was saved, counted. */
  chronicleToll: (parts: readonly string[]) => parts.join(' · '),
  chronicleKilled: (n: number) => `💀 ${n} Victim${n === 1 ? '' : 's'} killed`,
  chronicleSaved: (n: number) => `🙌 ${n} Victim${n === 1 ? '' : 's'} saved`,
  chronicleHordes: (n: number) => `🧟 ${n} Horde${n === 1 ? '' : 's'} formed`,
  chronicleDestroyed: (n: number) => `⚔️ ${n} ${n === 1 ? 'Enemy' : 'Enemies'} destroyed`,
  /** The tracks where the turn left them: the last line of each (Health, Bloodlust, Horror), as the engine told it. */
  chronicleChanges: (texts: readonly string[]) => `📈 ${texts.join(' ')}`,
  /** What came into the open: Finale, Dark Power, Final Health tokens, blessings. */
  chronicleReveals: (texts: readonly string[]) => `✨ ${texts.join(' ')}`,
  chronicleEnd: (text: string) => `🏁 ${text}`,
  decideHeading: '**Decide:**',
  voteLive: (voted: number, total: number, deadline: number | null, overdue: boolean) =>
    `🗳️ Votes ${voted}/${total}` + (overdue ? ' · time is up: the next vote decides' : deadline ? ` · closes ${relativeTime(deadline)}` : ''),
  waitingOn: (ids: readonly string[]) => `Waiting on: ${mentions(ids)}`,
  soloLive: (actor: string | null) => (actor ? `🎲 ${mention(actor)} decides.` : '🎲 Any player may decide.'),
  callerLive: (caller: string) => `📣 A follow-up, no vote: the caller ${mention(caller)} decides.`,
  closedLine: (label: string) => `✅ Decided: **${clip(label, 200)}**`,
  cancelledLine: (why: 'undo' | 'ended') => (why === 'undo' ? '↩️ Undone.' : '⏹️ Game ended.'),
  pingVote: (ids: readonly string[]) => `🔔 ${mentions(ids)}: a new decision is up for a vote.`,
  pingSolo: (ids: readonly string[]) => `🔔 ${mentions(ids)}: your move.`,
  pingCaller: (ids: readonly string[]) => `🔔 ${mentions(ids)}: your call (a follow-up, no vote).`,
  reminder: (ids: readonly string[], link: string | null, deadline: number | null) =>
    `⏰ ${mentions(ids, REMINDER_MENTIONS_SHOWN)}: still waiting for you${link ? ` on ${link}` : ''}.` + (deadline ? ` The vote closes ${relativeTime(deadline)}.` : ''),
  overdueNotice: '⌛ Time is up, but nobody has voted yet: the first vote now decides.',
  moreChoices: (n: number) => `${n} more choice${n === 1 ? '' : 's'}: use \`/choose\`.`,
  undone: (user: string, label: string) => `↩️ ${mention(user)} undid **${clip(label, 200)}**.`,
  undoneReply: (label: string) => `Undone: **${clip(label, 200)}**.`,
  endConfirm: 'End the game in this channel for everyone? This cannot be undone.',
  endYes: 'End the game',
  endNo: 'Keep playing',
  endKept: 'The game goes on.',
  endDone: 'The game has been ended.',
  endedBy: (user: string) => `⏹️ ${mention(user)} ended the game.`,
  settingsNow: (s: { voteMinutes: number; reminderMinutes: number; ping: boolean; soloActor: SoloActor; caller: string }) =>
    [
      '**Settings for this game**',
      `• Vote window: ${s.voteMinutes} min`,
      `• Reminders: ${s.reminderMinutes ? `every ${s.reminderMinutes} min at most` : 'off'}`,
      `• Ping on a new decision: ${s.ping ? 'on' : 'off'}`,
      `• Who may choose in solo mode: ${SOLO_ACTOR_NAMES[s.soloActor]}`,
      `• Caller (vote games: makes the follow-ups of a voted decision alone): ${mention(s.caller)}`,
    ].join('\n'),
  settingsSaved: 'Settings saved (they apply to the open decision too).',
  noSecrets: '🤫 The Final Girl knows nothing the table cannot see right now.',
  secretsHeading: '🤫 **What the Final Girl knows** (only you see this):',
  logHeading: (n: number) => `📜 **The last ${n} event${n === 1 ? '' : 's'}**`,
  logEmpty: 'Nothing has happened yet.',
  accountHeading: '📜 **The last game turn and this one, step by step**',
  accountCut: (n: number) => `📜 **The last game turn and this one, step by step** (${n} earlier line${n === 1 ? '' : 's'} in \`/log export\`)`,
  buttonSecrets: '🤫 Secrets',
  buttonAccount: '📜 Full account',
  buttonHint: '💡 Hint',
  hintBest: (words: string, full: string | null, chance: string) => `💡 Suggestion: **${words}**${full ? ` (${full})` : ''}, about ${chance} to win from here.`,
  hintWhy: (reason: string) => `Why: ${reason}.`,
  hintFolded: (label: string) => `On the turn message it is one of the choices that begin with “${label} →”.`,
  hintNext: (options: readonly string[]) => `Next best: ${options.join(' · ')}`,
  hintFootnote: '-# An estimate from imagined games that know only what your team knows: the dice, the decks and anything face down are drawn afresh.',
  hintNothing: 'There is no decision open to suggest anything for.',
  hintUnavailable: 'No hint this time: working it out took too long. Please try again in a moment.',
  hintBusy: 'Busy — many hints are being worked out right now. Please try again in a minute.',
  hintPending: 'Your last hint is still being worked out: it comes in a moment. Ask again once it is here.',
  buttonClose: '⏹️ Close vote',
  buttonPlan: '📝 Plan several',
  planLabel: (labels: readonly string[]) => clip(`Plan: ${labels.join(', then ')}`, 300),
  planStep: (label: string) => `📝 The team's plan: **${clip(label, 200)}**`,
  planStopped: (label: string) => `📝 The plan's next step (${clip(label, 120)}) is not possible now: the plan ends and the team votes.`,
  planWaiting: (labels: readonly string[]) => `📝 The team's plan goes on after this with: ${clip(labels.join(', then '), 300)}`,
  planBuilder: (labels: readonly string[], complete: boolean) =>
    [
      '📝 **Your plan** (only you see it until you vote it). Each step is played in turn; a step that is not possible when its turn comes ends the plan and the team votes again.',
      ...(labels.length ? labels.map((l, i) => `${i + 1}. ${clip(l, 150)}`) : ['(no step yet)']),
      complete ? 'The last step ends the phase.' : 'Add a step, or vote the plan as it is.',
    ].join('\n'),
  planNext: 'Add a step…',
  /** A plan the player proposes on the turn message ("📝 Play Walk → Cave, then end; buy …"). */
  planOption: (wording: string) => `📝 ${wording}`,
  planGroup: 'Plans for the whole phase',
  planMenu: '📝 Vote a plan for the whole phase…',
  planBuild: '📝 Build your own plan…',
  planBuildWhat: 'Pick each step yourself; only you see it until you vote it.',
  /** What a proposed plan does when a step becomes impossible: the menu line under each plan. */
  planStops: 'A step not possible when its turn comes stops the plan there; the team votes again.',
  planProposed: '📝 **Plans for the whole phase** (the first menu; steps played in turn; a step not possible when its turn comes stops the plan there and the team votes again):',
  planListed: (n: number, label: string) => `${n}. ${clip(label.replace(/^📝 /, ''), 300)}`,
  planEnds: 'then end the Action phase',
  planEndNow: 'End the Action phase',
  answerKeep: 'Keep the roll',
  planBuysAfter: '(buys voted after)',
  planBuyNothing: 'buy nothing',
  planBuy: (cards: string) => `buy ${cards}`,
  planBuysDone: (cards: string) => `Buy ${cards}, then done`,
  buttonPlanVote: (n: number) => `🗳️ Vote this plan (${n} step${n === 1 ? '' : 's'})`,
  buttonPlanBack: '↩️ Remove the last step',
  menuPlaceholder: (groups: readonly string[]) => clip(`Choose: ${groups.join(' · ')}`, 150),
  recapWon: '🏁 **The Final Girl survives!**',
  recapLost: '💀 **The Final Girl has fallen.**',
  recapAbandoned: '⏹️ **The game was ended early.**',
  recapLine: (girl: string, killer: string, location: string, turns: number, mode: string) =>
    `${girl} vs ${killer} at ${location} · ${turns} turn${turns === 1 ? '' : 's'} · ${mode} game`,
  recapVictims: (saved: number, killed: number) => `👥 Victims saved: ${saved} · killed: ${killed}`,
  recapSeed: (seed: string) => `🌱 Seed ${seed}: \`/newgame\` with the same options and \`seed:${seed}\` deals the same game; \`/log export: true\` gives every choice for a replay.`,
  recapTeam: (ids: readonly string[]) => `Team: ${mentions(ids)}`,
  recapAchievement: (name: string, text: string) => `🏆 Achievement: **${name}**: ${clip(text, 150)}`,
  recapMoments: '**Key moments**',
  recapMoment: (turns: readonly number[], text: string, times: number) =>
    `• T${turns.length > 3 ? `${turns[0]}–${turns.at(-1)}` : turns.join(', T')}: ${clip(text, 150)}${times > 1 ? ` (×${times})` : ''}`,
  help: [
    '**Final Girl, play-by-post**',
    '• `/newgame killer location` starts a game here (either, and `girl`, may be `random`; `unwon: true` prefers pairings not won here yet; `mode: vote` for a group, with `pace: live` for short vote windows or `async` for long ones; `thread: true` plays it in a new thread; with Berith, `blessings` picks the sheet side and `strict` hides the faces from everyone).',
    '• A vote game opens with a lobby: `/join` or its Join button puts you on the team; the first vote opens at the host’s Start. The team votes on the decisions that shape the game; the caller (the host unless `/settings caller`) makes their follow-ups alone.',
    '• Decide with the buttons and menus on the turn message, or type with `/choose`.',
    '• `/status` shows the board; `/secrets` what only the Final Girl knows; `/hint` (or 💡) a suggestion with its chance to win; `/log` what happened (`export: true`: the game as a file).',
    '• `/card name` what a card does, how many copies, where it is in this game if the table can see it, and where its text comes from.',
    '• `/stats` the server’s games, wins and win rates by Killer, Location and Final Girl beside the community’s, with a Killer x Location grid (`who: me` for yours); `/achievements` the printed ones and those across games, earned and open.',
    '• Host: `/settings` (vote time, reminders, caller), `/closevote`, `/undo` (only steps that rolled, shuffled or revealed nothing), `/endgame`.',
  ].join('\n'),
} as const;


/** After Health 0/N: the white Final Health token is still there, so this is not death. */
const LAST_STAND = ' + white Final Health token: last stand, the next damage kills';

/** The lines of the board summary (one fact group per line, for phones). */

export const SUMMARY = {
  title: (turn: number, phase: string, girl: string, killer: string, location: string, extreme: boolean) =>
    `**Turn ${turn} · ${phase}** — ${girl} vs ${killer}, ${location}${extreme ? ' (Extreme)' : ''}`,
  /** `lastStand`: Health 0 with the white Final Health token, alive (core 6.6). */
  girl: (health: number, max: number, horror: number, dice: number, time: number, space: string, lastStand = false) =>
    `❤️ Health ${health}/${max}${lastStand ? LAST_STAND : ''} · 😱 Horror ${horror} (${dice} ${dice === 1 ? 'die' : 'dice'}) · ⏳ Time ${time} · 📍 ${space}`,
  concealed: (origin: string | null) => `Concealed${origin ? ` (Origin: ${origin})` : ''}`,
  at: (space: string) => `at ${space}`,
  killer: (name: string, where: string, health: number, max: number | null, bloodlust: number, bloodlustMax: number, lastStand = false) =>
    `🔪 ${name}: ${where} · Health ${health}${max === null ? '' : `/${max}`}${lastStand ? LAST_STAND : ''} · Bloodlust ${bloodlust}/${bloodlustMax}`,
  /** A Killer without a Killer board (the Zombies): no Health of its own; `extra` e.g. "Hordes formed 2 of 3". */
  killerWithoutBoard: (name: string, bloodlust: number, bloodlustMax: number, extra: string | null) =>
    `🔪 ${name} · Bloodlust ${bloodlust}/${bloodlustMax}${extra ? ` · ${extra}` : ''}`,
  pathCard: (position: number, text: string | null, faceUp: boolean) => `${position}: ${faceUp ? (text ?? 'face up') : 'face down'}`,
  path: (cards: readonly string[]) => `👁️ Path: ${cards.join(' · ')}`,
  hand: (cards: readonly string[]) => `🃏 Hand: ${cards.length ? cards.join(', ') : 'empty'}`,
  item: (name: string, inHands: boolean) => `${name}${inHands ? ' (in hands)' : ''}`,
  items: (items: readonly string[]) => `🎒 Items: ${items.join(', ')}`,
  /** `called`: what the game calls its Victims (Soldiers at Pesadilla Verde, see render's victimNames). */
  victims: (called: string, onBoard: number, saved: number, killed: number, alsoOnBoard: readonly string[] = []) =>
    `👥 ${called}: ${onBoard} on the board${alsoOnBoard.length ? ` (and ${alsoOnBoard.join(', ')}, not ${called})` : ''} · ${saved} saved · ${killed} killed`,
  inPlay: (events: readonly string[]) => `⚠️ In play: ${events.join(', ')}`,
  result: (won: boolean, reason: string | null) => `${won ? '🏁 Won' : '💀 Lost'}${reason ? `: ${reason}` : ''}`,
  /** Terror from the Grave's vehicle and Vehicle tokens, in render's vehicleText words. */
  vehicle: (text: string) => `🚗 ${text}`,
  malice: (spaces: readonly string[], total: number | null) =>
    `😈 Malice ${spaces.length}${total !== null ? `/${total}` : ''}: ${spaces.length ? spaces.join(', ') : 'none'}`,
  blessings: (side: string, filled: number, total: number) =>
    `🙏 Divine Blessings (${side === 'hellish' ? 'Hellish' : 'Heavenly'}): ${filled}/${total} placed, face down`,
  blessingFace: (space: number, health: number) => `Divine Blessing ${space}: ${health > 0 ? `${health} health` : 'blank'}`,
  blessingsHidden: 'Divine Blessings: hidden from everyone until the final reveal (strict game)',
  trackedCard: (position: number | string, text: string) => `Path card ${position} (tracked): ${text}`,
} as const;

/** A duration in minutes as players read it: "10 min", "12 h", "1 h 30 min". */
function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "a", "a and b", "a, b and c". */
function andList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;
}

/** Cuts text to `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** The words of /stats (src/bot/views/stats.ts lays them out). */
export const STATS_TEXT = {
  heading: (whose: string, filter: string) => `📊 **Final Girl records: ${whose}**${filter ? ` (${filter})` : ''}`,
  whoServer: 'this server',
  whoChannel: 'this channel',
  whoMe: (userId: string) => `${mention(userId)}`,
  none: 'No game has been finished here yet. Play one with `/newgame`.',
  noneMine: 'You have played no finished game here yet: join one with `/join`, or start one with `/newgame`.',
  overall: (won: number, games: number, rate: string, community: string) => `Won **${won}** of **${games}** (${rate}) · people ${community}`,
  abandoned: (n: number) => ` · ${n} ended early with /endgame, not counted`,
  byKiller: '**By Killer**',
  byLocation: '**By Location**',
  byGirl: '**By Final Girl**',
  line: (name: string, won: number, games: number, rate: string, community: string | null) =>
    `• ${name}: ${won}/${games} won (${rate})${community ? ` · people ${community}` : ''}`,
  onlyAbandoned: (name: string, n: number) => `• ${name}: ${n} ended early`,
  coverage: (played: number, all: number) => `**Coverage**: ${played} of ${all} pairings played (cells: won/played, · never played)`,
  legend: (entries: readonly string[]) => entries.join(' · '),
  decisionsMine: (n: number, games: number) => `🗳️ You made or voted on **${n}** decision${n === 1 ? '' : 's'} in ${games} game${games === 1 ? '' : 's'}.`,
  decisionsNoneMine: '🗳️ You have made or voted on no decision yet (only decisions since the bot kept them count).',
  decisionsHeading: '🗳️ **Decisions made or voted on**',
  decider: (userId: string, n: number, games: number) => `${mention(userId)} ${n} (${games} game${games === 1 ? '' : 's'})`,
  rate: (pct: number | null) => (pct === null ? '–' : `${Math.round(pct)}%`),
  communityRate: (winRate: number, games: number) => `${winRate.toFixed(1)}% of ${games.toLocaleString('en-US')}`,
  cite: (cite: string) => `-# “people”: what players of the printed game win (${cite}).`,
  chartServer: 'This server, game by game',
  chartMine: 'Your games, one by one',
  unknownKiller: (typed: string, names: string) => `There is no Killer called “${clip(typed, 40)}” here. Killers: ${names}.`,
  unknownLocation: (typed: string, names: string) => `There is no Location called “${clip(typed, 40)}” here. Locations: ${names}.`,
};

/** The words of a /newgame that drew its Killer, Location or Final Girl (src/bot/play/randomPairing.ts). */
export const RANDOM_TEXT = {
  drawn: (d: { killer: boolean; location: boolean; girl: boolean; preferUnwon: boolean; allWon: boolean }, names: { killer: string; location: string; girl: string }) => {
    const what = [d.killer ? names.killer : null, d.location ? names.location : null, d.girl ? names.girl : null].filter((x) => x !== null).join(', ');
    const why = !d.preferUnwon || !(d.killer || d.location) ? '' : d.allWon ? ' (every pairing left was won here already, so from all of them)' : ' (from the pairings this server has not won yet)';
    return `🎲 Drawn at random: ${what}${why}.`;
  },
  suggestion: '🎲 Random',
};

/** Where a card's text comes from (its pack's `provenance`), in players' words. */
const PROVENANCE_WORDS: Readonly<Record<Provenance, string>> = {
  seed: 'printed: taken from the rulebook',
  'core-digest': 'from our digest of the Core Box rules, built from fan sources',
  'fan-wiki': 'a fan reading of the printed card (Final Girl Wiki), not yet checked against print',
  'partly-seed': 'partly printed, partly ours (the source says which)',
  reconstructed: 'designed by us (reconstructed): the rulebook does not give it',
};

/** The words of /card (src/bot/views/card.ts lays them out). */
export const CARD_TEXT = {
  title: (name: string, kind: string, pack: string, detail: string | undefined) => `🃏 **${name}** · ${kind} · ${pack}${detail ? ` · ${detail}` : ''}`,
  actionHead: (cost: number, kind: string, roll: boolean, requires: string | undefined) =>
    `Cost ${cost} Time · ${kind === 'reaction' ? 'Reaction' : kind === 'reroll' ? 'Re-roll' : 'Action'}${roll ? '' : ' · no Horror Roll'}${requires ? ` · needs ${requires}` : ''}`,
  row: (min: number, does: string, roll: boolean) => `• ${!roll ? 'Effect' : min === 0 ? 'No success' : `${min}+ success${min === 1 ? '' : 'es'}`}: ${does}`,
  copies: (n: number, kind: string) => `📚 ${n} ${n === 1 ? 'copy' : 'copies'}${kind === 'Terror card' ? ' in the Terror deck' : ' in the box'}`,
  where: (parts: readonly string[]) => `📍 In this game: ${parts.join(' · ')}`,
  notInGame: '📍 Not in this game (its pack is not in play here).',
  provenance: (p: Provenance, source: string) => `📜 Text: ${PROVENANCE_WORDS[p]}.\n-# Source: ${source}`,
  whereTableau: (n: number) => `${n} in the Tableau`,
  whereHand: (n: number) => `${n} in her hand`,
  whereDiscard: (n: number) => `${n} in the discard pile`,
  whereNowhere: 'none in the Tableau, her hand or the discard pile now',
  whereSetAside: 'set aside until its vehicle is found',
  whereTerrorDiscard: (n: number, copies: number) => (copies === 1 ? 'in the Terror discard pile' : `${n} of ${copies} in the Terror discard pile`),
  whereTerrorUnseen: 'not drawn so far (the Terror deck stays face down)',
  whereEventOngoing: 'in play as an ongoing Event',
  whereEventDiscard: 'in the Event discard pile',
  whereEventDeck: 'not drawn yet',
  whereCarried: (inHands: boolean) => `she carries it${inHands ? ' (in her hands)' : ''}`,
  whereItemTop: (space: string) => `face up on top of the Item deck at ${space}`,
  whereItemDiscard: 'in the Item discard pile',
  whereItemUnseen: 'not face up anywhere now',
  whereFaceDown: (what: string) => `this game's ${what} is face down: which one it is stays hidden until it is revealed`,
  whereRevealed: (what: string) => `this game's ${what}, revealed`,
  whereNotRevealed: (what: string, revealed: string) => `not this game's ${what} (the revealed one is ${revealed})`,
  whereSetupThis: "this game's Setup card",
  whereSetupOther: "not this game's Setup card",
  whereUltimateUnlocked: 'unlocked',
  whereUltimateLocked: 'not unlocked yet',
  wherePath: (positions: readonly number[]) => `face up in the Path (card ${positions.join(', ')})`,
  whereNotOnPath: 'not face up in the Path now',
  whereSpawnDiscard: (discarded: number, copies: number) => `${discarded} of ${copies} in the Spawn discard pile`,
  whereLava: (space: string) => `drawn: lava covers ${space}`,
  whereNoLava: (space: string) => `no lava on ${space} now`,
  whereVehicleFound: (space: string) => `found${space ? `, at ${space}` : ''}`,
  whereVehicleHidden: 'not found yet',
} as const;

/** The words of /achievements (src/bot/views/achievements.ts lays them out). */
export const ACHIEVEMENTS_TEXT = {
  heading: (whose: string, earned: number, all: number) => `🏆 **Achievements: ${whose}** (${earned} of ${all} earned)`,
  group: (name: string, earned: number, all: number) => `**${name}** (${earned}/${all})`,
  across: 'Across games',
  earned: (name: string, text: string) => `✅ ${name}: ${clip(text, 90)}`,
  open: (name: string, text: string, progress: string) => `⬜ ${name}: ${clip(text, 90)}${progress}`,
  progress: (have: number, need: number) => ` (${Math.min(have, need)}/${need})`,
  unlisted: (names: string) => `-# No printed achievement list here for ${names}.`,
  mineNote: '-# Yours: the games you were on the team of or decided in.',
};
