import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link2, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '@fanlane/contracts/creator';
import type { TSocialLink } from '@fanlane/contracts/creator';
import { ZProfileUpdateRequest } from '@fanlane/contracts/profile';
import type { TProfile } from '@fanlane/contracts/profile';
import { ApiError } from '../../../shared/lib/request';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { creatorPageKeys, updateLinks } from '../api/creator-page-api';
import { PlatformIcon } from './platform-icon';

type TLinksForm = { links: TSocialLink[] };

const ZLinksForm = z
  .object({ links: ZProfileUpdateRequest.shape.links.unwrap() })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.links.forEach((link, index) => {
      if (seen.has(link.platform)) ctx.addIssue({ code: 'custom', path: ['links', index, 'platform'], message: 'duplicate' });
      seen.add(link.platform);
    });
  });
const resolver = zodResolver(ZLinksForm, undefined, { raw: true }) as Resolver<TLinksForm>;

interface LinksFormProps {
  creatorDomain: string;
  address: string;
  links: TSocialLink[];
}

/** The links on the creator page: one per platform, each an http(s) address. */
export function LinksForm({ creatorDomain, address, links }: LinksFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TLinksForm>({ resolver, defaultValues: { links } });
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  const current = useWatch({ control, name: 'links' });
  const used = new Set(current.map((link) => link.platform));
  const nextPlatform = SOCIAL_PLATFORMS.find((platform) => !used.has(platform)) ?? SOCIAL_PLATFORMS[0];

  useEffect(() => reset({ links }), [links, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const profile = await updateLinks(
        values.links.map((link) => ({ platform: link.platform, url: link.url.trim() })),
        { silent: true },
      );
      queryClient.setQueryData<TProfile>(creatorPageKeys.settings(address), profile);
      await queryClient.invalidateQueries({ queryKey: creatorPageKeys.profile(creatorDomain) });
      reset({ links: profile.links });
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('errors.default'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="links-form">
      <p className="text-sm font-semibold">{t('creatorPage.settings.links')}</p>
      <p className="mt-0.5 mb-3 text-xs text-muted">{t('creatorPage.settings.linksHint')}</p>
      {fields.length > 0 && (
        <ul className="mb-3 space-y-3">
          {fields.map((field, index) => {
            const error = errors.links?.[index];
            const message = error?.platform
              ? t('creatorPage.settings.linkDuplicate')
              : error?.url
                ? t('creatorPage.settings.linkUrl')
                : undefined;
            return (
              <li key={field.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-bg/40 p-3 sm:flex-row sm:items-start sm:border-0 sm:bg-transparent sm:p-0">
                <Controller
                  control={control}
                  name={`links.${index}.platform`}
                  render={({ field: platformField }) => (
                    <SelectField
                      label={t('creatorPage.settings.platform')}
                      hideLabel
                      className="sm:w-44 sm:shrink-0"
                      data-testid={`link-platform-${index}`}
                      {...platformField}
                    >
                      {SOCIAL_PLATFORMS.map((platform) => (
                        <option key={platform} value={platform}>
                          {t(`creators.platforms.${platform}`)}
                        </option>
                      ))}
                    </SelectField>
                  )}
                />
                <div className="flex min-w-0 flex-1 items-start gap-2">
                  <TextField
                    label={t('creatorPage.settings.url')}
                    className="min-w-0 flex-1 [&>label]:sr-only"
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    dir="ltr"
                    placeholder="https://"
                    data-testid={`link-url-${index}`}
                    error={message}
                    endSlot={
                      current[index] && (
                        <span className="pe-2 text-muted">
                          <PlatformIcon platform={current[index].platform} />
                        </span>
                      )
                    }
                    {...register(`links.${index}.url`)}
                  />
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={t('creatorPage.settings.removeLink')}
                    data-testid={`link-remove-${index}`}
                    className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl text-muted transition-colors hover:bg-red-500/10 hover:text-red-500"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {fields.length < SOCIAL_PLATFORMS.length && (
        <button
          type="button"
          onClick={() => append({ platform: nextPlatform, url: '' })}
          data-testid="link-add"
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-dashed border-line px-3.5 py-2.5 text-sm font-semibold text-accent transition-colors hover:border-accent/60 hover:bg-accent/8"
        >
          {fields.length === 0 ? <Link2 className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
          {t('creatorPage.settings.addLink')}
        </button>
      )}
      {failure && (
        <Notice tone="error" className="mt-4">
          {failure}
        </Notice>
      )}
      <div className="mt-5 flex items-center gap-3">
        <Button htmlType="submit" round loading={isSubmitting} disabled={!isDirty} data-testid="links-save">
          {t('creatorPage.settings.saveLinks')}
        </Button>
        {saved && !isDirty && (
          <span role="status" className="text-sm text-emerald-500" data-testid="links-saved">
            {t('common.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
