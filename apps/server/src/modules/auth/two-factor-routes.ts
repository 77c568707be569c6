/**
 * Two-factor authentication (docs/admin-console.md): the sign-in's second step and the caller's own
 * settings. Every call that checks a code or a password draws on the account's sign-in budget.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS, productPaths } from '@fanlane/contracts/api-paths';
import { ZLoginResult } from '@fanlane/contracts/auth';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import {
  ZLoginSecondFactorRequest,
  ZRecoveryCodes,
  ZTwoFactorConfirmRequest,
  ZTwoFactorProofRequest,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@fanlane/contracts/two-factor';
import { ok } from '../../http/envelope.ts';
import { callerOf, clientMeta, requireUser } from './guards.ts';
import { challengedAccount, loginWithSecondFactor } from './login-with-second-factor.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor-settings.ts';

const tags = ['auth'];

export function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const paths = productPaths(deps.config.productPrefix);
  const limited = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const guarded = <T>(req: FastifyRequest, account: string, run: () => Promise<T>) =>
    fastify.signInBudget.attempt(req.ip, account, run);
  /** The account as sign-in names it (e-mail, else id), so these guesses share the password's budget. */
  const own = (req: FastifyRequest) => {
    const { user } = callerOf(req);
    return user.email ?? user.id;
  };
  const signedIn = { config: limited, preHandler: requireUser };
  const codes = { 200: ZEnvelope(ZRecoveryCodes) };

  app.post(
    paths.loginSecondFactor,
    { config: limited, schema: { tags, body: ZLoginSecondFactorRequest, response: { 200: ZEnvelope(ZLoginResult) } } },
    async (req) => {
      const signIn = await challengedAccount(deps, req.body.challenge);
      const account = signIn.user.email ?? signIn.user.id;
      return ok(await guarded(req, account, () => loginWithSecondFactor(deps, signIn, req.body.code, clientMeta(req))));
    },
  );
  app.post(
    PATHS.twoFactorStatus,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZTwoFactorStatus) } } },
    async (req) => ok(await twoFactorStatus(deps, callerOf(req))),
  );
  app.post(
    PATHS.twoFactorSetup,
    { ...signedIn, schema: { tags, response: { 200: ZEnvelope(ZTwoFactorSetup) } } },
    async (req) => ok(await startTwoFactorSetup(deps, callerOf(req))),
  );
  app.post(
    PATHS.twoFactorConfirm,
    { ...signedIn, schema: { tags, body: ZTwoFactorConfirmRequest, response: codes } },
    async (req) => ok(await guarded(req, own(req), () => confirmTwoFactor(deps, callerOf(req), req.body.code))),
  );
  app.post(
    PATHS.twoFactorDisable,
    { ...signedIn, schema: { tags, body: ZTwoFactorProofRequest, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => ok(await guarded(req, own(req), () => disableTwoFactor(deps, callerOf(req), req.body))),
  );
  app.post(
    PATHS.twoFactorRecoveryCodes,
    { ...signedIn, schema: { tags, body: ZTwoFactorProofRequest, response: codes } },
    async (req) => ok(await guarded(req, own(req), () => regenerateRecoveryCodes(deps, callerOf(req), req.body))),
  );
}
