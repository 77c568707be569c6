/**
 * Servers for chat.bench.ts, in one child process: the app (one instance; with BENCH_INSTANCES=2
 * a second in a process of its own, chat-instance.ts, on the same PostgreSQL database, the two
 * talking through Redis) on BENCH_USERS users in
 * conversation pairs (a fan and a creator each), plus one creator every user follows (for the mass
 * message); and a bare `ws` relay that forwards each frame to the socket it names, the floor the app
 * is compared with. The seed is written in a few statements; each user gets a session and a chat token.
 */
import pino from 'pino';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import { textOf } from '../apps/server/src/modules/chat/chat-socket.ts';
import { CHAT_TOKEN_TTL_SECONDS } from '@fanlane/contracts/chat-limits';
import { parseConfig } from '../apps/server/src/config.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDatabase, dropDatabase } from './lib/databases.ts';

export type ChatSeed = {
  /** Per user: its chat token, and its pair's conversation. */
  users: { token: string; conversationId: string; fan: boolean }[];
  massCreatorToken: string;
};
export type ChatServersReady = { ports: number[]; relay: number; driver: string; seed: ChatSeed };

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (INSTANCES > 1 && (!adminUrl || !process.env.REDIS_URL)) {
  throw new Error('Two instances need BENCH_DATABASE_URL and REDIS_URL');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fanlane-bench-chat-'));
const databaseUrl = adminUrl ? await createDatabase(adminUrl, 'fanlane_bench_chat') : '';
const config = parseConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  JOBS_POLL_MS: '200',
  CHAT_SEND_PER_MINUTE: '100000',
  DEMO_ACCOUNTS: 'false',
});
const logger = pino({ level: 'silent' });
const first = await createDeps(config, logger);
const seed = await seedChat(first.deps);
const apps = [await buildApp(first.deps)];
const handles = [first.handle];
for (const app of apps) await app.listen({ host: '127.0.0.1', port: 0 });
// The other instances each in a process of their own (bench/chat-instance.ts).
const extras = await Promise.all(
  Array.from({ length: INSTANCES - 1 }, () => {
    const extra = fork(fileURLToPath(new URL('./chat-instance.ts', import.meta.url)), [], {
      execArgv: process.execArgv,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
    return new Promise<{ process: ChildProcess; port: number }>((resolve, reject) => {
      extra.once('message', (m) => resolve({ process: extra, port: (m as { port: number }).port }));
      extra.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    });
  }),
);

// The floor: a relay that forwards `{to, ...}` to socket `to`, nothing stored, nothing checked.
const relay = new WebSocketServer({ host: '127.0.0.1', port: 0 });
const relaySockets = new Map<string, WebSocket>();
relay.on('connection', (socket, request) => {
  const id = new URL(request.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  relaySockets.set(id, socket);
  socket.on('message', (data) => {
    const text = textOf(data);
    const to = (JSON.parse(text) as { to: string }).to;
    relaySockets.get(to)?.send(text);
  });
  socket.on('close', () => relaySockets.delete(id));
});
await new Promise((resolve) => relay.once('listening', resolve));

const ready: ChatServersReady = {
  ports: [...apps.map((app) => (app.server.address() as { port: number }).port), ...extras.map((e) => e.port)],
  relay: (relay.address() as { port: number }).port,
  driver: databaseUrl ? 'postgres' : 'pglite',
  seed,
};
process.send?.(ready);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    relay.close();
    const extrasGone = extras.map((e) => new Promise((resolve) => e.process.once('exit', resolve)));
    for (const e of extras) e.process.kill('SIGTERM');
    void Promise.all([...extrasGone, ...apps.map((app) => app.close())])
      .then(() => Promise.all(handles.map((h) => h.close())))
      .then(() => (adminUrl ? dropDatabase(adminUrl, databaseUrl) : undefined))
      .finally(() => process.exit(0));
  });
}

/**
 * USERS users in pairs (even: a fan, odd: a creator), one conversation per pair, a session and a
 * chat token each; one more creator whom everybody follows, for the mass message.
 */
async function seedChat(deps: typeof first.deps): Promise<ChatSeed> {
  const db = deps.db;
  const made = await queryRows<{ id: string; session_id: string; address: string }>(
    db,
    sql`with made as (
        insert into users (address, address_index, creator_domain)
        select '0x' || lpad(to_hex(g), 40, '0'), nextval('user_address_index_seq'),
          case when g % 2 = 1 then 'benchc' || g end
        from generate_series(0, ${USERS}) g
        returning id, address
      ), sess as (
        insert into sessions (user_id, login_type) select id, 'bench' from made returning id, user_id
      )
      select made.id, sess.id as session_id, made.address from made join sess on sess.user_id = made.id`,
  );
  // The number each address was made from: even for fans, odd for creators; the last is the mass creator.
  const rows = made.map((r) => ({ ...r, n: parseInt(r.address.slice(-12), 16) })).sort((a, b) => a.n - b.n);
  const massCreator = rows.at(-1)!;
  const people = rows.slice(0, USERS);
  await db.execute(sql`update users set creator_domain = 'benchmass' where id = ${massCreator.id}`);
  await db.execute(sql`insert into follows (follower_id, creator_id)
    select u, ${massCreator.id}::uuid from unnest(${`{${people.map((p) => p.id).join(',')}}`}::uuid[]) u`);
  // One conversation per pair, both members' rows.
  const pairs = [];
  for (let i = 0; i + 1 < people.length; i += 2) pairs.push([people[i]!.id, people[i + 1]!.id] as const);
  const lows = pairs.map(([a, b]) => (a < b ? a : b));
  const highs = pairs.map(([a, b]) => (a < b ? b : a));
  const convs = await queryRows<{ id: string; user_low: string; user_high: string }>(
    db,
    sql`insert into conversations (user_low, user_high)
      select * from unnest(${`{${lows.join(',')}}`}::uuid[], ${`{${highs.join(',')}}`}::uuid[])
      returning id, user_low, user_high`,
  );
  await db.execute(sql`insert into conversation_members (user_id, conversation_id, other_id, activity_at)
    select c.user_low, c.id, c.user_high, now() from conversations c
    union all select c.user_high, c.id, c.user_low, now() from conversations c`);
  const convOf = new Map<string, string>();
  for (const c of convs) {
    convOf.set(c.user_low, c.id);
    convOf.set(c.user_high, c.id);
  }
  const token = async (userId: string, sessionId: string) =>
    (await deps.tokens.signChat({ userId, sessionId }, CHAT_TOKEN_TTL_SECONDS * 30)).token;
  const users = [];
  for (const p of people) {
    users.push({ token: await token(p.id, p.session_id), conversationId: convOf.get(p.id) ?? '', fan: p.n % 2 === 0 });
  }
  const massCreatorToken = (await deps.tokens.signAccess({ userId: massCreator.id, sessionId: massCreator.session_id }))
    .token;
  return { users, massCreatorToken };
}
