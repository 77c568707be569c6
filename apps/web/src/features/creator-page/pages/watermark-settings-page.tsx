import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { WATERMARK_TEXT_MAX } from '@fanlane/contracts/post-limits';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { ApiError } from '../../../shared/lib/request';
import { useUserStore } from '../../../shared/stores/user-store';
import { RetryButton } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { TextField } from '../../../shared/ui/text-field';
import { creatorPageKeys, updateWatermark } from '../api/creator-page-api';
import { useWatermark } from '../api/use-watermark';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { WatermarkPositionPicker } from '../components/watermark-position-picker';
import { ZWatermarkForm, watermarkTextError } from '../lib/watermark-form';
import type { TWatermarkForm } from '../lib/watermark-form';

const resolver = zodResolver(ZWatermarkForm, undefined, { raw: true }) as Resolver<TWatermarkForm>;

function serverTextIssue(error: unknown): string | null {
  if (!(error instanceof ApiError) || !validationIssues(error).some((issue) => issue.field === 'text')) return null;
  return error.message;
}

function WatermarkForm({ creatorDomain, initial }: { creatorDomain: string; initial: TWatermarkForm }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TWatermarkForm>({ resolver, defaultValues: initial });
  const [enabled, text] = useWatch({ control, name: ['enabled', 'text'] });

  useEffect(() => reset(initial), [initial, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await updateWatermark({ ...values, text: values.text.trim() }, creatorDomain, { silent: true });
      queryClient.setQueryData(creatorPageKeys.watermark(creatorDomain), next);
      reset(next);
      setSaved(true);
    } catch (error) {
      const textIssue = serverTextIssue(error);
      if (textIssue) setError('text', { type: 'server', message: textIssue });
      else setFailure(serverErrorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6" data-testid="watermark-form">
      <label className="flex cursor-pointer items-start justify-between gap-4">
        <span>
          <span className="block text-sm font-semibold">{t('watermark.enable')}</span>
          <span className="mt-0.5 block text-[13px] text-muted">{t('watermark.enableHint')}</span>
        </span>
        <span className="relative mt-0.5 inline-flex shrink-0">
          <input
            type="checkbox"
            role="switch"
            className="peer sr-only"
            data-testid="watermark-enabled"
            {...register('enabled')}
          />
          <span className="h-6 w-11 rounded-full bg-fg/15 transition-colors peer-checked:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent/50" />
          <span className="absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5" />
        </span>
      </label>
      <TextField
        label={t('watermark.text')}
        placeholder={`@${creatorDomain}`}
        maxLength={WATERMARK_TEXT_MAX}
        data-testid="watermark-text"
        hint={t('watermark.textHint', { max: WATERMARK_TEXT_MAX })}
        error={watermarkTextError(t, errors.text)}
        {...register('text')}
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-fg/90">{t('watermark.position')}</p>
        <p className="mb-3 text-[13px] text-muted">{t('watermark.positionHint')}</p>
        <Controller
          control={control}
          name="position"
          render={({ field }) => (
            <WatermarkPositionPicker value={field.value} onChange={field.onChange} text={text} enabled={enabled} />
          )}
        />
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <SaveRow
        label={t('common.save')}
        saving={isSubmitting}
        dirty={isDirty}
        saved={saved}
        testId="watermark-save"
        savedTestId="watermark-saved"
      />
    </form>
  );
}

/** /settings/security/watermarks: the text burned into a creator's photos, and where it goes. */
export function WatermarkSettingsPage() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const settings = useWatermark(creatorDomain);

  let body;
  if (!creatorDomain) body = <CreatorsOnlyNotice message={t('watermark.creatorsOnly')} />;
  else if (settings.isPending) {
    body = (
      <div aria-busy className="animate-pulse space-y-5 rounded-3xl border border-line bg-surface p-6">
        <div className="h-6 w-2/3 rounded-full bg-fg/8" />
        <div className="h-11 rounded-xl bg-fg/8" />
        <div className="aspect-[16/10] max-w-md rounded-2xl bg-fg/6" />
      </div>
    );
  } else if (settings.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <Notice tone="error" className="flex-1">
          {t('watermark.loadError')}
        </Notice>
        <RetryButton label={t('watermark.retry')} onRetry={() => void settings.refetch()} />
      </div>
    );
  } else {
    body = (
      <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">
        <WatermarkForm creatorDomain={creatorDomain} initial={settings.data} />
      </div>
    );
  }

  return (
    <section data-testid="settings-watermarks" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsWatermarks')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('watermark.description')}</p>
      {body}
    </section>
  );
}
