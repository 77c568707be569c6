// The drizzle schema, gathered for the client and for drizzle-kit.
export * from './users.ts';
export * from './auth.ts';
export * from './tracking.ts';
export * from './creator-submissions.ts';
export * from './follows.ts';
export * from './content.ts';
export * from './jobs.ts';
export * from './money.ts';
export * from './events.ts';
export * from './deposits.ts';
export * from './withdrawals.ts';
export * from './disputes.ts';
export * from './chat.ts';
export * from './fan-lists.ts';
export * from './telegram.ts';
