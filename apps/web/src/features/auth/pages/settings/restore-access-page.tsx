import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { z } from 'zod';
import { LinkIcon, ShieldCheck } from 'lucide-react';
import { ZPassword } from '@fanlane/contracts/auth';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { restoreAccess } from '../../api/auth-api';
import { CodeAndPasswordStep } from '../../components/code-and-password-step';
import { SettingsSection, SuccessNote } from '../../components/settings-section';
import { useAuthSubmit } from '../../components/use-auth-submit';
import { withPasswordConfirm } from '../../lib/password-confirm';
import { isolate } from '../../../../shared/ui/user-text';
import { settingsStrings } from '../../lib/settings-strings';

const ZRestoreForm = withPasswordConfirm(z.object({ password: ZPassword }));

const signInLink =
  'inline-flex rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-strong';

/**
 * /settings/restoreAccess?token=…: the link sent to the old address after an email change lets its
 * owner take the account back with a new password.
 */
function RestoreAccessPageView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [restoredEmail, setRestoredEmail] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZRestoreForm), defaultValues: { password: '', confirm: '' } });
  const { register, formState } = form;
  const { onSubmit, failure } = useAuthSubmit(form, {
    submit: async ({ password }) => {
      const result = await restoreAccess({ token, password }, { silent: true });
      setRestoredEmail(result.email);
    },
  });

  if (!token) {
    return (
      <EmptyState
        icon={<LinkIcon className="size-8" />}
        title={t('settings.restore.invalid')}
        description={t('settings.linkMissing')}
        action={
          <Link to="/signin" className={signInLink}>
            {t('common.signIn')}
          </Link>
        }
      />
    );
  }

  return (
    <SettingsSection
      title={t('routes.restoreAccess')}
      description={t('settings.restore.description')}
      testId="restore-access"
    >
      {restoredEmail ? (
        <SuccessNote
          icon={<ShieldCheck className="size-7" />}
          title={t('settings.restore.done')}
          body={t('settings.restore.doneBody', { email: isolate(restoredEmail) })}
        >
          <Link to="/signin" className={signInLink} data-testid="restore-sign-in">
            {t('common.signIn')}
          </Link>
        </SuccessNote>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <CodeAndPasswordStep
            newPassword={{
              label: t('auth.newPassword'),
              password: register('password'),
              confirm: register('confirm'),
              errors: formState.errors,
              testId: 'restore-password',
              confirmTestId: 'restore-password-confirm',
            }}
            failure={failure}
            submitLabel={t('settings.restore.submit')}
            submitting={formState.isSubmitting}
            submitTestId="restore-submit"
          />
        </form>
      )}
    </SettingsSection>
  );
}

export const RestoreAccessPage = settingsStrings.wrap(RestoreAccessPageView);
