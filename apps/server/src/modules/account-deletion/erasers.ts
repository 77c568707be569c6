/**
 * Who erases what when an account is deleted (docs/account-deletion.md). Each entry is one owning
 * module's eraser for its own tables; the composition registers each as a durable subscriber of
 * `account.deleted` under its own name, so each runs once, in its own savepoint with a receipt,
 * and a failure retries only its own part. Never rename an entry: the name keys its receipts.
 */
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';

export type AccountEraser = {
  name: string;
  erase: (tx: Tx, userId: string, at: Date) => Promise<void>;
};

/** Registers every eraser as a durable `account.deleted` subscriber. */
export function registerAccountErasers(deps: AppDeps, erasers: readonly AccountEraser[]): void {
  for (const eraser of erasers) {
    deps.events.onDurable(`account-erase.${eraser.name}`, ['account.deleted'], async ({ data, occurredAt }, tx) => {
      await eraser.erase(tx, data.userId, new Date(occurredAt));
    });
  }
}
