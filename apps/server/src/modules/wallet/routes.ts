/**
 * Money calls (docs/money.md): the balance and rates, the payment history, buying posts, tips, a
 * creator's revenue, and the admin's rates and refunds. Calls that move money take an
 * Idempotency-Key.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZBalance,
  ZBalanceRequest,
  ZExchangeRate,
  ZExchangeRateQuery,
  ZPriceQuote,
  ZPriceQuoteRequest,
  ZPurchaseRequest,
  ZPurchaseResult,
  ZRefundRequest,
  ZRevenueLine,
  ZRevenueListRequest,
  ZRevenueSummary,
  ZRevenueSummaryRequest,
  ZSetRateRequest,
  ZTipRequest,
  ZTipResult,
  ZTransaction,
  ZTransactionDetailRequest,
  ZTransactionListRequest,
} from '@fanlane/contracts/money';
import { ok } from '../../http/envelope.ts';
import { assertAdmin, callerOf, requireAdmin, requireCreator, requireUser } from '../../http/auth-guards.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { setAdminRate } from '../../ledger/rates.ts';
import { getBalance } from './balance.ts';
import { getExchangeRate, quotePrice } from './exchange-rates.ts';
import { getTransaction, listTransactions } from './transactions.ts';
import { refundPayment } from './refund-payment.ts';
import { purchasePost } from '../purchases/purchase-post.ts';
import { sendTip } from '../tips/send-tip.ts';
import { revenueLines, revenueSummary } from '../revenue/revenue.ts';

const tags = ['money'];

export function moneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.balance,
    { preHandler: requireUser, schema: { tags, body: ZBalanceRequest, response: { 200: ZEnvelope(ZBalance) } } },
    async (req) => ok(await getBalance(deps, callerOf(req).user)),
  );
  app.get(
    PATHS.exchangeRate,
    { schema: { tags, querystring: ZExchangeRateQuery, response: { 200: ZEnvelope(ZExchangeRate) } } },
    async (req) => ok(await getExchangeRate(deps, req.query.targetCurrency)),
  );
  app.post(
    PATHS.priceQuote,
    { preHandler: requireUser, schema: { tags, body: ZPriceQuoteRequest, response: { 200: ZEnvelope(ZPriceQuote) } } },
    async (req) => ok(await quotePrice(deps, req.body.usdCents, req.body.currency)),
  );
  app.post(
    PATHS.transactionList,
    {
      preHandler: requireUser,
      schema: { tags, body: ZTransactionListRequest, response: { 200: ZEnvelope(ZPage(ZTransaction)) } },
    },
    async (req) => ok(await listTransactions(deps, callerOf(req).user.id, req.body)),
  );
  app.post(
    PATHS.transactionDetail,
    {
      preHandler: requireUser,
      schema: { tags, body: ZTransactionDetailRequest, response: { 200: ZEnvelope(ZTransaction) } },
    },
    async (req) => ok(await getTransaction(deps, callerOf(req).user.id, req.body.id)),
  );

  const moneyLimit = perUserLimit(deps.config.moneyRateLimitPerMinute);
  app.post(
    PATHS.purchase,
    {
      config: moneyLimit,
      preHandler: requireUser,
      schema: { tags, body: ZPurchaseRequest, response: { 200: ZEnvelope(ZPurchaseResult) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await purchasePost(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );
  app.post(
    PATHS.tip,
    {
      config: moneyLimit,
      preHandler: requireUser,
      schema: { tags, body: ZTipRequest, response: { 200: ZEnvelope(ZTipResult) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await sendTip(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );

  app.post(
    PATHS.revenueSummary,
    {
      preHandler: requireCreator,
      schema: { tags, body: ZRevenueSummaryRequest, response: { 200: ZEnvelope(ZRevenueSummary) } },
    },
    async (req) => ok(await revenueSummary(deps, callerOf(req).user.id, req.body.days)),
  );
  app.post(
    PATHS.revenueList,
    {
      preHandler: requireCreator,
      schema: { tags, body: ZRevenueListRequest, response: { 200: ZEnvelope(ZPage(ZRevenueLine)) } },
    },
    async (req) => ok(await revenueLines(deps, callerOf(req).user.id, req.body)),
  );

  app.post(
    PATHS.adminSetRate,
    { preHandler: requireAdmin, schema: { tags, body: ZSetRateRequest, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => {
      assertAdmin(callerOf(req).user);
      await setAdminRate(deps.db, req.body.currency, req.body.usdRate);
      return ok({ ok: true as const });
    },
  );
  app.post(
    PATHS.adminRefund,
    {
      preHandler: requireAdmin,
      schema: { tags, body: ZRefundRequest, response: { 200: ZEnvelope(z.object({ refundId: z.string() })) } },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAdmin(caller.user);
      return ok(await refundPayment(deps, caller.user.id, req.body.transactionId, req.body.reason));
    },
  );
}
