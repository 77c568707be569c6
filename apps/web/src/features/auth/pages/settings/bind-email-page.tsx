import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { ZBindEmailRequest } from '@fanlane/contracts/auth';
import { useUserStore } from '../../../../shared/stores/user-store';
import { Button } from '../../../../shared/ui/button';
import { bindEmail } from '../../api/auth-api';
import { EmailWithCodeField } from '../../components/email-with-code-field';
import { showServerError } from '../../components/field-errors';
import { FormError } from '../../components/form-error';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { useEmailCode } from '../../components/use-send-code';
import { VerificationCodeField } from '../../components/verification-code-field';

/** /settings/account/bindEmail: accounts made without email (Telegram, wallet) add one with a code. */
export function BindEmailPage() {
  const { t } = useTranslation();
  const [bound, setBound] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZBindEmailRequest), defaultValues: { email: '', code: '' } });
  const code = useEmailCode('bind-email', { trigger, getValues, setError }, () => setFailure(null));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await bindEmail(values, { silent: true });
      const info = useUserStore.getState().info;
      if (info) useUserStore.getState().setInfo({ ...info, email: values.email });
      setBound(values.email);
    } catch (error) {
      showServerError(t, error, setError, setFailure);
    }
  });

  return (
    <SettingsSection
      title={t('routes.settingsBindEmail')}
      description={t('settings.bindEmail.description')}
      testId="settings-bind-email"
    >
      {bound ? (
        <SuccessNote
          icon={<MailCheck className="size-7" />}
          title={t('settings.bindEmail.done')}
          body={t('settings.bindEmail.doneBody', { email: bound })}
        />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <EmailWithCodeField
            code={code}
            registration={register('email')}
            error={errors.email}
            testId="bind-email"
            sendTestId="bind-send-code"
          />
          <VerificationCodeField
            registration={register('code')}
            error={errors.code}
            hint={code.sentTo ? t('auth.codeSent', { email: code.sentTo }) : undefined}
            testId="bind-code"
          />
          <FormError message={failure} />
          <Button htmlType="submit" loading={isSubmitting} round data-testid="bind-submit">
            {t('settings.bindEmail.submit')}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
