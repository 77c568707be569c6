import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { MailCheck, MailX } from 'lucide-react';
import { serverErrorMessage } from '../../../../shared/lib/api-errors';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { Spinner } from '../../../../shared/ui/spinner';
import { useEmailChangeConfirm } from '../../api/use-email-change-confirm';
import { isolate } from '../../../../shared/ui/user-text';
import { settingsStrings } from '../../lib/settings-strings';

/** /settings/emailChange?token=…: the link from the confirmation mail (public: any browser may open it). */
function EmailChangeConfirmPageView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useEmailChangeConfirm(token);

  const action = (to: string, label: string) => (
    <Link
      to={to}
      className="inline-flex rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-strong"
    >
      {label}
    </Link>
  );

  if (token && confirm.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted">
        <Spinner className="size-6" />
        {t('settings.emailChange.confirming')}
      </div>
    );
  }
  if (confirm.data) {
    return (
      <div data-testid="email-change-success">
        <EmptyState
          icon={<MailCheck className="size-8" />}
          title={t('settings.emailChange.success')}
          description={t('settings.emailChange.successBody', { email: isolate(confirm.data.email) })}
          action={action('/settings/account', t('settings.emailChange.toAccount'))}
        />
      </div>
    );
  }
  return (
    <div data-testid="email-change-failure">
      <EmptyState
        icon={<MailX className="size-8" />}
        title={t('settings.emailChange.failure')}
        description={token ? serverErrorMessage(t, confirm.error) : t('settings.linkMissing')}
        action={action('/settings/account/email', t('settings.emailChange.tryAgain'))}
      />
    </div>
  );
}

export const EmailChangeConfirmPage = settingsStrings.wrap(EmailChangeConfirmPageView);
