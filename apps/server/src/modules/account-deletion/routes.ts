/** The spec's deleteAccount (docs/account-deletion.md): the state, a code, the request, the cancel. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZSendVerificationCodeResponse } from '@fanlane/contracts/auth';
import { ZAccountDeletionState, ZDeleteAccountRequest } from '@fanlane/contracts/account-data';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { getDeletionState } from './deletion-state.ts';
import { cancelDeletion, requestDeletion, sendDeletionCode } from './request-deletion.ts';

const tags = ['account'];

export function accountDeletionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const limited = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const state = { 200: ZEnvelope(ZAccountDeletionState) };
  app.post(PATHS.accountDeletion, { preHandler: requireUser, schema: { tags, response: state } }, async (req) =>
    ok(await getDeletionState(deps, callerOf(req).user)),
  );
  app.post(
    PATHS.accountDeletionCode,
    {
      config: limited,
      preHandler: requireUser,
      schema: { tags, response: { 200: ZEnvelope(ZSendVerificationCodeResponse) } },
    },
    async (req) => ok(await sendDeletionCode(deps, callerOf(req), req.ctx.locale)),
  );
  app.post(
    PATHS.accountDelete,
    {
      config: limited,
      preHandler: requireUser,
      schema: {
        tags,
        body: ZDeleteAccountRequest,
        response: { 200: ZEnvelope(z.object({ dueAt: z.number().int() })) },
      },
    },
    // A password or code guess draws on the account's sign-in budget, as changing the password does.
    async (req) => {
      const { user } = callerOf(req);
      return ok(
        await fastify.signInBudget.attempt(req.ip, user.email ?? user.id, () =>
          requestDeletion(deps, callerOf(req), req.body),
        ),
      );
    },
  );
  app.post(
    PATHS.accountDeleteCancel,
    { config: limited, preHandler: requireUser, schema: { tags, response: state } },
    async (req) => {
      await cancelDeletion(deps, callerOf(req));
      return ok(await getDeletionState(deps, callerOf(req).user));
    },
  );
}
