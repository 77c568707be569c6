/**
 * What lint cannot see file by file: two modules must never depend on each other both ways, even
 * through different files (docs/architecture.md, "Layers"), and every table has one owner whose
 * files alone query it ("Who owns which table"). The layer rule itself is ESLint's
 * import-x/no-restricted-paths; this checks the same graph as a whole.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { isPgSequence, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema/index.ts';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const moduleOf = (file: string) => {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'modules' ? name : undefined;
};

/** module → the modules it imports from (relative imports only; packages are not modules). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const to = moduleOf(path.resolve(path.dirname(file), spec!));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('server modules', () => {
  it('no two modules import each other, in any files', () => {
    const graph = moduleGraph();
    const bothWays = [...graph].flatMap(([a, targets]) =>
      [...targets].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    );
    expect(bothWays).toEqual([]);
  });

  it('the graph is read from the real imports (posts uses the users module)', () => {
    expect(moduleGraph().get('posts')?.has('users')).toBe(true);
  });
});

/**
 * The owner of each table (and sequence) the schema exports: a module (`modules/<name>`) or a
 * kernel folder (`ledger`, `events`, `jobs`, `integrations`). Only the owner's files name it; the
 * others call the owner's functions or compose the SQL fragments it exports.
 */
const OWNERS: Record<string, string> = {
  users: 'modules/users',
  addressIndexSeq: 'modules/users',
  verificationCodes: 'modules/auth',
  sessions: 'modules/auth',
  refreshTokens: 'modules/auth',
  authCodes: 'modules/auth',
  emailChanges: 'modules/auth',
  trackingEvents: 'modules/tracking',
  loginEvents: 'modules/tracking',
  creatorSubmissions: 'modules/creators',
  follows: 'modules/follows',
  blocks: 'modules/blocks',
  geoBlocks: 'modules/geo-blocks',
  trackingLinks: 'modules/tracking-links',
  trackingLinkClicks: 'modules/tracking-links',
  trackingLinkTouches: 'modules/tracking-links',
  trackingLinkSignUps: 'modules/tracking-links',
  trackingLinkConversions: 'modules/tracking-links',
  media: 'modules/media',
  posts: 'modules/posts',
  postMedia: 'modules/posts',
  entitlements: 'modules/posts',
  postLikes: 'modules/posts',
  postComments: 'modules/posts',
  collections: 'modules/collections',
  collectionPosts: 'modules/collections',
  collectionFavorites: 'modules/collections',
  purchases: 'modules/purchases',
  tips: 'modules/tips',
  tiers: 'modules/subscriptions',
  subscriptions: 'modules/subscriptions',
  subscriptionCharges: 'modules/subscriptions',
  payoutMethods: 'modules/payouts',
  chainCursors: 'modules/deposits',
  chainBlocks: 'modules/deposits',
  depositAddresses: 'modules/deposits',
  cryptoDeposits: 'modules/deposits',
  withdrawals: 'modules/withdrawals',
  hotWalletNonces: 'modules/withdrawals',
  adminActions: 'modules/admin',
  userRestrictions: 'modules/moderation',
  reports: 'modules/moderation',
  appeals: 'modules/moderation',
  twoFactorAuth: 'modules/auth',
  topUps: 'modules/top-ups',
  paymentMethods: 'modules/top-ups',
  webhookEvents: 'modules/top-ups',
  ledgerAccounts: 'ledger',
  journalEntries: 'ledger',
  postings: 'ledger',
  idempotencyKeys: 'ledger',
  fxRates: 'ledger',
  earnings: 'ledger',
  sandboxGatewaySessions: 'integrations',
  sandboxGatewayDisputes: 'integrations',
  disputes: 'modules/disputes',
  disputePayments: 'modules/disputes',
  disputeEvidence: 'modules/disputes',
  conversations: 'modules/chat',
  conversationMembers: 'modules/chat',
  messages: 'modules/chat',
  chatSettings: 'modules/chat',
  messageMedia: 'modules/chat',
  messagePurchases: 'modules/chat',
  massMessages: 'modules/chat',
  fanLists: 'modules/fan-lists',
  fanListMembers: 'modules/fan-lists',
  telegramAccounts: 'modules/telegram',
  telegramBotChats: 'modules/telegram-bot',
  telegramBotLinkTokens: 'modules/telegram-bot',
  telegramStarPayments: 'modules/telegram-bot',
  pushSubscriptions: 'modules/web-push',
  notifications: 'modules/notifications',
  notificationPreferences: 'modules/notifications',
  notificationFanouts: 'modules/notifications',
  notificationThrottles: 'modules/notifications',
  contactMessages: 'modules/contact',
  accountDeletions: 'modules/auth',
  dataExports: 'modules/data-export',
  kycApplications: 'modules/kyc',
  kycDocuments: 'modules/kyc',
  jobs: 'jobs',
  domainEvents: 'events',
  eventReceipts: 'events',
};

/** Imports of another owner's table that stay, each with its reason. Keep it short. */
const ALLOWED: { file: string; table: string; why: string }[] = [
  {
    file: 'modules/blocks/blocks-repo.ts',
    table: 'follows',
    why: "a block deletes the blocked fan's follow in its own transaction, and follows-repo cannot be called: follows already imports blocks (a follow checks the block), and two modules never import each other",
  },
  {
    file: 'modules/posts/posts-repo.ts',
    table: 'media',
    why: "post_media links the two modules: mediaOfPosts reads each post's media rows in the one prepared statement every feed page runs; posts already calls media (a post locks its media), and a fragment exported by media would be the table under another name",
  },
  {
    file: 'modules/media/media-repo.ts',
    table: 'posts',
    why: 'delivery and the vault check "in a live post" in the same indexed query as the media row; media cannot call posts, since posts already imports media and two modules never import each other',
  },
  {
    file: 'modules/media/media-repo.ts',
    table: 'postMedia',
    why: 'as above: the live-post check reads post_media with posts',
  },
  {
    file: 'modules/media/media-repo.ts',
    table: 'users',
    why: "delivery reads the owner's watermark settings with the media row, one lookup per image served; a call to users would add a round trip to every image",
  },
  {
    file: 'modules/auth/sessions-repo.ts',
    table: 'users',
    why: 'the session lookup of every signed-in request joins its user in one query; a call to users would double the round trips of every request',
  },
  {
    file: 'modules/fan-lists/fan-lists-repo.ts',
    table: 'conversationMembers',
    why: 'the fan check counts whoever has a conversation with the creator, in the same statement as followers, subscribers and buyers; fan-lists cannot call chat, since chat already imports fan-lists (the mass audience `list`), and two modules never import each other',
  },
];

/** Where a file belongs for ownership: `modules/<name>`, or its top folder (or file) under src. */
const areaOf = (file: string) => {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'modules' ? `modules/${name}` : top!.replace(/\.ts$/, '');
};

const schemaIndex = path.join(src, 'db/schema/index.ts');
const schemaDir = path.join(src, 'db/schema');

/** The tables and sequences the schema exports, by export name, with their SQL names. */
function schemaObjects(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (is(value, PgTable)) out.set(name, getTableName(value));
    else if (isPgSequence(value)) out.set(name, value.seqName!);
  }
  return out;
}

/** file → the tables it imports from db/schema as values (row types are free to share). */
function tableImports(tables: Map<string, string>): { file: string; table: string }[] {
  const found: { file: string; table: string }[] = [];
  for (const file of sourceFiles(src)) {
    if (file.startsWith(schemaDir + path.sep)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, names, spec] of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
      if (typeOnly || !spec!.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec!);
      if (target !== schemaIndex && path.dirname(target) !== schemaDir) continue;
      for (const item of names!.split(',').map((n) => n.trim())) {
        if (!item || item.startsWith('type ')) continue;
        const name = item.split(/\s+as\s+/)[0]!;
        if (tables.has(name)) found.push({ file, table: name });
      }
    }
  }
  return found;
}

/** file → the tables its raw SQL names (`from ledger_accounts`, `join postings`…), comments aside. */
function rawSqlUses(tables: Map<string, string>): { file: string; table: string }[] {
  const found: { file: string; table: string }[] = [];
  for (const file of sourceFiles(src)) {
    if (file.startsWith(path.join(src, 'db') + path.sep)) continue;
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const [name, sqlName] of tables) {
      const mention = new RegExp(`\\b(from|join|into|update|nextval\\(')\\s*"?${sqlName}"?\\b`);
      if (mention.test(code)) found.push({ file, table: name });
    }
  }
  return found;
}

describe('table owners', () => {
  const tables = schemaObjects();
  const allowed = (use: { file: string; table: string }) =>
    ALLOWED.some((a) => a.table === use.table && path.join(src, a.file) === use.file);
  const foreign = (uses: { file: string; table: string }[]) =>
    uses
      .filter((use) => areaOf(use.file) !== OWNERS[use.table] && !allowed(use))
      .map((use) => `${path.relative(src, use.file)} uses ${use.table}, owned by ${OWNERS[use.table]}`);

  it('every table in the schema has exactly one owner, which exists and uses it', () => {
    expect([...tables.keys()].filter((t) => !OWNERS[t])).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tables.has(t))).toEqual([]);
    for (const owner of new Set(Object.values(OWNERS))) expect(existsSync(path.join(src, owner)), owner).toBe(true);
    const used = new Set([...tableImports(tables), ...rawSqlUses(tables)].map((u) => `${areaOf(u.file)} ${u.table}`));
    expect(Object.entries(OWNERS).filter(([table, owner]) => !used.has(`${owner} ${table}`))).toEqual([]);
  });

  it("no file imports another owner's table from db/schema", () => {
    expect(foreign(tableImports(tables))).toEqual([]);
  });

  it("no file names another owner's table in raw SQL", () => {
    expect(foreign(rawSqlUses(tables))).toEqual([]);
  });

  it('the allow-list holds only imports that still exist', () => {
    const imports = tableImports(tables);
    expect(
      ALLOWED.filter(
        (a) => !imports.some((use) => allowed(use) && use.table === a.table && use.file === path.join(src, a.file)),
      ),
    ).toEqual([]);
  });
});
