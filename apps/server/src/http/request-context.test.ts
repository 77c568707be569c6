import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { readContext } from './request-context.ts';

describe('readContext: what every request carries from its headers', () => {
  const contextOf = (headers: Record<string, string | string[]>) =>
    readContext({ headers } as unknown as FastifyRequest);

  it('User-Type defaults to BUYER; SELLER in any case is a seller; anything else is a buyer', () => {
    expect(contextOf({}).userType).toBe('BUYER');
    expect(contextOf({ 'user-type': 'seller' }).userType).toBe('SELLER');
    expect(contextOf({ 'user-type': ' SELLER ' }).userType).toBe('SELLER');
    expect(contextOf({ 'user-type': 'ADMIN' }).userType).toBe('BUYER');
  });

  it('reads the bearer token, shop domain, invitation headers and locale', () => {
    const ctx = contextOf({
      authorization: 'bearer abc.def.ghi',
      'shop-domain': 'MiaCreates',
      invitordomain: 'friend',
      'promotion-tag': 'spring',
      locale: 'ar',
    });
    expect(ctx).toEqual({
      locale: 'ar',
      userType: 'BUYER',
      shopDomain: 'MiaCreates',
      invitorDomain: 'friend',
      promotionTag: 'spring',
      bearerToken: 'abc.def.ghi',
    });
  });

  it('drops what is not a bearer token or is too long', () => {
    expect(contextOf({ authorization: 'Basic dXNlcjpwYXNz' }).bearerToken).toBeNull();
    expect(contextOf({ authorization: 'Bearer ' }).bearerToken).toBeNull();
    expect(contextOf({ 'shop-domain': 'x'.repeat(65) }).shopDomain).toBeNull();
    expect(contextOf({ 'shop-domain': '   ' }).shopDomain).toBeNull();
    expect(contextOf({ authorization: `Bearer ${'a'.repeat(5000)}` }).bearerToken).toBeNull();
  });
});
