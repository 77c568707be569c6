/**
 * The sandbox gateway's card vault, kept without a table: a saved card's token is the card's
 * behaviour and shown details, sealed (AES-256-GCM) with the gateway's own key and bound to its
 * customer. The platform stores only the token; the number itself is never kept anywhere.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CardDetails } from '../card-gateway.ts';
import type { CardBehaviour } from './card-rules.ts';

export type VaultedCard = CardDetails & { behaviour: CardBehaviour; customerRef: string };

const PREFIX = 'pm_sbx_';
const ZSealed = z.object({
  b: z.enum(['success', 'decline', 'insufficient_funds', 'confirmation']),
  c: z.string(),
  br: z.string(),
  l4: z.string(),
  m: z.number().int(),
  y: z.number().int(),
  h: z.string().nullable(),
});

export function createCardVault(key: Buffer) {
  return {
    seal(card: VaultedCard): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = JSON.stringify({
        b: card.behaviour,
        c: card.customerRef,
        br: card.brand,
        l4: card.last4,
        m: card.expMonth,
        y: card.expYear,
        h: card.holderName,
      });
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The card behind a token, or null when the token is not this vault's. */
    open(token: string): VaultedCard | null {
      if (!token.startsWith(PREFIX)) return null;
      const raw = Buffer.from(token.slice(PREFIX.length), 'base64url');
      if (raw.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const s = ZSealed.parse(JSON.parse(plain));
        return {
          behaviour: s.b,
          customerRef: s.c,
          brand: s.br,
          last4: s.l4,
          expMonth: s.m,
          expYear: s.y,
          holderName: s.h,
        };
      } catch {
        return null;
      }
    },
  };
}
export type CardVault = ReturnType<typeof createCardVault>;
