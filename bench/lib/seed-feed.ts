/**
 * The feed benchmark's data: 1,000 creators, 10,000 fans (each following 20 creators), 100,000
 * posts of every visibility with a photo each, seeded in SQL; the load uses 1,000 signed-in fans.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../apps/server/src/deps.ts';
import { queryRows } from '../../apps/server/src/db/client.ts';

export const CREATORS = 1_000;
export const FANS = 10_000;
export const POSTS = 100_000;
const FOLLOWS_PER_FAN = 20;
const SIGNED_IN_FANS = 1_000;
const CREATOR_BASE = 1_000_000;
const FAN_BASE = 2_000_000;

export async function seedFeed(deps: AppDeps): Promise<{ tokens: string[] }> {
  const { db } = deps;
  const started = Date.now();
  await db.execute(sql`
    insert into users (address, address_index, creator_domain, display_name)
    select '0x' || lpad(to_hex(${CREATOR_BASE} + g), 40, '0'), ${CREATOR_BASE} + g, 'bench' || g, 'Bench Creator ' || g
    from generate_series(1, ${CREATORS}) g`);
  await db.execute(sql`
    insert into users (address, address_index, display_name)
    select '0x' || lpad(to_hex(${FAN_BASE} + g), 40, '0'), ${FAN_BASE} + g, 'Bench Fan ' || g
    from generate_series(1, ${FANS}) g`);
  await db.execute(sql`
    insert into follows (follower_id, creator_id)
    select f.id, c.id
    from users f
    cross join generate_series(0, ${FOLLOWS_PER_FAN - 1}) j
    join users c on c.address_index = ${CREATOR_BASE} + 1 + ((f.address_index * 7 + j * 37) % ${CREATORS})
    where f.address_index > ${FAN_BASE}`);
  await db.execute(sql`
    insert into media (owner_id, kind, mime, width, height, bytes, storage_key, variants)
    select id, 'image', 'image/webp', 1600, 1200, 200000, 'm/bench/' || id, '["sm","lg"]'::jsonb
    from users where address_index between ${CREATOR_BASE} + 1 and ${CREATOR_BASE + CREATORS}`);
  await db.execute(sql`
    insert into posts (creator_id, text, visibility, price_cents, status, publish_at, photo_count, like_count, comment_count, created_at)
    select c.id,
      'Bench post ' || g || ' about ' || (array['sunsets','training','recipes','travel','music'])[1 + g % 5],
      (array['public','followers','subscribers','ppv'])[1 + g % 4],
      case when g % 4 = 3 then 499 end,
      'published', now() - g * interval '30 seconds', 1, g % 50, g % 7, now() - g * interval '30 seconds'
    from generate_series(1, ${POSTS}) g
    join users c on c.address_index = ${CREATOR_BASE} + 1 + (g % ${CREATORS})`);
  await db.execute(sql`
    insert into post_media (post_id, media_id, position)
    select p.id, m.id, 0 from posts p join media m on m.owner_id = p.creator_id where m.storage_key like 'm/bench/%'`);
  const rows = await queryRows<{ id: string; user_id: string }>(
    db,
    sql`
    insert into sessions (user_id, login_type)
    select id, 'bench' from users where address_index between ${FAN_BASE} + 1 and ${FAN_BASE + SIGNED_IN_FANS}
    returning id, user_id`,
  );
  await db.execute(sql`analyze`);
  const tokens = await Promise.all(
    rows.map(async (r) => (await deps.tokens.signAccess({ userId: r.user_id, sessionId: r.id })).token),
  );
  console.log(
    `seeded ${CREATORS} creators, ${FANS} fans, ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { tokens };
}
