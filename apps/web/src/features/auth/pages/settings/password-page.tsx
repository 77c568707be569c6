import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { ShieldCheck } from 'lucide-react';
import { ERRORS } from '@fanlane/contracts/errors';
import { ZUpdatePasswordRequest } from '@fanlane/contracts/auth';
import { ApiError } from '../../../../shared/lib/request';
import { TextField } from '../../../../shared/ui/text-field';
import { updatePassword } from '../../api/auth-api';
import { CodeAndPasswordStep } from '../../components/code-and-password-step';
import { fieldErrorText } from '../../components/field-errors';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { useAuthSubmit } from '../../components/use-auth-submit';
import { withPasswordConfirm } from '../../lib/password-confirm';
import { settingsStrings } from '../../lib/settings-strings';

const ZPasswordForm = withPasswordConfirm(ZUpdatePasswordRequest);

/** /settings/account/password. Accounts made with e-mailed codes only may leave the current one empty. */
function PasswordSettingsPageView() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { oldPassword: '', password: '', confirm: '' },
  });
  const { register, formState } = form;
  const { onSubmit, failure } = useAuthSubmit(form, {
    submit: async ({ oldPassword, password }) => {
      await updatePassword({ oldPassword: oldPassword || undefined, password }, { silent: true });
      setDone(true);
    },
    fieldOf: (error) => (error instanceof ApiError && error.code === ERRORS.WRONG_PASSWORD.code ? 'oldPassword' : null),
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
            error={fieldErrorText(t, 'password', formState.errors.oldPassword)}
            {...register('oldPassword')}
          />
          <CodeAndPasswordStep
            newPassword={{
              label: t('auth.newPassword'),
              password: register('password'),
              confirm: register('confirm'),
              errors: formState.errors,
              testId: 'password-new',
              confirmTestId: 'password-confirm',
              // The current password shows and hides with the new one.
              shown: { value: show, toggle: () => setShow((v) => !v) },
            }}
            failure={failure}
            submitLabel={t('settings.password.submit')}
            submitting={formState.isSubmitting}
            submitTestId="password-submit"
          />
        </form>
      )}
    </SettingsSection>
  );
}

export const PasswordSettingsPage = settingsStrings.wrap(PasswordSettingsPageView);
