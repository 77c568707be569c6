/** A creator's watermark: burned into their photos' `sm` and `lg` at delivery while enabled. */
import type { TWatermarkSettings } from '@fanlane/contracts/post';
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

export function getWatermark(caller: Caller): TWatermarkSettings {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  return watermarkOf(caller.user);
}
