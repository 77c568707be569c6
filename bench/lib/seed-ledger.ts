/**
 * The money benchmarks' data: 100 creators with 100 pay-per-view posts each ($1.00 to $9.99), and
 * 1,000 signed-in fans whose wallets are funded through the ledger (one top-up entry each). The load
 * buys (fan, post) pairs in an order that never repeats a pair.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../apps/server/src/deps.ts';
import { railClearing, resolveAccounts, wallet } from '../../apps/server/src/ledger/accounts.ts';
import { postEntry } from '../../apps/server/src/ledger/post-entry.ts';
import { queryRows } from '../../apps/server/src/db/client.ts';

export const LEDGER_CREATORS = 100;
export const POSTS_PER_CREATOR = 100;
export const LEDGER_FANS = 1_000;
/** Each fan's starting wallet: enough for every post many times over. */
export const FAN_FUNDING_CENTS = 100_000_000n;
const CREATOR_BASE = 3_000_000;
const FAN_BASE = 4_000_000;

export type LedgerSeed = { tokens: string[]; fanIds: string[]; postIds: string[] };

export async function seedLedger(deps: AppDeps): Promise<LedgerSeed> {
  const { db } = deps;
  const started = Date.now();
  await db.execute(sql`
    insert into users (address, address_index, creator_domain, display_name)
    select '0x' || lpad(to_hex(${CREATOR_BASE} + g), 40, '0'), ${CREATOR_BASE} + g, 'ledger' || g, 'Ledger Creator ' || g
    from generate_series(1, ${LEDGER_CREATORS}) g`);
  await db.execute(sql`
    insert into users (address, address_index, display_name)
    select '0x' || lpad(to_hex(${FAN_BASE} + g), 40, '0'), ${FAN_BASE} + g, 'Ledger Fan ' || g
    from generate_series(1, ${LEDGER_FANS}) g`);
  await db.execute(sql`
    insert into posts (creator_id, text, visibility, price_cents, status, publish_at)
    select c.id, 'Ledger post ' || g, 'ppv', 100 + (g % 900), 'published', now() - g * interval '1 second'
    from generate_series(1, ${LEDGER_CREATORS * POSTS_PER_CREATOR}) g
    join users c on c.address_index = ${CREATOR_BASE} + 1 + (g % ${LEDGER_CREATORS})`);
  const postIds = (
    await queryRows<{ id: string }>(
      db,
      sql`select p.id from posts p join users u on u.id = p.creator_id where u.address_index > ${CREATOR_BASE} and u.address_index <= ${CREATOR_BASE + LEDGER_CREATORS} order by p.id`,
    )
  ).map((r) => r.id);
  const sessions = await queryRows<{ id: string; user_id: string }>(
    db,
    sql`insert into sessions (user_id, login_type)
      select id, 'bench' from users where address_index between ${FAN_BASE} + 1 and ${FAN_BASE + LEDGER_FANS}
      returning id, user_id`,
  );
  for (const { user_id: fanId } of sessions) {
    const [clearing, target] = await resolveAccounts(db, [railClearing('bench'), wallet(fanId, 'USD')] as const);
    await db.transaction((tx) =>
      postEntry(tx, {
        kind: 'top_up',
        refType: 'bench_funding',
        refId: randomUUID(),
        lines: [
          { account: clearing, amount: -FAN_FUNDING_CENTS },
          { account: target, amount: FAN_FUNDING_CENTS },
        ],
      }),
    );
  }
  await db.execute(sql`analyze`);
  const tokens = await Promise.all(
    sessions.map(async (r) => (await deps.tokens.signAccess({ userId: r.user_id, sessionId: r.id })).token),
  );
  console.log(
    `seeded ${LEDGER_CREATORS} creators, ${postIds.length} posts, ${sessions.length} funded fans in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { tokens, fanIds: sessions.map((s) => s.user_id), postIds };
}

/**
 * The i-th purchase of the load: fan f = i mod F buys post (f + k(F + 1)) mod P in its k-th round
 * (k = ⌊i / F⌋). With gcd(F + 1, P) = 1 (1001 and 10,000) no pair repeats for F × P purchases, and
 * consecutive purchases go to different posts of different creators, as real traffic would.
 */
export function purchaseAt(seed: LedgerSeed, i: number) {
  const fans = seed.tokens.length;
  const fan = i % fans;
  const post = (fan + Math.floor(i / fans) * (fans + 1)) % seed.postIds.length;
  return { token: seed.tokens[fan]!, postId: seed.postIds[post]! };
}
