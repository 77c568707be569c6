/** Every job kind and the function that runs it. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.ts';
import type { JobHandlers } from './jobs/jobs.ts';
import { recurringHandler, type Recurring } from './jobs/recurring.ts';
import { PUBLISH_JOB } from './modules/posts/write-post.ts';
import { publishScheduledPost } from './modules/posts/publish-scheduled.ts';
import { EARNINGS_RELEASE_JOB, releaseDueEarnings } from './ledger/earnings-release.ts';
import { pruneIdempotencyKeys } from './ledger/idempotency.ts';
import { SANDBOX_WEBHOOK_JOB } from './integrations/payments/sandbox-gateway/events.ts';
import { SANDBOX_EXPIRE_JOB } from './integrations/payments/sandbox-gateway/sessions.ts';
import { SANDBOX_DISPUTE_JOB } from './integrations/payments/sandbox-gateway/disputes.ts';
import { renewDueSubscriptions, RENEWAL_JOB } from './modules/subscriptions/renew-subscriptions.ts';
import { EVENTS_PRUNE_JOB, pruneEvents } from './events/event-bus.ts';
import { videoToolsLoader } from './media/video-tools.ts';
import { catchUp, DEPOSIT_WATCH_JOB } from './modules/deposits/catch-up.ts';
import type { WatchLogger } from './modules/deposits/watch-chain.ts';
import { processWithdrawals, WITHDRAWALS_JOB } from './modules/withdrawals/process-withdrawals.ts';
import { makeWatermarkedCopies, WATERMARK_VIDEOS_JOB } from './modules/media/watermark-video.ts';
import { MASS_SEND_JOB, runMassSend } from './modules/chat/mass-messages.ts';
import { sendWelcome, WELCOME_JOB } from './modules/chat/official-accounts.ts';
import { NOTIFY_JOB, runNotify } from './modules/notifications/notify.ts';
import { FANOUT_JOB, runFanout } from './modules/notifications/fan-out.ts';
import { CONTACT_MAIL_JOB, mailContactMessage } from './modules/contact/mail-contact-message.ts';
import { MODERATION_MAIL_JOB, mailModerationDecision } from './modules/moderation/mail-moderation.ts';
import { ACCOUNT_ERASE_JOB } from './modules/account-deletion/request-deletion.ts';
import { ACCOUNT_ERASE_SWEEP, eraseDueAccounts, runAccountErase } from './modules/account-deletion/erase-account.ts';
import {
  buildDataExport,
  DATA_EXPORT_JOB,
  DATA_EXPORT_PRUNE_JOB,
  pruneExpiredExports,
} from './modules/data-export/build-export.ts';
import {
  deleteExpiredKycDocuments,
  expireKycApprovals,
  KYC_REENCRYPT_JOB,
  KYC_SWEEP_JOB,
  reencryptKycDocuments,
} from './modules/kyc/kyc-sweeps.ts';

/** Sweeps that run on a schedule (each is idempotent). */
export function recurringSweeps(deps: AppDeps, log: WatchLogger = console): Recurring[] {
  return [
    {
      kind: EARNINGS_RELEASE_JOB,
      // Every minute; a deployment holding earnings for less (a demo, the e2e run) looks more often.
      everyMs: Math.min(60_000, Math.max(1_000, Math.round(deps.config.earningsHoldMs / 10))),
      run: async () => {
        while ((await releaseDueEarnings(deps)) > 0);
        await pruneIdempotencyKeys(deps.db);
      },
    },
    {
      kind: EVENTS_PRUNE_JOB,
      everyMs: 3_600_000,
      run: async () => void (await pruneEvents(deps.db)),
    },
    ...deps.chains.map((source) => ({
      kind: `${DEPOSIT_WATCH_JOB}:${source.chain}`,
      everyMs: deps.config.depositPollMs,
      run: () => catchUp(deps, source, { log }),
    })),
    {
      kind: WITHDRAWALS_JOB,
      everyMs: deps.config.depositPollMs,
      run: () => processWithdrawals(deps, log),
    },
    {
      // Identity verification (docs/kyc.md): approvals that ran out, then documents past their retention.
      kind: KYC_SWEEP_JOB,
      everyMs: 3_600_000,
      run: async () => {
        await expireKycApprovals(deps);
        await deleteExpiredKycDocuments(deps);
      },
    },
    {
      // Documents sealed with an old key are re-sealed with the current one (a key rotation).
      kind: KYC_REENCRYPT_JOB,
      everyMs: 600_000,
      run: () => reencryptKycDocuments(deps),
    },
    {
      // A scheduled deletion whose job was lost is erased within the hour (docs/account-deletion.md).
      kind: ACCOUNT_ERASE_SWEEP,
      everyMs: 3_600_000,
      run: async () => void (await eraseDueAccounts(deps)),
    },
    {
      // Archives whose download link expired are removed from the blob store.
      kind: DATA_EXPORT_PRUNE_JOB,
      everyMs: 3_600_000,
      run: async () => void (await pruneExpiredExports(deps)),
    },
    {
      kind: RENEWAL_JOB,
      everyMs: 60_000,
      run: async () => {
        while ((await renewDueSubscriptions(deps)) > 0);
      },
    },
  ];
}

export function jobHandlers(deps: AppDeps, log: FastifyBaseLogger): JobHandlers {
  const videoTools = videoToolsLoader(deps.config.ffmpegPath, log);
  const handlers: JobHandlers = {
    [PUBLISH_JOB]: (job) => publishScheduledPost(deps, job),
    [SANDBOX_WEBHOOK_JOB]: (job) => deps.payments.sandbox.deliver(job),
    [SANDBOX_EXPIRE_JOB]: (job) => deps.payments.sandbox.expire(job),
    [SANDBOX_DISPUTE_JOB]: (job) => deps.payments.sandbox.decideDispute(job),
    [WATERMARK_VIDEOS_JOB]: (job) => makeWatermarkedCopies(deps, videoTools, job),
    [MASS_SEND_JOB]: (job) => runMassSend(deps, job),
    [WELCOME_JOB]: (job) => sendWelcome(deps, job),
    [NOTIFY_JOB]: (job) => runNotify(deps, job),
    [FANOUT_JOB]: (job) => runFanout(deps, job),
    [CONTACT_MAIL_JOB]: (job) => mailContactMessage(deps, job),
    [MODERATION_MAIL_JOB]: (job) => mailModerationDecision(deps, job),
    [ACCOUNT_ERASE_JOB]: (job) => runAccountErase(deps, job),
    [DATA_EXPORT_JOB]: (job) => buildDataExport(deps, job),
  };
  for (const sweep of recurringSweeps(deps, log)) handlers[sweep.kind] = recurringHandler(deps.db, sweep);
  return handlers;
}
