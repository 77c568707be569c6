import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { useAccountSettings } from '../api/account-settings-api';
import type { TAccountSettings } from '@fanlane/contracts/account-settings';

interface AccountSectionProps {
  title: string;
  description: ReactNode;
  testId: string;
  /** The page's form, once the settings are in. */
  children: (settings: TAccountSettings) => ReactNode;
}

/** One account settings page: its heading and line, then its card once the settings have loaded. */
export function AccountSection({ title, description, testId, children }: AccountSectionProps) {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  let body;
  if (settings.data) {
    body = <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">{children(settings.data)}</div>;
  } else if (settings.isError) {
    body = (
      <LoadErrorState
        title={t('accountSettings.loadError')}
        retryLabel={t('accountSettings.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    body = <div className="h-48 animate-pulse rounded-3xl bg-fg/6" aria-busy="true" data-testid="account-loading" />;
  }
  return (
    <section data-testid={testId} className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1.5 text-sm text-muted">{description}</p>
      <div className="mt-6">{body}</div>
    </section>
  );
}
