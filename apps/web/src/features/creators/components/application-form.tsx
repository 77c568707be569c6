import { useCallback, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATOR_MIN_AGE } from '@fanlane/contracts/creator';
import { DISPLAY_NAME_MAX } from '@fanlane/contracts/profile';
import { ERRORS } from '@fanlane/contracts/errors';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { countryOptions } from '../../../shared/lib/countries';
import { ApiError } from '../../../shared/lib/request';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useSubmitApplication } from '../api/creator-api';
import {
  DOMAIN_TAKEN_MESSAGE,
  ZApplicationDraft,
  ZApplicationSubmit,
  applicationErrorText,
  latestDateOfBirth,
  toSubmitRequest,
} from '../lib/application-form';
import type { TApplicationForm } from '../lib/application-form';
import { CategoryPicker } from './category-picker';
import { DomainField } from './domain-field';
import { SocialLinksField } from './social-links-field';

type Intent = 'draft' | 'submit';

const submitResolver = zodResolver(ZApplicationSubmit, undefined, { raw: true });
const draftResolver = zodResolver(ZApplicationDraft, undefined, { raw: true });

// Paths of the form a 422 from the server can point at; anything else becomes a form-level message.
const FIELD_PATH_RE =
  /^(creatorDomain|displayName|categories|country|dateOfBirth|agreed|socialLinks\.\d+\.(platform|url))$/;

/** The form path an issue belongs to: `categories.1` is the categories field. */
function formPath(field: string): Path<TApplicationForm> | null {
  const normalized = field.startsWith('categories') ? 'categories' : field;
  return FIELD_PATH_RE.test(normalized) ? (normalized as Path<TApplicationForm>) : null;
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

interface ApplicationFormProps {
  initial: TApplicationForm;
  /** Called once the application has been sent for review. */
  onSubmitted: () => void;
}

/** The creator application: save a draft any time, submit once everything is filled in. */
export function ApplicationForm({ initial, onSubmitted }: ApplicationFormProps) {
  const { t, i18n } = useTranslation();
  const submitApplication = useSubmitApplication();
  const intent = useRef<Intent>('submit');
  const [pending, setPending] = useState<Intent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [draftSaved, setDraftSaved] = useState(false);

  // A draft only checks what is filled in; the submission checks everything.
  const resolver = useCallback<Resolver<TApplicationForm>>(
    (values, context, options) =>
      (intent.current === 'submit' ? submitResolver : draftResolver)(values, context, options),
    [],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<TApplicationForm>({ resolver, defaultValues: initial });
  const domain = useWatch({ control, name: 'creatorDomain' });

  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => countryOptions(language), [language]);
  const maxDateOfBirth = useMemo(() => latestDateOfBirth(), []);

  const showServerError = (error: unknown) => {
    if (error instanceof ApiError && error.code === ERRORS.DOMAIN_TAKEN.code) {
      setError('creatorDomain', { type: 'server', message: DOMAIN_TAKEN_MESSAGE }, { shouldFocus: true });
      return;
    }
    const placed = validationIssues(error).flatMap((issue) => {
      const path = formPath(issue.field);
      if (!path) return [];
      setError(path, { type: 'server', message: issue.message });
      return [path];
    });
    if (placed.length > 0) {
      setFailure(t('creators.apply.errors.fixFields'));
      return;
    }
    setFailure(serverErrorMessage(t, error));
  };

  const send = (next: Intent) => {
    intent.current = next;
    setFailure(null);
    setDraftSaved(false);
    const run = handleSubmit(
      async (values) => {
        setPending(next);
        try {
          await submitApplication.mutateAsync(toSubmitRequest(values, next === 'submit'));
          if (next === 'submit') {
            onSubmitted();
            return;
          }
          reset(values);
          setDraftSaved(true);
        } catch (error) {
          showServerError(error);
        } finally {
          setPending(null);
        }
      },
      () => setFailure(t('creators.apply.errors.fixFields')),
    );
    void run();
  };

  const busy = pending !== null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send('submit');
      }}
      className="space-y-4"
      data-testid="apply-form"
    >
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

      <Section
        step={3}
        title={t('creators.apply.sectionPersonal')}
        description={t('creators.apply.sectionPersonalBody')}
      >
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

      <section className="rounded-3xl border border-line bg-surface p-5 md:p-7">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            data-testid="apply-agree"
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? 'apply-agree-message' : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent"
            {...register('agreed')}
          />
          <span className="text-sm leading-relaxed text-fg/90">
            <span className="font-semibold">{t('creators.apply.agreeTitle')}</span>{' '}
            {t('creators.apply.agree', { age: CREATOR_MIN_AGE })}
          </span>
        </label>
        {errors.agreed && (
          <p id="apply-agree-message" role="alert" className="mt-2 ps-8 text-[13px] text-red-500 dark:text-red-400">
            {applicationErrorText(t, 'agreed', errors.agreed)}
          </p>
        )}

        <div className="mt-5 space-y-3">
          {failure && (
            <Notice tone="error" testId="apply-error">
              {failure}
            </Notice>
          )}
          {draftSaved && !isDirty && (
            <Notice tone="success" testId="apply-draft-saved">
              {t('creators.apply.draftSaved')}
            </Notice>
          )}
        </div>

        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            type="cancel"
            round
            loading={pending === 'draft'}
            disabled={busy}
            onClick={() => send('draft')}
            data-testid="apply-save-draft"
          >
            {t('creators.apply.saveDraft')}
          </Button>
          <Button
            htmlType="submit"
            round
            loading={pending === 'submit'}
            disabled={busy}
            className="sm:min-w-48"
            data-testid="apply-submit"
          >
            {t('creators.apply.submit')}
          </Button>
        </div>
      </section>
    </form>
  );
}
