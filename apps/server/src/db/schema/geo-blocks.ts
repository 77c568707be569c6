import { sql } from 'drizzle-orm';
import { check, cidr, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A creator's blocks by place (docs/geo-blocks.md): each row is one country (ISO 3166-1 alpha-2)
 * or one IP range. Viewers from there see the creator's page and posts as not found.
 */
export const geoBlocks = pgTable(
  'geo_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    network: cidr('network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('geo_blocks_one_kind', sql`(${t.country} is null) <> (${t.network} is null)`),
    uniqueIndex('geo_blocks_creator_country_key').on(t.creatorId, t.country),
    uniqueIndex('geo_blocks_creator_network_key').on(t.creatorId, t.network),
    // Who blocks a viewer's country; who blocks a range holding their address (GiST on inet_ops).
    index('geo_blocks_country_idx').on(t.country, t.creatorId),
    index('geo_blocks_network_idx').using('gist', t.network.op('inet_ops')),
  ],
);
