/**
 * The memory figure's bot (run by memory.ts in a process of its own, so nothing else the bench did
 * counts): the bot's services started over the database file named on the command line, against a
 * fake Discord in this process. Prints one JSON line: the RSS once the bot has started and resumed
 * every stored game, after every game was read once (as serving them over time would), and after a
 * `/status` with its picture (the drawing thread started), when there is an active game.
 */
import { commands } from '../../commands/index.js';
import { Bot } from '../../src/bot/bot.js';
import { gameById } from '../../src/bot/play/reads.js';
import { openDb } from '../../src/db/index.js';
import { FakeDiscord } from '../helpers/fakeDiscord.js';
import { alice } from '../bot/harness.js';

const path = process.argv[2];
if (!path) throw new Error('usage: memoryChild.ts <database file>');
const fake = await FakeDiscord.start();
const store = openDb(path);
const logs: string[] = [];
const bot = new Bot({ db: store.db, commands, apiUrl: fake.apiUrl, log: (line) => logs.push(line) });
await bot.start('fake-token-for-the-memory-figure');
await bot.idle();
const mb = () => process.memoryUsage().rss / 2 ** 20;
const atStart = mb();
const ids = store.sqlite.prepare('SELECT id FROM games').pluck().all() as number[];
for (const id of ids) await gameById(bot.services.play, id);
const afterReads = mb();
const active = store.sqlite.prepare("SELECT channel_id FROM games WHERE status = 'active' LIMIT 1").pluck().get() as string | undefined;
let afterStatus: number | null = null;
if (active) {
  await fake.interact(fake.chatInput(alice, active, 'status'));
  await bot.idle();
  afterStatus = mb();
}
await bot.stop();
store.close();
await fake.close();
console.log(JSON.stringify({ games: ids.length, atStartMb: atStart, afterReadsMb: afterReads, afterStatusMb: afterStatus, posts: fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/channels/')).length, logs }));
