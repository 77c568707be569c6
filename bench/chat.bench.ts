/**
 * `npm run bench:chat`: BENCH_USERS (10,000) open chat sockets, BENCH_RATE (500) messages a second
 * from fans to creators of random pairs for BENCH_SECONDS (60): send→receive p50/p99, next to a
 * bare `ws` relay doing the same in the same run (the ratio of delivered messages per second and of
 * the latencies). Then two mass messages to every user (the first makes the creator's
 * conversations, the second finds them made): the time until every copy is stored and until every
 * socket has its copy. BENCH_DATABASE_URL runs the app on PostgreSQL (PGlite otherwise);
 * BENCH_INSTANCES=2 with REDIS_URL runs two instances, half the sockets on each.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { textOf } from '../apps/server/src/modules/chat/chat-socket.ts';
import { PATHS } from '@fanlane/contracts/api-paths';
import { CHAT_SOCKET_PATH, type TChatServerFrame } from '@fanlane/contracts/chat';
import type { ChatServersReady } from './chat-servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONNECT_AT_ONCE = 200;

const child = fork(fileURLToPath(new URL('./chat-servers.ts', import.meta.url)), [], {
  // BENCH_CPU_PROF=<dir>: the servers' CPU profile, written there when they exit.
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    // BENCH_TRACE_GC=1: every garbage collection of the servers, with its pause.
    ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
  ],
  env: process.env,
});
const ready = await new Promise<ChatServersReady>((resolve, reject) => {
  child.once('message', (m) => resolve(m as ChatServersReady));
  child.once('exit', (code) => reject(new Error(`servers exited with ${code}`)));
});
const { users } = ready.seed;
console.log(
  `chat bench: ${users.length} sockets, ${RATE} msg/s for ${SECONDS} s, ${ready.driver}, ${ready.ports.length} instance(s)`,
);

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}
/** `inWindow`: how many had arrived when the sending stopped (the rate kept up with). */
function summary(latencies: number[], sent: number, seconds: number, inWindow = latencies.length) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sent,
    received: latencies.length,
    perSecond: Math.round(inWindow / seconds),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
  };
}

/** Opens `count` sockets, CONNECT_AT_ONCE at a time, each ready when `open` resolves. */
async function openAll<T>(count: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += CONNECT_AT_ONCE) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(CONNECT_AT_ONCE, count - i) }, (_, k) => open(i + k)))),
    );
  }
  return out;
}

/** Sends RATE messages a second for SECONDS through `send(pairIndex, stamp)`; answers how many went. */
async function drive(send: (pair: number, id: string) => void): Promise<number> {
  const pairs = Math.floor(users.length / 2);
  const tickMs = 10;
  const perTick = RATE / (1000 / tickMs);
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < due; sent++) send(Math.floor(Math.random() * pairs), `m${sent}`);
    await sleep(Math.max(1, tickMs - ((performance.now() - started) % tickMs)));
    void perTick;
  }
  return sent;
}

// 1. The bare relay: socket i is "user i"; a fan (even i) sends to its creator (i + 1).
{
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets = await openAll(users.length, (i) => {
    const ws = new WebSocket(`ws://127.0.0.1:${ready.relay}/?id=${i}`);
    ws.on('message', (data) => {
      const { id } = JSON.parse(textOf(data)) as { id: string };
      const at = sentAt.get(id);
      if (at !== undefined) latencies.push(performance.now() - at);
    });
    return new Promise<WebSocket>((resolve, reject) => {
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  });
  const sent = await drive((pair, id) => {
    sentAt.set(id, performance.now());
    sockets[pair * 2]!.send(JSON.stringify({ to: String(pair * 2 + 1), id, text: 'hello there' }));
  });
  await sleep(2000);
  console.log('bare ws relay', summary(latencies, sent, SECONDS));
  for (const ws of sockets) ws.terminate();
  (globalThis as { relayResult?: unknown }).relayResult = summary(latencies, sent, SECONDS);
}
const relayResult = (globalThis as { relayResult?: ReturnType<typeof summary> }).relayResult!;
await sleep(1000);

// 2. The app: every user's socket authenticated with its chat token; with two instances the pairs
// alternate, a fan on one and its creator on the other, so every message crosses through Redis.
const sentAt = new Map<string, number>();
const latencies: number[] = [];
/** When each received message was sent (ms), for the latency per 5 s of the run. */
const sentTimes: number[] = [];
let massCopies = 0;
let massFirstAt = 0;
let massLastAt = 0;
const appSockets = await openAll(users.length, (i) => {
  const pair = Math.floor(i / 2);
  const port = ready.ports[(pair + (i % 2)) % ready.ports.length]!;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  return new Promise<WebSocket>((resolve, reject) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(textOf(data)) as TChatServerFrame;
      if (frame.type === 'ready') return resolve(ws);
      if (frame.type === 'error') return reject(new Error(`socket ${i}: ${frame.msg}`));
      if (frame.type !== 'message') return;
      const clientId = frame.message.clientId ?? '';
      if (clientId.startsWith('mass:')) {
        massCopies++;
        massLastAt = performance.now();
        return;
      }
      // The receiving creator's copy (the sender's socket gets its acknowledgement, `sent`).
      if (i % 2 === 1) {
        const at = sentAt.get(clientId);
        if (at === undefined) return;
        latencies.push(performance.now() - at);
        sentTimes.push(at);
      }
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: users[i]!.token })));
    ws.once('error', reject);
  });
});
const sent = await drive((pair, id) => {
  sentAt.set(id, performance.now());
  const fan = pair * 2;
  appSockets[fan]!.send(
    JSON.stringify({ type: 'send', privateChatId: users[fan]!.conversationId, text: 'hello there', clientId: id }),
  );
});
const arrivedInWindow = latencies.length;
// What is still queued arrives (or stops arriving) before the figures and the mass message.
for (let last = -1, still = 0; latencies.length < sent && still < 10;) {
  await sleep(500);
  still = latencies.length === last ? still + 1 : 0;
  last = latencies.length;
}
const appResult = summary(latencies, sent, SECONDS, arrivedInWindow);
console.log('app', appResult);
// Where the tail is: the latency of the messages sent in each 5 s of the run.
const start = Math.min(...sentTimes);
const windows = new Map<number, number[]>();
sentTimes.forEach((at, i) => {
  const w = Math.floor((at - start) / 5000);
  const window = windows.get(w) ?? [];
  window.push(latencies[i]!);
  windows.set(w, window);
});
console.log(
  'app latency per 5 s (p50/p99 ms):',
  [...windows]
    .sort(([a], [b]) => a - b)
    .map(([, l]) => {
      const sorted = l.sort((a, b) => a - b);
      return `${percentile(sorted, 50).toFixed(0)}/${percentile(sorted, 99).toFixed(0)}`;
    })
    .join(' '),
);
console.log('ratio (app/relay messages per second)', (appResult.perSecond / relayResult.perSecond).toFixed(2));

// 3. A mass message to every user, all online.
const base = `http://127.0.0.1:${ready.ports[0]}`;
const post = async <T>(path: string, body: unknown) => {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.seed.massCreatorToken}` },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
};
/** Sends one mass message to every follower and waits until it is stored and every socket has it. */
async function massMessage(text: string) {
  massCopies = 0;
  massFirstAt = performance.now();
  const mass = await post<{ id: string }>(PATHS.massSend, { audience: 'followers', text });
  let storedAt = 0;
  for (;;) {
    const detail = await post<{ massMessage: { status: string; delivered: number } }>(PATHS.massDetail, {
      id: mass.id,
    });
    if (detail.massMessage.status === 'sent') {
      storedAt = performance.now();
      break;
    }
    await sleep(20);
  }
  const deadline = performance.now() + 60_000;
  while (massCopies < users.length && performance.now() < deadline) await sleep(20);
  return {
    recipients: users.length,
    storedMs: Math.round(storedAt - massFirstAt),
    allSocketsMs: Math.round(massLastAt - massFirstAt),
    copiesReceived: massCopies,
  };
}
// The first makes most conversations (the creator's with each fan); the second finds them made.
console.log('mass message', await massMessage('Hello, all of you!'));
console.log('mass message again', await massMessage('Hello again!'));

for (const ws of appSockets) ws.terminate();
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
