import { Link2, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { ArrayPath, Control, FieldArray, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { SOCIAL_PLATFORMS } from '@fanlane/contracts/creator';
import type { TSocialLink } from '@fanlane/contracts/creator';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type TSocialPlatform = TSocialLink['platform'];

interface SocialLinksEditorProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  /** The form's list of `{ platform, url }` links. */
  name: ArrayPath<T>;
  labels: { platform: string; url: string; remove: string; add: string };
  /** The message under row `index`, if it has one. */
  errorAt: (index: number) => string | undefined;
  /** Row `index` is `${testId}-platform-${index}`, `${testId}-url-${index}` and `${testId}-remove-${index}`. */
  testId: string;
  addTestId: string;
  /** Shown at the end of a row's address, such as the platform's icon. */
  urlEnd?: (platform: TSocialPlatform) => ReactNode;
}

/** Rows of platform and address, one row per platform at most, inside a react-hook-form form. */
export function SocialLinksEditor<T extends FieldValues>({
  control,
  register,
  name,
  labels,
  errorAt,
  testId,
  addTestId,
  urlEnd,
}: SocialLinksEditorProps<T>) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  // react-hook-form cannot follow a generic form's paths; `name` holds TSocialLink rows.
  const path = (suffix: string) => `${name}.${suffix}` as Path<T>;
  const links = useWatch({ control, name: name as Path<T> }) as TSocialLink[];
  const used = new Set(links.map((link) => link.platform));
  const nextPlatform = SOCIAL_PLATFORMS.find((platform) => !used.has(platform)) ?? SOCIAL_PLATFORMS[0];

  return (
    <>
      {fields.length > 0 && (
        <ul className="mb-3 space-y-3">
          {fields.map((field, index) => (
            <li
              key={field.id}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-bg/40 p-3 sm:flex-row sm:items-start sm:border-0 sm:bg-transparent sm:p-0"
            >
              <Controller
                control={control}
                name={path(`${index}.platform`)}
                render={({ field: platformField }) => (
                  <SelectField
                    label={labels.platform}
                    hideLabel
                    className="sm:w-44 sm:shrink-0"
                    data-testid={`${testId}-platform-${index}`}
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
                  label={labels.url}
                  className="min-w-0 flex-1 [&>label]:sr-only"
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  dir="ltr"
                  placeholder="https://"
                  data-testid={`${testId}-url-${index}`}
                  error={errorAt(index)}
                  endSlot={urlEnd && links[index] ? urlEnd(links[index].platform) : undefined}
                  {...register(path(`${index}.url`))}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={labels.remove}
                  data-testid={`${testId}-remove-${index}`}
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
          onClick={() => append({ platform: nextPlatform, url: '' } as FieldArray<T, ArrayPath<T>>)}
          data-testid={addTestId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-dashed border-line px-3.5 py-2.5 text-sm font-semibold text-accent transition-colors hover:border-accent/60 hover:bg-accent/8"
        >
          {fields.length === 0 ? <Link2 className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
          {labels.add}
        </button>
      )}
    </>
  );
}
