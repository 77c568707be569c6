import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { ZBindEmailRequest } from '@fanlane/contracts/auth';
import { useUserStore } from '../../../../shared/stores/user-store';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { bindEmail } from '../../api/auth-api';
import { SERVER_ERROR, fieldErrorText, serverErrorMessage, serverErrorTarget } from '../../components/field-errors';
import { FormError } from '../../components/form-error';
import { SendCodeButton } from '../../components/send-code-button';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { useSendCode } from '../../components/use-send-code';

/** /settings/account/bindEmail: accounts made without email (Telegram, wallet) add one with a code. */
export function BindEmailPage() {
  const { t } = useTranslation();
  const code = useSendCode('bind-email');
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

  const sendCode = async () => {
    setFailure(null);
    if (!(await trigger('email'))) return;
    try {
      await code.send(getValues('email').trim().toLowerCase());
    } catch (error) {
      setError('email', { type: SERVER_ERROR, message: serverErrorMessage(t, error) });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await bindEmail(values, { silent: true });
      const info = useUserStore.getState().info;
      if (info) useUserStore.getState().setInfo({ ...info, email: values.email });
      setBound(values.email);
    } catch (error) {
      const target = serverErrorTarget(error);
      const message = serverErrorMessage(t, error);
      if (target === 'root') setFailure(message);
      else setError(target, { type: SERVER_ERROR, message });
    }
  });

  return (
    <SettingsSection title={t('routes.settingsBindEmail')} description={t('settings.bindEmail.description')} testId="settings-bind-email">
      {bound ? (
        <SuccessNote
          icon={<MailCheck className="size-7" />}
          title={t('settings.bindEmail.done')}
          body={t('settings.bindEmail.doneBody', { email: bound })}
        />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            data-testid="bind-email"
            error={fieldErrorText(t, 'email', errors.email)}
            endSlot={
              <SendCodeButton
                onClick={() => void sendCode()}
                sending={code.sending}
                remaining={code.remaining}
                sent={code.sentTo !== null}
                testId="bind-send-code"
              />
            }
            {...register('email')}
          />
          <TextField
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            hint={code.sentTo ? t('auth.codeSent', { email: code.sentTo }) : undefined}
            data-testid="bind-code"
            error={fieldErrorText(t, 'code', errors.code)}
            {...register('code')}
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
