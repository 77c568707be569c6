/**
 * A creator's watermark: burned into their photos' `sm` and `lg` at delivery, and into a copy of
 * their videos (watermark-video.ts), while enabled.
 */
import type { TWatermarkSettings } from '@fanlane/contracts/post';
import type { Watermark } from '../../media/derived-variants.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';

/** What the settings page shows; with no text of their own, the creator's handle. */
export function watermarkOf(
  user: Pick<UserRow, 'creatorDomain' | 'watermarkEnabled' | 'watermarkText' | 'watermarkPosition'>,
): TWatermarkSettings {
  return {
    enabled: user.watermarkEnabled,
    text: user.watermarkText?.trim() || `@${user.creatorDomain ?? ''}`,
    position: user.watermarkPosition,
  };
}

/** The watermark to burn in now: null while it is off (or there is no text and no handle to show). */
export function activeWatermark(
  owner: Pick<UserRow, 'creatorDomain' | 'watermarkEnabled' | 'watermarkText' | 'watermarkPosition'>,
): Watermark | null {
  if (!owner.watermarkEnabled) return null;
  const text = owner.watermarkText?.trim() || (owner.creatorDomain ? `@${owner.creatorDomain}` : '');
  return text ? { text, position: owner.watermarkPosition } : null;
}

export function getWatermark(caller: Caller): TWatermarkSettings {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  return watermarkOf(caller.user);
}
