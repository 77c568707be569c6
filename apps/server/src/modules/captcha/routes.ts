/**
 * The spec's `/{product}/recaptcha/score` (docs/security.md, "Captcha"): the verdict of the
 * configured provider on a token and an action, whichever provider it is. Checking a token spends
 * it at the provider, so the guarded forms send their token with their own call instead; this
 * call serves clients that want the score itself (a custom flow, an operator checking the keys).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaths } from '@fanlane/contracts/api-paths';
import { ZCaptchaScoreRequest, ZCaptchaVerdict } from '@fanlane/contracts/captcha';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { captchaScore } from './captcha-score.ts';

const tags = ['captcha'];

export function captchaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const paths = productPaths(deps.config.productPrefix);
  app.post(
    paths.recaptchaScore,
    {
      // Each check is a request to the provider: as limited as a sign-in call.
      config: { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, body: ZCaptchaScoreRequest, response: { 200: ZEnvelope(ZCaptchaVerdict) } },
    },
    async (req) => ok(await captchaScore(deps, req.body, req.ip ?? null)),
  );
}
