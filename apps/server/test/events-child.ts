/**
 * A server instance for the outbox test that dies hard: it opens the database named by argv[2],
 * registers the same durable subscribers as the test, commits one write with its events and is
 * SIGKILLed by itself right after the commit, before any relay could run.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { createEventBus } from '../src/events/event-bus.ts';

const handle = await openDatabase({ driver: 'postgres', url: process.argv[2]!, poolSize: 1 });
const bus = createEventBus({ db: handle.db, logger: console });
for (const name of ['mailer', 'stats']) bus.onDurable(name, ['follow.changed'], () => Promise.resolve());
await bus.transaction(async (tx, emit) => {
  await tx.execute(sql`select 1`);
  emit({ type: 'follow.changed', data: { fanId: 'fan-killed', creatorId: 'creator-1', following: true } });
});
process.kill(process.pid, 'SIGKILL');
