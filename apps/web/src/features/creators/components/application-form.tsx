import { useTranslation } from '#i18n';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { CREATOR_MIN_AGE } from '@fanlane/contracts/creator';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { applicationErrorText } from '../lib/application-form';
import type { TApplicationForm } from '../lib/application-form';
import { ContentSection, PageSection, PersonalSection } from './application-sections';
import { useApplicationForm } from './use-application-form';
import type { Intent } from './use-application-form';

interface ApplicationFormProps {
  initial: TApplicationForm;
  /** Called once the application has been sent for review. */
  onSubmitted: () => void;
}

/** The creator application: save a draft any time, submit once everything is filled in. */
export function ApplicationForm({ initial, onSubmitted }: ApplicationFormProps) {
  const { form, domain, send, pending, failure, draftSaved } = useApplicationForm(initial, onSubmitted);
  const {
    control,
    register,
    formState: { errors, isDirty },
  } = form;

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
      <PageSection register={register} errors={errors} domain={domain} />
      <ContentSection control={control} register={register} errors={errors} />
      <PersonalSection control={control} register={register} errors={errors} />
      <section className="rounded-3xl border border-line bg-surface p-5 md:p-7">
        <Agreement register={register} error={errors.agreed} />
        <div className="mt-5 space-y-3">
          {failure && (
            <Notice tone="error" testId="apply-error">
              {failure}
            </Notice>
          )}
          {draftSaved && !isDirty && <DraftSaved />}
        </div>
        <SendButtons pending={pending} onDraft={() => send('draft')} />
      </section>
    </form>
  );
}

/** The agreement the submission needs ticked, with its error under it. */
function Agreement({
  register,
  error,
}: {
  register: UseFormRegister<TApplicationForm>;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          data-testid="apply-agree"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'apply-agree-message' : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent"
          {...register('agreed')}
        />
        <span className="text-sm leading-relaxed text-fg/90">
          <span className="font-semibold">{t('creators.apply.agreeTitle')}</span>{' '}
          {t('creators.apply.agree', { age: CREATOR_MIN_AGE })}
        </span>
      </label>
      {error && (
        <p id="apply-agree-message" role="alert" className="mt-2 ps-8 text-[13px] text-red-500 dark:text-red-400">
          {applicationErrorText(t, 'agreed', error)}
        </p>
      )}
    </>
  );
}

function DraftSaved() {
  const { t } = useTranslation();
  return (
    <Notice tone="success" testId="apply-draft-saved">
      {t('creators.apply.draftSaved')}
    </Notice>
  );
}

/** Save draft, and Submit (the form's own submit); both wait while either is on its way. */
function SendButtons({ pending, onDraft }: { pending: Intent | null; onDraft: () => void }) {
  const { t } = useTranslation();
  const busy = pending !== null;
  return (
    <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button
        type="cancel"
        round
        loading={pending === 'draft'}
        disabled={busy}
        onClick={onDraft}
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
  );
}
