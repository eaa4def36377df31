import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Threads } from '../../src/bot/threads.js';
import { FakeDiscord, snowflake } from '../helpers/fakeDiscord.js';

describe('Threads', () => {
  let fake: FakeDiscord;
  const logs: string[] = [];
  let threads: Threads;

  beforeAll(async () => {
    fake = await FakeDiscord.start();
    const rest = new REST({ api: fake.apiUrl, retries: 0 }).setToken('fake-token-for-tests');
    threads = new Threads(() => rest, (line) => logs.push(line));
  });
  afterAll(() => fake.close());

  it('clips a name to the 100 characters Discord takes', async () => {
    const ch = snowflake();
    const id = await threads.open(ch, `Final Girl: ${'A'.repeat(120)} vs B`);
    const [thread] = fake.threadsOf(ch);
    expect(thread?.id).toBe(id);
    expect(String(thread?.name)).toHaveLength(100);
    expect(String(thread?.name).endsWith('…')).toBe(true);
    expect(logs).toEqual([]);
  });

  it('a thread that cannot be deleted is logged with Discord’s code, not thrown', async () => {
    const gone = snowflake();
    await threads.remove(gone);
    expect(logs).toEqual([`[thread] could not delete the unused thread ${gone}: HTTP 404, code 10003`]);
    expect(logs.join('\n')).not.toContain('fake-token');
  });
});
