// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI, `npm test` on a machine with both):
// two server instances on one database deliver each other's chat messages through Redis pub/sub,
// and each sees who is online on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TChatMessage, TChatPair, TChatServerFrame } from '@fanlane/contracts/chat';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser } from '../../../test/fixtures.ts';
import { createCreator } from '../../../test/content-fixtures.ts';
import { connectChat, type ChatClient } from '../../../test/chat-client.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
const env = { REDIS_URL: redisUrl, JWT_SECRET: randomBytes(32).toString('hex') };

describe('chat across two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: ChatClient[] = [];

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.close();
    await a?.close();
  });

  it('a message sent on one instance reaches the other member’s socket on the other, once, in order', async () => {
    const creator = await createCreator(a, 'across');
    const fan = await createSignedInUser(a);
    await a.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);
    const id = (await a.post<TChatPair>(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, fan.auth)).body.data
      .privateChatId;
    const onB = await connectChat(b, creator.auth);
    const onA = await connectChat(a, fan.auth);
    sockets.push(onA, onB);
    // The fan comes online on A: the creator, on B, hears it.
    expect(await onB.next((f) => f.type === 'presence')).toMatchObject({ address: fan.user.address, online: true });

    const sent: TChatMessage[] = [];
    for (let i = 0; i < 20; i++) {
      const via = i % 2 ? a : b; // the API call lands on either instance
      sent.push(
        (await via.post<TChatMessage>(PATHS.chatSend, { privateChatId: id, text: `m${i}` }, fan.auth)).body.data,
      );
    }
    const received: number[] = [];
    for (const m of sent) {
      const frame = await onB.next<Extract<TChatServerFrame, { type: 'message' }>>(
        (f) => f.type === 'message' && f.message.id === m.id,
      );
      received.push(frame.message.seq);
    }
    expect(received).toEqual(sent.map((m) => m.seq));
    // Typing on A reaches B.
    onA.sendJson({ type: 'typing', privateChatId: id });
    expect(await onB.next((f) => f.type === 'typing')).toMatchObject({ privateChatId: id, from: fan.user.address });
    await new Promise((r) => setTimeout(r, 200));
    expect(onB.take('message')).toEqual([]);

    // Asked on B, presence knows the fan's socket on A; when it closes, the fan is offline everywhere.
    onB.sendJson({ type: 'presence', addresses: [fan.user.address] });
    expect(await onB.next((f) => f.type === 'presence')).toMatchObject({ online: true });
    onA.close();
    expect(await onB.next((f) => f.type === 'presence' && !f.online)).toMatchObject({ address: fan.user.address });
    onB.sendJson({ type: 'presence', addresses: [fan.user.address] });
    const after = await onB.next<Extract<TChatServerFrame, { type: 'presence' }>>((f) => f.type === 'presence');
    expect(after.online).toBe(false);
    expect(after.lastSeenAt).not.toBeNull();
  });
});
