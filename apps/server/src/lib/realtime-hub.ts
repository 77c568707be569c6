/**
 * Who is connected, and delivery to their sockets on every instance (docs/chat.md, "Delivery
 * across instances"). A frame is serialised once per publish. Without Redis the hub is this
 * process; with it, every publish also goes out on one pub/sub channel and each other instance
 * delivers it to its own sockets. Presence is the same: local counts, and with Redis a sorted set
 * per user of the instances that hold a socket of theirs, each entry kept alive by a heartbeat so
 * a crashed instance's users go offline by themselves.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where a frame goes: an open socket of one user, as the chat routes wrap it. */
export type RealtimeSink = {
  send(data: string): void;
  /** The socket's session, so a revoked session's sockets can be closed. */
  sessionId: string;
  close(code: number, reason: string): void;
};

export type Presence = { online: boolean; lastSeenAt: Date | null };

/**
 * One frame for some users. `except`: a socket of theirs that has the news already (the one a send
 * came from, which gets its own answer), skipped here.
 */
export type RealtimeDelivery = { to: readonly string[]; frame: object; except?: RealtimeSink | undefined };

export type RealtimeHub = {
  /** Delivers a frame to every socket of these users, here and on the other instances. */
  publish(userIds: readonly string[], frame: object): void;
  /**
   * Delivers many frames at once (a mass message's copies): each serialised once, and one pub/sub
   * message for all of them instead of one each.
   */
  publishMany(deliveries: readonly RealtimeDelivery[]): void;
  /**
   * Whether a frame for this user could reach a socket: false only when there is no other
   * instance (no Redis) and the user has no socket here, so a frame need not be built.
   */
  mayReach(userId: string): boolean;
  /** Registers a socket; the returned function unregisters it. */
  attach(userId: string, sink: RealtimeSink): () => void;
  /** Resolves once this instance hears the others (at once without Redis). */
  listening(): Promise<void>;
  /** Whether each user has a socket on any instance, and when the last one closed. */
  presence(userIds: readonly string[]): Promise<Map<string, Presence>>;
  /** Users with a socket on this instance, and how many sockets. */
  readonly localUsers: ReadonlyMap<string, ReadonlySet<RealtimeSink>>;
  /** Closes this instance's sockets of a session (the domain events reach every instance). */
  closeSession(userId: string, sessionId: string): void;
  /** Tells every local socket to reconnect elsewhere, closes them, and leaves pub/sub. */
  close(): Promise<void>;
};

const CHANNEL = 'fanlane:realtime';
const PRESENCE_KEY = (userId: string) => `fanlane:presence:${userId}`;
const LAST_SEEN_KEY = (userId: string) => `fanlane:last-seen:${userId}`;
/** How long an instance's presence entry lives without a heartbeat. */
const PRESENCE_TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;
/** The heartbeat renews one slice of the users in each twentieth of HEARTBEAT_MS. */
const HEARTBEAT_SLICES = 20;
/** A user's slice, from the last hex digits of their id (a random UUID): the same on every beat. */
const sliceOf = (userId: string) => parseInt(userId.slice(-4), 16) % HEARTBEAT_SLICES || 0;
/** closeSession's session id for every session of the user (all sessions revoked). */
export const ALL_SESSIONS = '*';

type Envelope = { from: string; deliveries: { to: readonly string[]; frame: string }[] };

export function createRealtimeHub(options: {
  redisUrl?: string;
  onError?: (err: unknown, msg: string) => void;
  /** Tests shorten the heartbeat and the presence entries' life. */
  heartbeatMs?: number;
  presenceTtlMs?: number;
}): RealtimeHub {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const presenceTtlMs = options.presenceTtlMs ?? PRESENCE_TTL_MS;
  const instanceId = randomUUID();
  const local = new Map<string, Set<RealtimeSink>>();
  const lastSeen = new Map<string, Date>();
  const onError = options.onError ?? (() => {});
  // Redis connections are made on first use: an instance that never holds a socket or publishes
  // (a test, a job worker) opens none.
  let redis: { pub: Redis; sub: Redis; heartbeat: NodeJS.Timeout; subscribed: Promise<unknown> } | undefined;
  let closed = false;

  function deliverLocal(userIds: readonly string[], data: string, except?: RealtimeSink) {
    for (const userId of userIds) {
      const sinks = local.get(userId);
      if (sinks) for (const sink of sinks) if (sink !== except) sink.send(data);
    }
  }
  function closeLocalSession(userId: string, sessionId: string) {
    for (const sink of [...(local.get(userId) ?? [])]) {
      if (sessionId === ALL_SESSIONS || sink.sessionId === sessionId) sink.close(4001, 'session ended');
    }
  }

  function connected() {
    if (!options.redisUrl || closed) return undefined;
    if (redis) return redis;
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const sub = new Redis(options.redisUrl);
    const subscribed = sub.subscribe(CHANNEL).catch((err: unknown) => onError(err, 'realtime: subscribe failed'));
    sub.on('message', (_channel: string, raw: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw) as Envelope;
      } catch (err) {
        return onError(err, 'realtime: unreadable pub/sub message');
      }
      if (envelope.from === instanceId) return;
      for (const { to, frame } of envelope.deliveries) deliverLocal(to, frame);
    });
    sub.on('error', (err) => onError(err, 'realtime: Redis subscriber error'));
    pub.on('error', (err) => onError(err, 'realtime: Redis publisher error'));
    // The presence entries are renewed a slice of the users at a time (by their id), each user once
    // per heartbeatMs: renewing all at once was one pipeline of three commands a user (15,000 for
    // 5,000 users) that held this instance and Redis up for 150-200 ms, and with two instances every
    // 10 s (docs/chat.md, presence across instances; docs/benchmarks.md, chat, stop 35).
    let turn = 0;
    const heartbeat = setInterval(() => {
      const slice = turn;
      turn = (turn + 1) % HEARTBEAT_SLICES;
      if (local.size === 0) return;
      const now = Date.now();
      const batch = pub.pipeline();
      for (const userId of local.keys()) {
        if (sliceOf(userId) !== slice) continue;
        // The entries of instances that stopped beating (a crash) go, and a set nobody renews
        // expires by itself.
        batch
          .zadd(PRESENCE_KEY(userId), now + presenceTtlMs, instanceId)
          .zremrangebyscore(PRESENCE_KEY(userId), '-inf', now)
          .pexpire(PRESENCE_KEY(userId), presenceTtlMs);
      }
      if (batch.length > 0) batch.exec().catch((err: unknown) => onError(err, 'realtime: presence heartbeat failed'));
    }, heartbeatMs / HEARTBEAT_SLICES);
    heartbeat.unref();
    return (redis = { pub, sub, heartbeat, subscribed });
  }

  function broadcast(deliveries: Envelope['deliveries']) {
    const envelope: Envelope = { from: instanceId, deliveries };
    connected()
      ?.pub.publish(CHANNEL, JSON.stringify(envelope))
      .catch((err: unknown) => onError(err, 'realtime: publish failed'));
  }

  function publishMany(deliveries: readonly RealtimeDelivery[]) {
    const out: Envelope['deliveries'] = [];
    for (const { to, frame, except } of deliveries) {
      if (to.length === 0) continue;
      const data = JSON.stringify(frame);
      deliverLocal(to, data, except);
      out.push({ to, frame: data });
    }
    if (options.redisUrl && out.length > 0) broadcast(out);
  }

  return {
    localUsers: local,
    publish(userIds, frame) {
      publishMany([{ to: userIds, frame }]);
    },
    publishMany,
    mayReach(userId) {
      return Boolean(options.redisUrl) || local.has(userId);
    },
    async listening() {
      await connected()?.subscribed;
    },
    attach(userId, sink) {
      let sinks = local.get(userId);
      if (!sinks) local.set(userId, (sinks = new Set()));
      sinks.add(sink);
      connected()
        ?.pub.pipeline()
        .zadd(PRESENCE_KEY(userId), Date.now() + presenceTtlMs, instanceId)
        .pexpire(PRESENCE_KEY(userId), presenceTtlMs)
        .exec()
        .catch((err: unknown) => onError(err, 'realtime: presence update failed'));
      return () => {
        const set = local.get(userId);
        if (!set?.delete(sink) || set.size > 0) return;
        local.delete(userId);
        const now = new Date();
        lastSeen.set(userId, now);
        connected()
          ?.pub.multi()
          .zrem(PRESENCE_KEY(userId), instanceId)
          .set(LAST_SEEN_KEY(userId), String(now.getTime()), 'PX', 30 * 86_400_000)
          .exec()
          .catch((err: unknown) => onError(err, 'realtime: presence update failed'));
      };
    },
    async presence(userIds) {
      const out = new Map<string, Presence>();
      const pub = connected()?.pub;
      if (!pub) {
        for (const id of userIds) out.set(id, { online: local.has(id), lastSeenAt: lastSeen.get(id) ?? null });
        return out;
      }
      const now = Date.now();
      const batch = pub.pipeline();
      for (const id of userIds) batch.zcount(PRESENCE_KEY(id), now, '+inf').get(LAST_SEEN_KEY(id));
      const results = (await batch.exec()) ?? [];
      userIds.forEach((id, i) => {
        const count = Number(results[i * 2]?.[1] ?? 0);
        const seen = results[i * 2 + 1]?.[1] as string | null | undefined;
        out.set(id, { online: local.has(id) || count > 0, lastSeenAt: seen ? new Date(Number(seen)) : null });
      });
      return out;
    },
    closeSession(userId, sessionId) {
      closeLocalSession(userId, sessionId);
    },
    async close() {
      closed = true;
      const bye = JSON.stringify({ type: 'reconnect' });
      for (const [userId, sinks] of [...local]) {
        for (const sink of [...sinks]) {
          sink.send(bye);
          sink.close(1012, 'server restarting');
        }
        local.delete(userId);
      }
      if (redis) {
        clearInterval(redis.heartbeat);
        await Promise.allSettled([redis.sub.quit(), redis.pub.quit()]);
      }
    },
  };
}
