/** The watermark form: the contract's schema, plus the rule the server adds (text while it is on). */
import type { TFunction } from '#i18n';
import { WATERMARK_TEXT_MAX, ZWatermarkSettings } from '@fanlane/contracts/post';
import type { TWatermarkSettings } from '@fanlane/contracts/post';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const ZWatermarkForm = ZWatermarkSettings.superRefine((value, ctx) => {
  if (value.enabled && !value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'required' });
  if (CONTROL.test(value.text)) ctx.addIssue({ code: 'custom', path: ['text'], message: 'control' });
});

export type TWatermarkForm = TWatermarkSettings;

export function watermarkTextError(
  t: TFunction,
  error: { type?: string; message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (error.message === 'required') return t('watermark.errors.required');
  if (error.message === 'control') return t('watermark.errors.control');
  return t('watermark.errors.tooLong', { max: WATERMARK_TEXT_MAX });
}
