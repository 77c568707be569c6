/** The parts of the creator application form, each one step of it (application-form.tsx puts them together). */
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { CREATOR_MIN_AGE } from '@fanlane/contracts/creator';
import { DISPLAY_NAME_MAX } from '@fanlane/contracts/profile';
import { countryOptions } from '../../../shared/lib/countries';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { applicationErrorText, latestDateOfBirth } from '../lib/application-form';
import type { TApplicationForm } from '../lib/application-form';
import { CategoryPicker } from './category-picker';
import { DomainField } from './domain-field';
import { SocialLinksField } from './social-links-field';

export interface SectionFormProps {
  control: Control<TApplicationForm>;
  register: UseFormRegister<TApplicationForm>;
  errors: FieldErrors<TApplicationForm>;
}

function Section({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl border border-line bg-surface p-5 md:p-7">
      <header className="mb-5 flex items-start gap-3">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent tabular-nums">
          {step}
        </span>
        <div className="min-w-0">
          <h2 className="text-[17px] font-semibold tracking-tight">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
      </header>
      <div className="space-y-5">{children}</div>
    </section>
  );
}

/** Step 1: the page's address (checked as it is typed) and the name shown on it. */
export function PageSection({ register, errors, domain }: Omit<SectionFormProps, 'control'> & { domain: string }) {
  const { t } = useTranslation();
  return (
    <Section step={1} title={t('creators.apply.sectionPage')} description={t('creators.apply.sectionPageBody')}>
      <DomainField
        value={domain}
        error={applicationErrorText(t, 'creatorDomain', errors.creatorDomain)}
        {...register('creatorDomain')}
      />
      <TextField
        label={t('creators.apply.displayName')}
        placeholder={t('creators.apply.displayNamePlaceholder')}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="nickname"
        data-testid="apply-display-name"
        error={applicationErrorText(t, 'displayName', errors.displayName)}
        {...register('displayName')}
      />
    </Section>
  );
}

/** Step 2: what the creator makes, and where else they publish. */
export function ContentSection({ control, register, errors }: SectionFormProps) {
  const { t } = useTranslation();
  return (
    <Section step={2} title={t('creators.apply.sectionContent')} description={t('creators.apply.sectionContentBody')}>
      <Controller
        control={control}
        name="categories"
        render={({ field, fieldState }) => (
          <CategoryPicker
            value={field.value}
            onChange={field.onChange}
            error={applicationErrorText(t, 'categories', fieldState.error)}
          />
        )}
      />
      <SocialLinksField control={control} register={register} errors={errors.socialLinks} />
    </Section>
  );
}

/** Step 3: the country and the date of birth (old enough to apply). */
export function PersonalSection({ control, register, errors }: SectionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => countryOptions(language), [language]);
  const maxDateOfBirth = useMemo(() => latestDateOfBirth(), []);
  return (
    <Section step={3} title={t('creators.apply.sectionPersonal')} description={t('creators.apply.sectionPersonalBody')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('creators.apply.country')}
              autoComplete="country"
              data-testid="apply-country"
              error={applicationErrorText(t, 'country', fieldState.error)}
              {...field}
            >
              <option value="">{t('creators.apply.countryPlaceholder')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField
          label={t('creators.apply.dateOfBirth')}
          type="date"
          min="1900-01-01"
          max={maxDateOfBirth}
          autoComplete="bday"
          data-testid="apply-dob"
          hint={t('creators.apply.dateOfBirthHint', { age: CREATOR_MIN_AGE })}
          error={applicationErrorText(t, 'dateOfBirth', errors.dateOfBirth)}
          {...register('dateOfBirth')}
        />
      </div>
    </Section>
  );
}
