import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { deployCommands } from '../../src/bot/deployCommands.js';
import { APP_ID, FakeDiscord, GUILD_ID } from '../helpers/fakeDiscord.js';

const DIR = fileURLToPath(new URL('../../commands/', import.meta.url));

describe('commands', () => {
  it('every file in commands/ is listed in the registry, once', async () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(files.length).toBe(commands.length);
    for (const f of files) {
      const mod = (await import(new URL(f.replace(/\.ts$/, '.js'), `file://${DIR}`).href)) as { default: unknown };
      expect(commands, `${f} is missing from commands/index.ts`).toContain(mod.default);
    }
    const names = commands.map((c) => c.data.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of commands) expect(`${c.data.name}.ts`).toBe(files.find((f) => f === `${c.data.name}.ts`));
  });

  it('definitions respect Discord limits', () => {
    for (const c of commands) {
      expect(c.data.name).toMatch(/^[a-z_-]{1,32}$/);
      expect(c.data.description.length).toBeLessThanOrEqual(100);
      expect((c.data.options ?? []).length).toBeLessThanOrEqual(25);
      for (const o of c.data.options ?? []) {
        expect(o.name).toMatch(/^[a-z_]{1,32}$/);
        expect(o.description.length).toBeLessThanOrEqual(100);
        for (const choice of ('choices' in o ? o.choices : undefined) ?? []) expect(choice.name.length).toBeLessThanOrEqual(100);
      }
    }
    expect(JSON.stringify(commands.map((c) => c.data)).length).toBeLessThan(8000 * commands.length);
  });

  it('/newgame offers the Divine Blessings side, strict secrets, ambiguity, epic cards and a thread', () => {
    const options = commands.find((c) => c.data.name === 'newgame')?.data.options ?? [];
    const byName = new Map(options.map((o) => [o.name, o as { required?: boolean; choices?: { value: unknown }[] }]));
    expect(byName.get('blessings')?.choices?.map((c) => c.value)).toEqual(['heavenly', 'hellish']);
    expect(byName.get('ambiguity')?.choices?.map((c) => c.value)).toEqual(['infinite-evil', 'players-decide']);
    for (const name of ['blessings', 'strict', 'ambiguity', 'epic', 'thread']) expect(byName.get(name)?.required ?? false).toBe(false);
    // Typed names are quoted back in refusals: Discord caps them before the bot sees them.
    for (const name of ['killer', 'location', 'girl']) expect((byName.get(name) as { max_length?: number } | undefined)?.max_length).toBe(100);
    // Discord wants the required options first.
    const firstOptional = options.findIndex((o) => !(o as { required?: boolean }).required);
    expect(options.slice(firstOptional).every((o) => !(o as { required?: boolean }).required)).toBe(true);
  });

  it('deploy-commands registers them in a guild or globally', async () => {
    const fake = await FakeDiscord.start();
    try {
      const base = { DISCORD_TOKEN: 'fake', DISCORD_APPLICATION_ID: APP_ID, DISCORD_API_URL: fake.apiUrl };
      expect(await deployCommands({ ...base, DISCORD_GUILD_ID: GUILD_ID })).toEqual({ scope: 'guild', count: commands.length });
      expect(await deployCommands({ ...base, DISCORD_GUILD_ID: undefined })).toEqual({ scope: 'global', count: commands.length });
      const puts = fake.requests.filter((r) => r.method === 'PUT');
      expect(puts.map((r) => r.path)).toEqual([`/applications/${APP_ID}/guilds/${GUILD_ID}/commands`, `/applications/${APP_ID}/commands`]);
      expect((puts[0]?.json as { name: string }[]).map((c) => c.name).sort()).toEqual(commands.map((c) => c.data.name).sort());
    } finally {
      await fake.close();
    }
  });
});
