import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import {
  ZAnnounceRequest,
  ZCustomConfig,
  ZCustomConfigList,
  ZCustomConfigQueryRequest,
  ZCustomConfigSetRequest,
  ZNotificationListRequest,
  ZNotificationPage,
  ZNotificationReadRequest,
  ZNotificationUnread,
} from '@fanlane/contracts/notifications';
import type { Locale } from '@fanlane/contracts/locales';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { callerOf, requirePermission, requireUser } from '../auth/guards.ts';
import { announce } from './announce.ts';
import { listNotifications } from './list-notifications.ts';
import { queryCustomConfig } from './query-custom-config.ts';
import { readNotifications } from './read-notifications.ts';
import { setCustomConfig } from './set-custom-config.ts';
import { unsubscribeEmail, unsubscribeLinkOwner } from './unsubscribe-email.ts';
import { askPage, donePage, invalidLinkPage } from './unsubscribe-page.ts';

const tags = ['notifications'];
const FORM = 'application/x-www-form-urlencoded';

/** The token rides in the address (the List-Unsubscribe URL); a missing one is an invalid link. */
const ZUnsubscribeQuery = z.object({ token: z.string().max(300).default('') });

/** A person in a browser gets a page; a mail client or the app, the envelope. */
const wantsPage = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** Notifications (docs/notifications.md): the list, the preferences, the e-mail unsubscribe link, announcements. */
export function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const read = { preHandler: requireUser };
  const write = { preHandler: requireUser, config: perUserLimit(120) };
  const unsubscribeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form. The token in the address
  // is all that counts, so the form is read and left aside.
  if (!fastify.hasContentTypeParser(FORM)) {
    fastify.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.post(
    PATHS.notificationList,
    { ...read, schema: { tags, body: ZNotificationListRequest, response: { 200: ZEnvelope(ZNotificationPage) } } },
    async (req) => ok(await listNotifications(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.notificationRead,
    { ...write, schema: { tags, body: ZNotificationReadRequest, response: { 200: ZEnvelope(ZNotificationUnread) } } },
    async (req) => ok(await readNotifications(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.customConfigSet,
    { ...write, schema: { tags, body: ZCustomConfigSetRequest, response: { 200: ZEnvelope(ZCustomConfig) } } },
    async (req) => ok(await setCustomConfig(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.customConfigQuery,
    {
      ...read,
      schema: { tags, body: ZCustomConfigQueryRequest.nullish(), response: { 200: ZEnvelope(ZCustomConfigList) } },
    },
    async (req) => ok(await queryCustomConfig(deps, callerOf(req).user, req.body ?? {})),
  );
  app.post(
    PATHS.adminNotificationAnnounce,
    {
      preHandler: requirePermission('notifications.announce'),
      schema: { tags, body: ZAnnounceRequest, response: { 200: ZEnvelope(ZOk) } },
    },
    async (req) => ok(await announce(deps, callerOf(req), req.body.text)),
  );

  /**
   * One step of the unsubscribe link: a browser gets `page` in the owner's language (or a page
   * saying the link is bad), anything else the envelope.
   */
  const linkStep =
    (step: (token: string) => Promise<{ locale: Locale }>, page: (req: FastifyRequest, locale: Locale) => string) =>
    async (req: FastifyRequest<{ Querystring: z.output<typeof ZUnsubscribeQuery> }>, reply: FastifyReply) => {
      try {
        const { locale } = await step(req.query.token);
        return wantsPage(req) ? sendPage(reply, 200, page(req, locale)) : ok({ ok: true as const });
      } catch (err) {
        if (!(err instanceof AppError) || !wantsPage(req)) throw err;
        return sendPage(reply, err.status, invalidLinkPage(req.ctx.locale, deps.config.brandName));
      }
    };
  const link = { config: unsubscribeLimit, schema: { tags, querystring: ZUnsubscribeQuery } };

  // The unsubscribe link: GET asks (link scanners must not unsubscribe anyone), POST unsubscribes.
  app.get(
    PATHS.emailUnsubscribe,
    link,
    linkStep(
      (token) => unsubscribeLinkOwner(deps, token),
      (req, locale) => askPage(locale, deps.config.brandName, req.url),
    ),
  );
  app.post(
    PATHS.emailUnsubscribe,
    link,
    linkStep(
      (token) => unsubscribeEmail(deps, token),
      (_req, locale) => donePage(locale, deps.config.brandName),
    ),
  );
}
