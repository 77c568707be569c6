import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { MailCheck } from 'lucide-react';
import { ZBindEmailRequest } from '@fanlane/contracts/auth';
import { useUserStore } from '../../../../shared/stores/user-store';
import { bindEmail } from '../../api/auth-api';
import { EmailWithCodeField } from '../../components/email-with-code-field';
import { CodeAndPasswordStep } from '../../components/code-and-password-step';
import { codeOrEmailField } from '../../components/field-errors';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { useAuthSubmit } from '../../components/use-auth-submit';
import { useEmailCode } from '../../components/use-send-code';
import { isolate } from '../../../../shared/ui/user-text';
import { settingsStrings } from '../../lib/settings-strings';

/** /settings/account/bindEmail: accounts made without email (Telegram, wallet) add one with a code. */
function BindEmailPageView() {
  const { t } = useTranslation();
  const [bound, setBound] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZBindEmailRequest), defaultValues: { email: '', code: '' } });
  const { register, formState } = form;
  const { onSubmit, failure, clearFailure } = useAuthSubmit(form, {
    submit: async (values) => {
      await bindEmail(values, { silent: true });
      const info = useUserStore.getState().info;
      if (info) useUserStore.getState().setInfo({ ...info, email: values.email, emailVerified: true });
      setBound(values.email);
    },
    fieldOf: codeOrEmailField,
  });
  const code = useEmailCode('bind-email', form, clearFailure);

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
          body={t('settings.bindEmail.doneBody', { email: isolate(bound) })}
        />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <EmailWithCodeField
            code={code}
            registration={register('email')}
            error={formState.errors.email}
            testId="bind-email"
            sendTestId="bind-send-code"
          />
          <CodeAndPasswordStep
            code={{ state: code, registration: register('code'), error: formState.errors.code, testId: 'bind-code' }}
            failure={failure}
            submitLabel={t('settings.bindEmail.submit')}
            submitting={formState.isSubmitting}
            submitTestId="bind-submit"
          />
        </form>
      )}
    </SettingsSection>
  );
}

export const BindEmailPage = settingsStrings.wrap(BindEmailPageView);
