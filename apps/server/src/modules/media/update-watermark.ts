import type { TWatermarkSettings } from '@fanlane/contracts/post';
import type { AppDeps } from '../../deps.ts';
import { setWatermark } from '../users/users-repo.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { Caller } from '../auth/guards.ts';
import { activeWatermark, watermarkOf } from './get-watermark.ts';
import { scheduleWatermarkedCopies } from './watermark-video.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Saves the settings; cached watermarked images are keyed by them, so the next view shows the
 * change, and while the watermark is on a job makes the videos' copies with it.
 */
export async function updateWatermark(
  deps: AppDeps,
  caller: Caller,
  settings: TWatermarkSettings,
): Promise<TWatermarkSettings> {
  if (!caller.user.creatorDomain) throw appError('NOT_A_CREATOR');
  if (settings.enabled && !settings.text) throw invalidField('text', 'required when the watermark is on');
  if (CONTROL.test(settings.text)) throw invalidField('text', 'control characters are not allowed');
  const row = await deps.events.transaction(async (tx, emit) => {
    const updated = await setWatermark(tx, caller.user.id, {
      watermarkEnabled: settings.enabled,
      watermarkText: settings.text || null,
      watermarkPosition: settings.position,
    });
    if (!updated) throw appError('NOT_FOUND');
    if (activeWatermark(updated)) await scheduleWatermarkedCopies(tx, caller.user.id);
    emit({ type: 'user.changed', data: { userId: caller.user.id } });
    return updated;
  });
  return watermarkOf(row);
}
