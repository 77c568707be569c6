import { z } from 'zod';

/** Following a creator (free; subscriptions are paid and come with the wallet). */
export const ZFollowCheckRequest = z.object({ addressOrDomain: z.string().trim().min(1).max(64) });
export const ZFollowOperateRequest = ZFollowCheckRequest.extend({ follow: z.boolean() });
export const ZFollowState = z.object({
  /** Whether the caller follows the creator; false for anonymous callers. */
  following: z.boolean(),
  followers: z.number().int().nonnegative(),
});
export type TFollowState = z.infer<typeof ZFollowState>;
