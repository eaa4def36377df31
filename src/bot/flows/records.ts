import { achievementsOf } from '../play/achievementsRead.js';
import { achievementsMessage } from '../views/achievements.js';
import { statsFor } from '../play/records.js';
import { communityRates } from '../records/communityRates.js';
import type { Responder } from '../responder.js';
import type { BotServices } from '../services.js';
import { ApplicationCommandOptionType, AttachmentBuilder, type APIApplicationCommandStringOption } from 'discord.js';
import { content } from '../../content/load.js';
import { resultsChart } from '../../render/storyChart.js';
import { renderChartOffThread } from '../../render/index.js';
import { ALT_MAX, clip, STATS_TEXT } from '../strings.js';
import { statsMessage } from '../views/stats.js';
import type { Actor } from './actor.js';

/** `who:` of /stats and /achievements: the server's records or only the caller's games. */
export const WHO_OPTION: APIApplicationCommandStringOption = {
  type: ApplicationCommandOptionType.String,
  name: 'who',
  description: 'server (default): every game here; me: the games you played or decided in',
  choices: [
    { name: 'server', value: 'server' },
    { name: 'me', value: 'me' },
  ],
};

/** What /stats asked for beyond where it was typed. */
export interface StatsOptions {
  me: boolean;
  killer: string | null;
  location: string | null;
  isPublic: boolean;
  /** Attach the results game by game as a picture. */
  chart: boolean;
}

/** /stats: the server's (or the caller's) records, privately unless asked to post them. */
export async function statsFlow(bot: BotServices, reply: Responder, who: Actor, opts: StatsOptions): Promise<void> {
  const { stats, only } = await statsFor(bot.play, { guildId: who.guildId, channelId: who.channelId, userId: opts.me ? who.userId : null, killer: opts.killer, location: opts.location });
  const c = content();
  const filter = [only.killer && c.killers[only.killer]?.name, only.location && c.locations[only.location]?.name].filter(Boolean).join(' at ');
  const whose = opts.me ? ({ kind: 'me', userId: who.userId } as const) : ({ kind: 'server', dm: who.guildId === null } as const);
  const text = statsMessage(stats, whose, filter, communityRates().cite);
  if (!opts.chart || stats.results.length === 0) {
    await reply.send({ content: text, ephemeral: !opts.isPublic });
    return;
  }
  // Drawing takes a moment: acknowledge first.
  await reply.defer(!opts.isPublic);
  const title = `${opts.me ? STATS_TEXT.chartMine : STATS_TEXT.chartServer}${filter ? `: ${filter}` : ''}`;
  // A picture that cannot be drawn leaves the text to go out alone, as a board picture would.
  const chart = await renderChartOffThread(resultsChart(stats.results, title)).catch(() => null);
  const files = chart ? [new AttachmentBuilder(chart.png, { name: 'results.png', description: clip(chart.alt, ALT_MAX) })] : [];
  await reply.send({ content: text, ephemeral: !opts.isPublic, files });
}

/** /achievements: the printed lists and the cross-game ones, earned and open, for the server or the caller. */
export async function achievementsFlow(bot: BotServices, reply: Responder, who: Actor, opts: { me: boolean; isPublic: boolean }): Promise<void> {
  const { groups, unlisted } = await achievementsOf(bot.play, { guildId: who.guildId, channelId: who.channelId }, opts.me ? who.userId : null);
  const whose = opts.me ? ({ kind: 'me', userId: who.userId } as const) : ({ kind: 'server', dm: who.guildId === null } as const);
  await reply.send({ content: achievementsMessage(groups, unlisted, whose), ephemeral: !opts.isPublic });
}
