import { z } from 'zod';

const ZShortText = z.string().max(2048);

export const ZTrackEvent = z.object({
  event: z.string().trim().min(1).max(64),
  extra: z
    .object({ fingerprint: z.string().max(128).optional() })
    .catchall(z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]))
    .refine((extra) => Object.keys(extra).length <= 32, 'too_many_keys')
    .optional(),
  page: ZShortText.optional(),
  referrer: ZShortText.optional(),
  timestamp: z.number().int().nonnegative().optional(),
});
export type TTrackEvent = z.infer<typeof ZTrackEvent>;

export const ZLoginEvent = z.object({
  inviterDomain: z.string().max(64).optional(),
  inviter: z.string().max(64).optional(),
  promotionTag: z.string().max(64).optional(),
  type: z.string().max(32),
  promoteKeys: z.array(z.string().max(64)).max(20).optional(),
  fromDomain: z.string().max(64).optional(),
});
export type TLoginEvent = z.infer<typeof ZLoginEvent>;

export const ZUnreadCount = z.object({ message: z.number().int(), notification: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZVersionInfo = z.object({ version: z.string(), builtAt: z.string() });
