/**
 * The wallet (docs/money.md): the balance and rates, price quotes, the payment history, and the
 * admin's rates. The calls that move money have their own modules (purchases, tips,
 * subscriptions, refunds, top-ups).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  ZSetRateRequest,
  ZTransaction,
  ZTransactionDetailRequest,
  ZTransactionListRequest,
} from '@fanlane/contracts/money';
import { ok } from '../../http/envelope.ts';
import { callerOf, requirePermission, requireUser } from '../auth/guards.ts';
import { getBalance } from './balance.ts';
import { getExchangeRate, quotePrice } from './exchange-rates.ts';
import { getTransaction, listTransactions } from './transactions.ts';
import { listRates, setRate } from './set-rate.ts';
import { ZAdminRateList } from '@fanlane/contracts/audit';

const tags = ['money'];

export function walletRoutes(fastify: FastifyInstance) {
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

  app.post(
    PATHS.adminSetRate,
    {
      preHandler: requirePermission('money.manage'),
      schema: { tags, body: ZSetRateRequest, response: { 200: ZEnvelope(ZOk) } },
    },
    async (req) => {
      await setRate(deps, callerOf(req), req.body);
      return ok({ ok: true as const });
    },
  );
  app.post(
    PATHS.adminRateList,
    { preHandler: requirePermission('money.manage'), schema: { tags, response: { 200: ZEnvelope(ZAdminRateList) } } },
    async (req) => ok(await listRates(deps, callerOf(req))),
  );
}
