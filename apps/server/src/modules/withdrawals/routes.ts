/**
 * Withdrawals and payouts: the form's terms, the spec's wallet withdraw and
 * `/withdraw/creator-start-withdraw` (both money calls: Idempotency-Key), the mailed code, cancel,
 * the history and one withdrawal; the admins' queue and decisions.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZAdminWithdrawal,
  ZAdminWithdrawalListRequest,
  ZCreatorWithdrawRequest,
  ZWalletWithdrawRequest,
  ZWithdrawal,
  ZWithdrawalConfirmRequest,
  ZWithdrawalDetailRequest,
  ZWithdrawalIdRequest,
  ZWithdrawalListRequest,
  ZWithdrawalOptions,
  ZWithdrawalRejectRequest,
} from '@fanlane/contracts/withdrawal';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { callerOf, requirePermission, requireCreator, requireUser } from '../auth/guards.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { requestCreatorPayout, requestWalletWithdrawal } from './request-withdrawal.ts';
import { cancelWithdrawal, confirmWithdrawal, resendWithdrawalCode } from './withdrawal-steps.ts';
import { getWithdrawal, listWithdrawals, withdrawalOptions } from './read-withdrawals.ts';
import { approveWithdrawal, listWithdrawalsForAdmin, markPayoutPaid, rejectWithdrawal } from './admin-withdrawals.ts';

const tags = ['withdrawals'];

export function withdrawalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const one = { 200: ZEnvelope(ZWithdrawal) };
  const admin = { 200: ZEnvelope(ZAdminWithdrawal) };
  // Counted per user like every money call; a wrong code also counts against the withdrawal itself.
  const writes = perUserLimit(deps.config.moneyRateLimitPerMinute);

  app.post(
    PATHS.withdrawOptions,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZWithdrawalOptions) } } },
    async (req) => ok(await withdrawalOptions(deps, callerOf(req))),
  );
  app.post(
    PATHS.walletWithdraw,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZWalletWithdrawRequest, response: one } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await requestWalletWithdrawal(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body, req.log));
    },
  );
  app.post(
    PATHS.creatorWithdraw,
    { config: writes, preHandler: requireCreator, schema: { tags, body: ZCreatorWithdrawRequest, response: one } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await requestCreatorPayout(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body, req.log));
    },
  );
  app.post(
    PATHS.withdrawConfirm,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZWithdrawalConfirmRequest, response: one } },
    async (req) => ok(await confirmWithdrawal(deps, callerOf(req), req.body.id, req.body.code)),
  );
  app.post(
    PATHS.withdrawResendCode,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZWithdrawalIdRequest, response: one } },
    async (req) => ok(await resendWithdrawalCode(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.withdrawCancel,
    { config: writes, preHandler: requireUser, schema: { tags, body: ZWithdrawalIdRequest, response: one } },
    async (req) => ok(await cancelWithdrawal(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.withdrawDetail,
    { preHandler: requireUser, schema: { tags, body: ZWithdrawalDetailRequest, response: one } },
    async (req) => ok(await getWithdrawal(deps, callerOf(req), req.body.ref)),
  );
  app.post(
    PATHS.withdrawList,
    {
      preHandler: requireUser,
      schema: { tags, body: ZWithdrawalListRequest, response: { 200: ZEnvelope(ZPage(ZWithdrawal)) } },
    },
    async (req) => ok(await listWithdrawals(deps, callerOf(req), req.body)),
  );

  app.post(
    PATHS.adminWithdrawalList,
    {
      preHandler: requirePermission('money.manage'),
      schema: { tags, body: ZAdminWithdrawalListRequest, response: { 200: ZEnvelope(ZPage(ZAdminWithdrawal)) } },
    },
    async (req) => ok(await listWithdrawalsForAdmin(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminWithdrawalApprove,
    { preHandler: requirePermission('money.manage'), schema: { tags, body: ZWithdrawalIdRequest, response: admin } },
    async (req) => ok(await approveWithdrawal(deps, callerOf(req), req.body.id)),
  );
  app.post(
    PATHS.adminWithdrawalReject,
    {
      preHandler: requirePermission('money.manage'),
      schema: { tags, body: ZWithdrawalRejectRequest, response: admin },
    },
    async (req) => ok(await rejectWithdrawal(deps, callerOf(req), req.body.id, req.body.reason)),
  );
  app.post(
    PATHS.adminWithdrawalMarkPaid,
    { preHandler: requirePermission('money.manage'), schema: { tags, body: ZWithdrawalIdRequest, response: admin } },
    async (req) => ok(await markPayoutPaid(deps, callerOf(req), req.body.id)),
  );
}
