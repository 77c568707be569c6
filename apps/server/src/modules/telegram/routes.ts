/** The Telegram mini-app's calls (spec section 7). Thin: parse, call the use-case, wrap in the envelope. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaths } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZLoginResult } from '@fanlane/contracts/auth';
import { ZTelegramMiniAppLoginRequest } from '@fanlane/contracts/telegram';
import { ok } from '../../http/envelope.ts';
import { clientMeta } from '../auth/guards.ts';
import { claimedTelegramUserId } from './check-init-data.ts';
import { loginWithTelegram } from './login-with-telegram.ts';

const tags = ['auth', 'telegram'];

export function telegramRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const paths = productPaths(deps.config.productPrefix);
  const limited = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    paths.telegramMiniAppLogin,
    {
      config: limited,
      schema: { tags, body: ZTelegramMiniAppLoginRequest, response: { 200: ZEnvelope(ZLoginResult) } },
    },
    // Drawn on the claimed Telegram user's budget and the address's, like an e-mail sign-in on its
    // address's: forged data for one user slows down that user's sign-ins from strange places only.
    async (req) =>
      ok(
        await fastify.signInBudget.attempt(req.ip, `telegram:${claimedTelegramUserId(req.body.initData) ?? '?'}`, () =>
          loginWithTelegram(deps, req.body, clientMeta(req), req.ctx),
        ),
      ),
  );
}
