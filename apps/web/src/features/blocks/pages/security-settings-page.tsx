import { ChevronRight, Droplets, Globe, KeyRound, Network } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { BlockedUsers } from '../components/blocked-users';

/** A creator's blocks by place (features/geo-blocks). */
const GEO_LINKS = [
  {
    to: '/settings/security/blockByCountry',
    icon: Globe,
    title: 'routes.settingsBlockByCountry',
    hint: 'blocks.countryHint',
    testId: 'security-block-by-country',
  },
  {
    to: '/settings/security/blockByIP',
    icon: Network,
    title: 'routes.settingsBlockByIp',
    hint: 'blocks.ipHint',
    testId: 'security-block-by-ip',
  },
] as const;

/** /settings/security: who the user has blocked, and the way to the creator's watermark and blocks by place. */
export function SecuritySettingsPage() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  return (
    <section data-testid="settings-security" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsSecurity')}</h1>
      <p className="mt-1.5 text-sm text-muted">{t('blocks.securityDescription')}</p>
      <Link
        to="/settings/security/twoFactor"
        data-testid="security-two-factor"
        className="mt-6 flex items-center gap-3 rounded-3xl border border-line bg-surface p-5 transition-colors hover:border-accent/50 md:p-6"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{t('routes.settingsTwoFactor')}</span>
          <span className="block text-xs text-muted">{t('blocks.twoFactorHint')}</span>
        </span>
        <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
      </Link>
      {isCreator && (
        <Link
          to="/settings/security/watermarks"
          className="mt-3 flex items-center gap-3 rounded-3xl border border-line bg-surface p-5 transition-colors hover:border-accent/50 md:p-6"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <Droplets className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold">{t('routes.settingsWatermarks')}</span>
            <span className="block text-xs text-muted">{t('watermark.description')}</span>
          </span>
          <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
        </Link>
      )}
      {isCreator &&
        GEO_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            data-testid={link.testId}
            className="mt-3 flex items-center gap-3 rounded-3xl border border-line bg-surface p-5 transition-colors hover:border-accent/50 md:p-6"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
              <link.icon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold">{t(link.title)}</span>
              <span className="block text-xs text-muted">{t(link.hint)}</span>
            </span>
            <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
          </Link>
        ))}
      <div className="mt-6 rounded-3xl border border-line bg-surface p-5 md:p-6">
        <BlockedUsers />
      </div>
    </section>
  );
}
