/** Auth calls of spec section 7. Thin: parse, call the use-case, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaths } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import {
  ZAuthCodeQuery,
  ZAuthCodeResponse,
  ZBindEmailRequest,
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZEmailChangeConfirmRequest,
  ZEmailChangeConfirmResponse,
  ZEmailChangeRequest,
  ZGlobalLoginRequest,
  ZLoginEmailCodeRequest,
  ZLoginPasswordRequest,
  ZLoginResult,
  ZLogoutRequest,
  ZRefreshTokenRequest,
  ZRegisterPasswordRequest,
  ZResetPasswordRequest,
  ZRestoreAccessRequest,
  ZRestoreAccessResponse,
  ZSendVerificationCodeRequest,
  ZSendVerificationCodeResponse,
  ZTokenPair,
  ZUpdatePasswordRequest,
  ZUserInfo,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@fanlane/contracts/auth';
import { ok } from '../../http/envelope.ts';
import { callerOf, clientMeta, requireSignedIn, requireUser } from './guards.ts';
import { toUserInfo } from '../users/users-repo.ts';
import { sendVerificationCode } from './send-verification-code.ts';
import { registerWithPassword } from './register-with-password.ts';
import { loginWithPassword } from './login-with-password.ts';
import { loginWithEmailCode } from './login-with-email-code.ts';
import { createAuthCode, loginWithAuthCode } from './auth-codes.ts';
import { globalLogin } from './login-types/registry.ts';
import { rotateRefreshToken } from './sessions.ts';
import { logout } from './logout.ts';
import { resetPassword } from './reset-password.ts';
import { updatePassword } from './update-password.ts';
import { requestEmailChange } from './request-email-change.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { restoreAccess } from './restore-access.ts';
import { checkEmail } from './check-email.ts';
import { bindEmail } from './bind-email.ts';
import { confirmEmailVerification, sendEmailVerification } from './verify-email.ts';

const tags = ['auth'];

export function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const paths = productPaths(deps.config.productPrefix);
  const limited = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const login = { 200: ZEnvelope(ZLoginResult) };
  const okResponse = { 200: ZEnvelope(ZOk) };
  /** Every call that checks a password or a code for an account draws on the account's and the address's budget. */
  const guarded = <T>(req: FastifyRequest, account: string, run: () => Promise<T>) =>
    fastify.signInBudget.attempt(req.ip, account, run);
  /** A signed-in caller's account, named as sign-in names it, so a password check here shares its budget. */
  const accountOf = (req: FastifyRequest) => {
    const { user } = callerOf(req);
    return user.email ?? user.id;
  };

  app.post(
    paths.verificationCode,
    {
      config: limited,
      // Each mail costs: the address's `email-code` budget (EMAIL_CODES_PER_IP_PER_HOUR, docs/rate-limits.md).
      onRequest: fastify.actionBudget.guard('email-code'),
      schema: { tags, body: ZSendVerificationCodeRequest, response: { 200: ZEnvelope(ZSendVerificationCodeResponse) } },
    },
    async (req) => ok(await sendVerificationCode(deps, req.body, req.ctx.locale)),
  );
  app.post(
    paths.registerPassword,
    { config: limited, schema: { tags, body: ZRegisterPasswordRequest, response: login } },
    async (req) => ok(await registerWithPassword(deps, req.body, clientMeta(req))),
  );
  app.post(
    paths.loginPassword,
    { config: limited, schema: { tags, body: ZLoginPasswordRequest, response: login } },
    async (req) => ok(await guarded(req, req.body.email, () => loginWithPassword(deps, req.body, clientMeta(req)))),
  );
  app.post(
    paths.loginEmailCode,
    { config: limited, schema: { tags, body: ZLoginEmailCodeRequest, response: login } },
    async (req) => ok(await guarded(req, req.body.email, () => loginWithEmailCode(deps, req.body, clientMeta(req)))),
  );
  app.post(
    paths.globalLogin,
    { config: limited, schema: { tags, body: ZGlobalLoginRequest, response: login } },
    async (req) => ok(await guarded(req, req.body.email, () => globalLogin(deps, req.body, clientMeta(req)))),
  );
  app.post(
    paths.loginAuthCode,
    { config: limited, schema: { tags, querystring: ZAuthCodeQuery, response: login } },
    async (req) => ok(await loginWithAuthCode(deps, req.query.authCode, clientMeta(req))),
  );
  app.post(
    paths.createAuthCode,
    { preHandler: requireUser, schema: { tags, response: { 200: ZEnvelope(ZAuthCodeResponse) } } },
    async (req) => ok(await createAuthCode(deps, callerOf(req).user.id)),
  );
  app.post(
    paths.refreshToken,
    { config: limited, schema: { tags, body: ZRefreshTokenRequest, response: { 200: ZEnvelope(ZTokenPair) } } },
    async (req) => ok(await rotateRefreshToken(deps, req.body.refreshToken)),
  );
  app.post(
    paths.logout,
    { preHandler: requireSignedIn, schema: { tags, body: ZLogoutRequest.nullish(), response: okResponse } },
    async (req) => ok(await logout(deps, callerOf(req), req.body?.refreshToken)),
  );
  app.post(
    paths.passwordReset,
    { config: limited, schema: { tags, body: ZResetPasswordRequest, response: okResponse } },
    async (req) =>
      ok(await guarded(req, req.body.email, () => resetPassword(deps, req.body, req.ctx.locale, req.ip ?? null))),
  );
  app.post(
    paths.passwordUpdate,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZUpdatePasswordRequest, response: okResponse } },
    async (req) => ok(await guarded(req, accountOf(req), () => updatePassword(deps, callerOf(req), req.body))),
  );
  app.post(
    paths.emailChange,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZEmailChangeRequest, response: okResponse } },
    async (req) => ok(await guarded(req, accountOf(req), () => requestEmailChange(deps, callerOf(req), req.body))),
  );
  app.post(
    paths.emailChangeConfirm,
    {
      config: limited,
      schema: { tags, body: ZEmailChangeConfirmRequest, response: { 200: ZEnvelope(ZEmailChangeConfirmResponse) } },
    },
    async (req) => ok(await confirmEmailChange(deps, req.body.token)),
  );
  app.post(
    paths.restoreAccess,
    {
      config: limited,
      schema: { tags, body: ZRestoreAccessRequest, response: { 200: ZEnvelope(ZRestoreAccessResponse) } },
    },
    async (req) => ok(await restoreAccess(deps, req.body)),
  );
  app.post(
    paths.checkEmail,
    { config: limited, schema: { tags, body: ZCheckEmailRequest, response: { 200: ZEnvelope(ZCheckEmailResponse) } } },
    async (req) => ok(await checkEmail(deps, req.body.email)),
  );
  app.post(
    paths.bindEmail,
    { config: limited, preHandler: requireUser, schema: { tags, body: ZBindEmailRequest, response: okResponse } },
    // The code proves the e-mail address, so its guesses count against that address.
    async (req) => ok(await guarded(req, req.body.email, () => bindEmail(deps, callerOf(req), req.body))),
  );
  app.post(
    paths.verifyEmailSend,
    {
      config: limited,
      onRequest: fastify.actionBudget.guard('email-code'),
      preHandler: requireUser,
      schema: { tags, response: { 200: ZEnvelope(ZSendVerificationCodeResponse) } },
    },
    async (req) => ok(await sendEmailVerification(deps, callerOf(req), req.ctx.locale)),
  );
  app.post(
    paths.verifyEmail,
    {
      config: limited,
      preHandler: requireUser,
      schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZEnvelope(ZVerifyEmailResponse) } },
    },
    // Code guesses draw on the account's budget, as sign-in's do.
    async (req) =>
      ok(await guarded(req, accountOf(req), () => confirmEmailVerification(deps, callerOf(req), req.body.code))),
  );
  app.post(
    paths.me,
    { preHandler: requireSignedIn, schema: { tags, response: { 200: ZEnvelope(ZUserInfo) } } },
    (req) => ok(toUserInfo(callerOf(req).user)),
  );
}
