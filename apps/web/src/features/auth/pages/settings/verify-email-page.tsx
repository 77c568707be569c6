import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#i18n';
import { Link } from 'react-router';
import { MailCheck, MailPlus } from 'lucide-react';
import { ZVerifyEmailRequest } from '@fanlane/contracts/auth';
import { ERRORS } from '@fanlane/contracts/errors';
import { ApiError } from '../../../../shared/lib/request';
import { useUserStore } from '../../../../shared/stores/user-store';
import { Button } from '../../../../shared/ui/button';
import { isolate } from '../../../../shared/ui/user-text';
import { sendEmailVerification, verifyEmail } from '../../api/auth-api';
import { codeOrEmailField } from '../../components/field-errors';
import { FormError } from '../../components/form-error';
import { SendCodeButton } from '../../components/send-code-button';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { useAuthSubmit } from '../../components/use-auth-submit';
import { useCodeSender } from '../../components/use-send-code';
import { CodeSentNote, VerificationCodeField } from '../../components/verification-code-field';
import { settingsStrings } from '../../lib/settings-strings';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';

/** The signed-in user's info with the e-mail now proven, in the store (and so on the account page). */
function markVerified() {
  const store = useUserStore.getState();
  if (store.info) store.setInfo({ ...store.info, emailVerified: true });
}

const alreadyVerified = (error: unknown) =>
  error instanceof ApiError && error.code === ERRORS.EMAIL_ALREADY_VERIFIED.code;

/** The form: a code to the account's own address, then the code back. */
function VerifyForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const sender = useCallback(() => sendEmailVerification({ silent: true }), []);
  const code = useCodeSender(sender, 'email-code');
  const form = useForm({ resolver: zodResolver(ZVerifyEmailRequest), defaultValues: { code: '' } });
  const { register, formState, setError } = form;
  const { onSubmit, failure, clearFailure } = useAuthSubmit(form, {
    submit: async (values) => {
      try {
        await verifyEmail(values, { silent: true });
      } catch (error) {
        // Proven meanwhile (another tab, a sign-in by code): what the user wanted is done.
        if (!alreadyVerified(error)) throw error;
      }
      markVerified();
    },
    fieldOf: (error) => (codeOrEmailField(error) === 'code' ? 'code' : null),
  });

  const send = async () => {
    clearFailure();
    try {
      await code.send(email);
    } catch (error) {
      if (alreadyVerified(error)) markVerified();
      else setError('root', { message: serverErrorMessage(t, error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" data-testid="verify-email-form">
      <p className="text-sm">{t('settings.verifyEmail.intro', { email: isolate(email) })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <SendCodeButton
          onClick={() => void send()}
          sending={code.sending}
          remaining={code.remaining}
          sent={code.sentTo !== null}
          testId="verify-email-send"
        />
        {code.sentTo && <CodeSentNote email={code.sentTo} testId="verify-email-sent" />}
      </div>
      <FormError message={formState.errors.root?.message} testId="verify-email-send-error" />
      {code.sentTo && (
        <>
          <VerificationCodeField
            registration={register('code')}
            error={formState.errors.code}
            testId="verify-email-code"
          />
          <FormError message={failure} testId="verify-email-error" />
          <Button htmlType="submit" round loading={formState.isSubmitting} data-testid="verify-email-submit">
            {t('settings.verifyEmail.submit')}
          </Button>
        </>
      )}
    </form>
  );
}

/** /settings/account/verifyEmail: proves the account's e-mail with a mailed code. */
function VerifyEmailPageView() {
  const { t } = useTranslation();
  const email = useUserStore((s) => s.info?.email ?? null);
  const verified = useUserStore((s) => s.info?.emailVerified ?? false);

  let body;
  if (!email) {
    body = (
      <div className="flex flex-col items-start gap-3" data-testid="verify-email-none">
        <p className="text-sm text-muted">{t('settings.verifyEmail.noEmail')}</p>
        <Link
          to="/settings/account/bindEmail"
          className="inline-flex items-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent/90"
        >
          <MailPlus className="size-4" aria-hidden />
          {t('settings.account.addEmail')}
        </Link>
      </div>
    );
  } else if (verified) {
    body = (
      <SuccessNote
        icon={<MailCheck className="size-7" />}
        title={t('settings.verifyEmail.done')}
        body={t('settings.verifyEmail.doneBody', { email: isolate(email) })}
      >
        <Link to="/settings/account" className="text-sm font-semibold text-accent hover:underline">
          {t('settings.verifyEmail.back')}
        </Link>
      </SuccessNote>
    );
  } else {
    body = <VerifyForm email={email} />;
  }

  return (
    <SettingsSection
      title={t('routes.settingsVerifyEmail')}
      description={t('settings.verifyEmail.description')}
      testId="settings-verify-email"
    >
      <div data-testid={verified ? 'verify-email-done' : undefined}>{body}</div>
    </SettingsSection>
  );
}

export const VerifyEmailPage = settingsStrings.wrap(VerifyEmailPageView);
