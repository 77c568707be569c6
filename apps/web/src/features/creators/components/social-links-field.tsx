import { Link2, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS } from '@fanlane/contracts/creator';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { applicationErrorText } from '../lib/application-form';
import type { TApplicationForm } from '../lib/application-form';

interface SocialLinksFieldProps {
  control: Control<TApplicationForm>;
  register: UseFormRegister<TApplicationForm>;
  errors: FieldErrors<TApplicationForm>['socialLinks'];
}

/** Rows of platform + link; one row per platform at most. */
export function SocialLinksField({ control, register, errors }: SocialLinksFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  const links = useWatch({ control, name: 'socialLinks' });
  const used = new Set(links.map((link) => link.platform));
  const nextPlatform = SOCIAL_PLATFORMS.find((platform) => !used.has(platform)) ?? SOCIAL_PLATFORMS[0];

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-fg/90">{t('creators.apply.socialLinks')}</p>
      <p className="mb-3 text-[13px] text-muted">{t('creators.apply.socialLinksHint')}</p>
      {fields.length > 0 && (
        <ul className="mb-3 space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-bg/40 p-3 sm:flex-row sm:items-start sm:border-0 sm:bg-transparent sm:p-0">
              <Controller
                control={control}
                name={`socialLinks.${index}.platform`}
                render={({ field: platformField }) => (
                  <SelectField
                    label={t('creators.apply.platform')}
                    hideLabel
                    className="sm:w-44 sm:shrink-0"
                    data-testid={`apply-link-platform-${index}`}
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
                  label={t('creators.apply.url')}
                  className="min-w-0 flex-1 [&>label]:sr-only"
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  dir="ltr"
                  placeholder="https://"
                  data-testid={`apply-link-url-${index}`}
                  error={applicationErrorText(t, 'url', errors?.[index]?.url ?? errors?.[index]?.platform)}
                  {...register(`socialLinks.${index}.url`)}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('creators.apply.removeLink')}
                  data-testid={`apply-link-remove-${index}`}
                  className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl text-muted transition-colors hover:bg-red-500/10 hover:text-red-500"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {fields.length < SOCIAL_PLATFORMS.length && (
        <button
          type="button"
          onClick={() => append({ platform: nextPlatform, url: '' })}
          data-testid="apply-add-link"
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-dashed border-line px-3.5 py-2.5 text-sm font-semibold text-accent transition-colors hover:border-accent/60 hover:bg-accent/8"
        >
          {fields.length === 0 ? <Link2 className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
          {t('creators.apply.addLink')}
        </button>
      )}
    </div>
  );
}
