/**
 * The job that tells a user about a staff decision (docs/moderation.md), in their language, with a
 * signed link to /appeal. Enqueued in the decision's transaction, so a decision is always told.
 */
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { moderationMail, type ModerationMailKind } from '../../integrations/mail/templates.ts';
import { findUserById } from '../users/users-repo.ts';
import { appealUrl } from './appeal-link.ts';

export const MODERATION_MAIL_JOB = 'moderation.mail';

export type ModerationMailPayload = {
  userId: string;
  kind: ModerationMailKind;
  reason?: string | null;
  note?: string | null;
  excerpt?: string | null;
};

const EXCERPT_MAX = 140;
export const excerptOf = (text: string | null | undefined): string | null => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat === '') return null;
  const chars = Array.from(flat);
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX - 1).join('')}…` : flat;
};

export async function enqueueModerationMail(tx: Tx, payload: ModerationMailPayload): Promise<void> {
  await enqueueJob(tx, { kind: MODERATION_MAIL_JOB, payload });
}

export async function mailModerationDecision(deps: AppDeps, job: Pick<JobRow, 'payload'>): Promise<void> {
  const payload = job.payload as ModerationMailPayload;
  const user = await findUserById(deps.db, payload.userId);
  if (!user?.email) return;
  await deps.mailer.send(
    moderationMail({ brandName: deps.config.brandName, publicUrl: deps.config.publicUrl }, user.locale, {
      to: user.email,
      kind: payload.kind,
      reason: payload.reason ?? null,
      note: payload.note ?? null,
      excerpt: payload.excerpt ?? null,
      appealUrl: appealUrl(deps, user.id),
    }),
  );
}
