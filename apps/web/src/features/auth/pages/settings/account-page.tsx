import {
  BadgeCheck,
  ChevronRight,
  CircleAlert,
  KeyRound,
  Mail,
  MailPlus,
  Trash2,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { useUserStore } from '../../../../shared/stores/user-store';
import { SettingsSection } from '../../components/settings-section';
import { PhoneSection } from '../../components/phone-section';
import { settingsStrings } from '../../lib/settings-strings';

interface AccountLink {
  to: string;
  icon: LucideIcon;
  label: string;
  value?: string | null;
  testId: string;
}

/** /settings/account: what identifies the account, and where to change each part. */
function AccountSettingsPageView() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  const address = useUserStore((s) => s.address);
  const email = info?.email ?? null;
  const emailVerified = info?.emailVerified ?? false;

  const links: AccountLink[] = [
    email
      ? {
          to: '/settings/account/email',
          icon: Mail,
          label: t('settings.account.changeEmail'),
          value: email,
          testId: 'account-change-email',
        }
      : {
          to: '/settings/account/bindEmail',
          icon: MailPlus,
          label: t('settings.account.addEmail'),
          value: null,
          testId: 'account-bind-email',
        },
    {
      to: '/settings/account/password',
      icon: KeyRound,
      label: t('routes.settingsPassword'),
      testId: 'account-password',
    },
    {
      to: '/settings/account/fullName',
      icon: UserRound,
      label: t('routes.settingsFullName'),
      testId: 'account-full-name',
    },
    { to: '/settings/account/address', icon: Wallet, label: t('routes.settingsAddress'), testId: 'account-address' },
    {
      to: '/settings/account/deleteAccount',
      icon: Trash2,
      label: t('routes.settingsDeleteAccount'),
      testId: 'account-delete',
    },
  ];

  return (
    <SettingsSection
      title={t('routes.settingsAccount')}
      description={t('settings.account.description')}
      testId="settings-account"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t('auth.email')}</dt>
          <dd className="mt-1 truncate text-[15px] font-medium" data-testid="account-email">
            {email ?? t('settings.account.noEmail')}
          </dd>
          {email && <EmailState verified={emailVerified} />}
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t('settings.account.address')}</dt>
          <dd className="mt-1 truncate font-mono text-sm" title={address ?? undefined}>
            {address}
          </dd>
        </div>
      </dl>
      <PhoneSection />
      <ul className="-mx-2 mt-6 border-t border-line pt-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              data-testid={link.testId}
              className="flex items-center gap-3 rounded-xl px-2 py-3 transition-colors hover:bg-fg/6"
            >
              <span className="flex size-9 items-center justify-center rounded-xl bg-fg/6 text-muted">
                <link.icon className="size-4.5" aria-hidden />
              </span>
              <span className="flex-1 text-sm font-medium">{link.label}</span>
              {link.value && <span className="hidden truncate text-sm text-muted sm:inline">{link.value}</span>}
              <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

/** Whether the e-mail is proven; unproven, the way to prove it. */
function EmailState({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  if (verified) {
    return (
      <dd
        className="mt-1.5 inline-flex items-center gap-1 text-xs font-semibold text-emerald-600 dark:text-emerald-400"
        data-testid="account-email-verified"
      >
        <BadgeCheck className="size-3.5" aria-hidden />
        {t('settings.account.emailVerified')}
      </dd>
    );
  }
  return (
    <dd className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className="inline-flex items-center gap-1 font-semibold text-amber-600 dark:text-amber-400">
        <CircleAlert className="size-3.5" aria-hidden />
        {t('settings.account.emailUnverified')}
      </span>
      <Link
        to="/settings/account/verifyEmail"
        className="font-semibold text-accent hover:underline"
        data-testid="account-verify-email"
      >
        {t('settings.account.verifyEmail')}
      </Link>
    </dd>
  );
}

export const AccountSettingsPage = settingsStrings.wrap(AccountSettingsPageView);
