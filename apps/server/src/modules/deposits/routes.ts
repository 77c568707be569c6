/** Crypto deposits (/topUp/deposit): the caller's address per currency, their deposits and one's status. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import {
  ZCryptoDeposit,
  ZCryptoDepositDetailRequest,
  ZCryptoDepositListRequest,
  ZDepositAddress,
  ZDepositAddressRequest,
} from '@fanlane/contracts/deposit';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { depositAddress } from './deposit-address.ts';
import { getDeposit, listDeposits } from './read-deposits.ts';

const tags = ['deposits'];

export function depositRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  app.post(
    PATHS.depositAddress,
    {
      preHandler: requireUser,
      schema: { tags, body: ZDepositAddressRequest, response: { 200: ZEnvelope(ZDepositAddress) } },
    },
    async (req) => ok(await depositAddress(deps, callerOf(req), req.body.currency)),
  );
  app.post(
    PATHS.depositList,
    {
      preHandler: requireUser,
      schema: { tags, body: ZCryptoDepositListRequest, response: { 200: ZEnvelope(ZPage(ZCryptoDeposit)) } },
    },
    async (req) => ok(await listDeposits(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.depositDetail,
    {
      preHandler: requireUser,
      schema: { tags, body: ZCryptoDepositDetailRequest, response: { 200: ZEnvelope(ZCryptoDeposit) } },
    },
    async (req) => ok(await getDeposit(deps, callerOf(req), req.body.id)),
  );
}
