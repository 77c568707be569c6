import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { ERRORS } from '@fanlane/contracts/errors';
import { ZUpdatePasswordRequest } from '@fanlane/contracts/auth';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { ApiError } from '../../../../shared/lib/request';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { updatePassword } from '../../api/auth-api';
import { SERVER_ERROR, fieldErrorText } from '../../components/field-errors';
import { FormError } from '../../components/form-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { withPasswordConfirm } from '../../lib/password-confirm';

const ZPasswordForm = withPasswordConfirm(ZUpdatePasswordRequest);

/** /settings/account/password. Accounts made with e-mailed codes only may leave the current one empty. */
export function PasswordSettingsPage() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZPasswordForm), defaultValues: { oldPassword: '', password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ confirm: _confirm, oldPassword, password }) => {
    setFailure(null);
    try {
      await updatePassword({ oldPassword: oldPassword || undefined, password }, { silent: true });
      setDone(true);
    } catch (error) {
      const message = serverErrorMessage(t, error);
      if (error instanceof ApiError && error.code === ERRORS.WRONG_PASSWORD.code) {
        setError('oldPassword', { type: SERVER_ERROR, message });
      } else setFailure(message);
    }
  });

  return (
    <SettingsSection
      title={t('routes.settingsPassword')}
      description={t('settings.password.description')}
      testId="settings-password"
    >
      {done ? (
        <SuccessNote
          icon={<ShieldCheck className="size-7" />}
          title={t('settings.password.done')}
          body={t('settings.password.doneBody')}
        />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label={t('settings.password.current')}
            type={show ? 'text' : 'password'}
            autoComplete="current-password"
            hint={t('settings.password.currentHint')}
            data-testid="password-current"
            error={fieldErrorText(t, 'password', errors.oldPassword)}
            {...register('oldPassword')}
          />
          <NewPasswordFields
            label={t('auth.newPassword')}
            password={register('password')}
            confirm={register('confirm')}
            errors={errors}
            shown={show}
            onToggleShown={() => setShow((v) => !v)}
            testId="password-new"
            confirmTestId="password-confirm"
          />
          <FormError message={failure} />
          <Button htmlType="submit" loading={isSubmitting} round data-testid="password-submit">
            {t('settings.password.submit')}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
