/** Phone sign-in and binding (docs/phone-login.md). Thin: parse, call the use-case, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaths } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZLoginResult } from '@fanlane/contracts/auth';
import {
  ZBindPhoneRequest,
  ZLoginPhoneRequest,
  ZPhoneState,
  ZSendPhoneCodeRequest,
  ZSendPhoneCodeResponse,
} from '@fanlane/contracts/phone';
import { ok } from '../../http/envelope.ts';
import { callerOf, clientMeta, optionalUser, requireUser } from './guards.ts';
import { sendPhoneCode } from './send-phone-code.ts';
import { loginWithPhoneCode } from './login-with-phone-code.ts';
import { bindPhone } from './bind-phone.ts';
import { textableE164 } from './phone-numbers.ts';

const tags = ['auth'];

export function phoneRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const paths = productPaths(deps.config.productPrefix);
  const limited = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  // A text costs money: an address gets SMS_CODES_PER_IP_PER_HOUR of them (each number its own limit too),
  // the `sms-code` budget that /rate/limit/pre-access reports (docs/rate-limits.md).
  const texts = fastify.actionBudget.guard('sms-code');
  /** Code guesses count against the number (whatever its spelling) and the address, as the mailed code's do. */
  const guarded = <T>(req: FastifyRequest, body: { phone: string; country?: string }, run: () => Promise<T>) =>
    fastify.signInBudget.attempt(req.ip, `phone:${textableE164(body.phone, body.country)}`, run);

  app.post(
    paths.phoneCode,
    {
      onRequest: texts,
      preHandler: optionalUser,
      schema: { tags, body: ZSendPhoneCodeRequest, response: { 200: ZEnvelope(ZSendPhoneCodeResponse) } },
    },
    async (req) => ok(await sendPhoneCode(deps, req.caller, req.body, req.ctx.locale)),
  );
  app.post(
    paths.loginPhone,
    { config: limited, schema: { tags, body: ZLoginPhoneRequest, response: { 200: ZEnvelope(ZLoginResult) } } },
    async (req) => ok(await guarded(req, req.body, () => loginWithPhoneCode(deps, req.body, clientMeta(req)))),
  );
  app.post(
    paths.bindPhone,
    {
      config: limited,
      preHandler: requireUser,
      schema: { tags, body: ZBindPhoneRequest, response: { 200: ZEnvelope(ZPhoneState) } },
    },
    async (req) => ok(await guarded(req, req.body, () => bindPhone(deps, callerOf(req), req.body))),
  );
  app.post(
    paths.phoneState,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZPhoneState) } } },
    (req) => ok({ phone: callerOf(req).user.phone }),
  );
}
