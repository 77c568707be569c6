import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldError, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from '#i18n';
import { useTranslation } from '#i18n';
import { FULL_NAME_PART_MAX, ZFullNameRequest } from '@fanlane/contracts/account-settings';
import type { TAccountSettings, TFullNameRequest } from '@fanlane/contracts/account-settings';
import { serverErrorMessage, validationIssues } from '../../../shared/lib/api-errors';
import { Notice } from '../../../shared/ui/notice';
import { SaveRow } from '../../../shared/ui/save-row';
import { TextField } from '../../../shared/ui/text-field';
import { updateFullName, useSaveAccountSettings } from '../api/account-settings-api';
import { AccountSection } from '../components/account-section';
import { accountStrings } from '../lib/account-strings';

type Form = { firstName: string; lastName: string };
const FIELDS = ['firstName', 'lastName'] as const;
// Raw: the form keeps what was typed; the server answers the name as it keeps it.
const resolver = zodResolver(ZFullNameRequest, undefined, { raw: true }) as Resolver<Form>;

/** The sentence for a refused name part, from the contract's (or the server's) reason. */
function nameError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  switch (error.message) {
    case 'required':
      return t('accountSettings.fullName.errors.required');
    case 'too_long':
      return t('accountSettings.fullName.errors.tooLong', { max: FULL_NAME_PART_MAX });
    default:
      return t('accountSettings.fullName.errors.letters');
  }
}

function FullNameForm({ settings }: { settings: TAccountSettings }) {
  const { t } = useTranslation();
  const initial = { firstName: settings.firstName ?? '', lastName: settings.lastName ?? '' };
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAccountSettings((body: TFullNameRequest) => updateFullName(body, { silent: true }));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<Form>({ resolver, defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await save.mutateAsync(values);
      reset({ firstName: next.firstName ?? '', lastName: next.lastName ?? '' });
      setSaved(true);
    } catch (error) {
      const issues = validationIssues(error).filter((i) => FIELDS.some((f) => f === i.field));
      for (const issue of issues) setError(issue.field as keyof Form, { type: 'server', message: issue.message });
      if (issues.length === 0) setFailure(serverErrorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" data-testid="full-name-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('accountSettings.fullName.firstName')}
          autoComplete="given-name"
          maxLength={FULL_NAME_PART_MAX * 2}
          error={nameError(t, errors.firstName)}
          data-testid="full-name-first"
          {...register('firstName')}
        />
        <TextField
          label={t('accountSettings.fullName.lastName')}
          autoComplete="family-name"
          maxLength={FULL_NAME_PART_MAX * 2}
          error={nameError(t, errors.lastName)}
          data-testid="full-name-last"
          {...register('lastName')}
        />
      </div>
      <Notice>{t('accountSettings.fullName.privacy')}</Notice>
      {failure && (
        <Notice tone="error" testId="full-name-error">
          {failure}
        </Notice>
      )}
      <SaveRow
        label={t('common.save')}
        saving={save.isPending}
        dirty={isDirty}
        saved={saved}
        testId="full-name-save"
        savedTestId="full-name-saved"
      />
    </form>
  );
}

/** /settings/account/fullName: the legal name, for identity checks and payouts; never shown to anyone. */
function FullNamePageView() {
  const { t } = useTranslation();
  return (
    <AccountSection
      title={t('routes.settingsFullName')}
      description={t('accountSettings.fullName.description')}
      testId="settings-full-name"
    >
      {(settings) => <FullNameForm settings={settings} />}
    </AccountSection>
  );
}

export const FullNamePage = accountStrings.wrap(FullNamePageView);
