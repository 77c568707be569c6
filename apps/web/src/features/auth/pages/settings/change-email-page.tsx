import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { MailCheck } from 'lucide-react';
import { ERRORS } from '@fanlane/contracts/errors';
import { ZEmailChangeRequest } from '@fanlane/contracts/auth';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { ApiError } from '../../../../shared/lib/request';
import { useUserStore } from '../../../../shared/stores/user-store';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { requestEmailChange } from '../../api/auth-api';
import { SERVER_ERROR, fieldErrorText, serverErrorTarget } from '../../components/field-errors';
import { FormError } from '../../components/form-error';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { isolate } from '../../../../shared/ui/user-text';
import { settingsStrings } from '../../lib/settings-strings';

/** /settings/account/email: a confirmation link goes to the new address; nothing changes until it is opened. */
function ChangeEmailPageView() {
  const { t } = useTranslation();
  const currentEmail = useUserStore((s) => s.info?.email);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZEmailChangeRequest), defaultValues: { newEmail: '', password: '' } });

  const onSubmit = handleSubmit(async ({ newEmail, password }) => {
    setFailure(null);
    try {
      await requestEmailChange({ newEmail, password: password || undefined }, { silent: true });
      setSentTo(newEmail);
    } catch (error) {
      const message = serverErrorMessage(t, error);
      if (error instanceof ApiError && error.code === ERRORS.WRONG_PASSWORD.code) {
        setError('password', { type: SERVER_ERROR, message });
      } else if (serverErrorTarget(error) === 'email') {
        setError('newEmail', { type: SERVER_ERROR, message });
      } else setFailure(message);
    }
  });

  return (
    <SettingsSection
      title={t('routes.settingsEmail')}
      description={
        currentEmail ? t('settings.email.current', { email: isolate(currentEmail) }) : t('settings.email.description')
      }
      testId="settings-email"
    >
      {sentTo ? (
        <SuccessNote
          icon={<MailCheck className="size-7" />}
          title={t('settings.email.checkInbox')}
          body={t('settings.email.checkInboxBody', { email: isolate(sentTo) })}
        />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label={t('settings.email.newEmail')}
            type="email"
            autoComplete="email"
            inputMode="email"
            data-testid="email-change-new"
            error={fieldErrorText(t, 'email', errors.newEmail)}
            {...register('newEmail')}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            hint={t('settings.email.passwordHint')}
            data-testid="email-change-password"
            error={fieldErrorText(t, 'password', errors.password)}
            {...register('password')}
          />
          <FormError message={failure} />
          <Button htmlType="submit" loading={isSubmitting} round data-testid="email-change-submit">
            {t('settings.email.submit')}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}

export const ChangeEmailPage = settingsStrings.wrap(ChangeEmailPageView);
