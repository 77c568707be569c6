import { z } from 'zod';
import { SOCIAL_PLATFORMS, ZSocialLink } from './creator.ts';
import { ZDisplayName } from './display-name.ts';
import { DISPLAY_NAME_MAX } from './names.ts';

export { DISPLAY_NAME_MAX };
export const BIO_MAX = 1000;
/** Avatars: accepted upload size, and the square edge they are stored at. */
export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const AVATAR_EDGE = 512;
/** Creator page covers: stored as WebP at this width, 3:1. */
export const COVER_MAX_BYTES = 16 * 1024 * 1024;
export const COVER_WIDTH = 1500;
export const COVER_HEIGHT = 500;

export const ZProfileRequest = z.object({ addressOrDomain: z.string().trim().min(1).max(64) });

export const ZProfile = z.object({
  address: z.string(),
  creatorDomain: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  cover: z.string().nullable(),
  links: z.array(ZSocialLink),
  /** A creator page's counts of published posts; null for fans. */
  counts: z
    .object({
      posts: z.number().int(),
      photos: z.number().int(),
      videos: z.number().int(),
      followers: z.number().int(),
    })
    .nullable(),
  /** The private chat with this user; null until chat exists. */
  privateChatId: z.string().nullable(),
  createdAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdateRequest = z.object({
  displayName: ZDisplayName.optional(),
  bio: z.string().trim().max(BIO_MAX).optional(),
  links: z.array(ZSocialLink).max(SOCIAL_PLATFORMS.length).optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;
