import { connect } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { FakeDiscord } from '../helpers/fakeDiscord.js';

let fake: FakeDiscord | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

// A host SIGKILLed in the middle of an upload (the sharding and two-host tests kill hosts) leaves
// the fake Discord a request cut short; Discord drops it, and so must the fake, without a stray
// rejection failing the whole run.
it('drops a request whose client dies mid-upload and serves the next one', async () => {
  fake = await FakeDiscord.start();
  const port = Number(new URL(fake.apiUrl).port);
  await new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/v10/channels/1/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"content":');
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
    socket.on('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const res = await fetch(`${fake.apiUrl}/v10/gateway/bot`);
  expect(res.status).toBe(200);
  expect(fake.requests.map((request) => request.path)).toEqual(['/gateway/bot']);
});
