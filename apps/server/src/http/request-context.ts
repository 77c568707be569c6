/** What every request carries from the spec's headers (spec section 7). */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { USER_TYPES, type UserType } from '@fanlane/contracts/constants';
import type { Locale } from '@fanlane/contracts/locales';
import { resolveLocale } from './locale.ts';

export type RequestContext = {
  locale: Locale;
  userType: UserType;
  shopDomain: string | null;
  invitorDomain: string | null;
  promotionTag: string | null;
  bearerToken: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

function header(request: FastifyRequest, name: string, max = 128): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (!first) return null;
  const trimmed = first.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

export function readContext(request: FastifyRequest): RequestContext {
  const userType = header(request, 'user-type')?.toUpperCase();
  const auth = header(request, 'authorization', 4096);
  const bearer = auth && /^Bearer\s+(.+)$/i.exec(auth)?.[1];
  return {
    locale: resolveLocale(request.headers.locale, request.headers['accept-language']),
    userType: (USER_TYPES as readonly string[]).includes(userType ?? '') ? (userType as UserType) : 'BUYER',
    shopDomain: header(request, 'shop-domain', 64),
    invitorDomain: header(request, 'invitordomain', 64),
    promotionTag: header(request, 'promotion-tag', 64),
    bearerToken: bearer || null,
  };
}

export const requestContextPlugin = fp((app) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = readContext(request);
    done();
  });
});
