import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, NavLink, Outlet, useMatch } from 'react-router';
import { useTranslation } from '#i18n';
import { SETTINGS_CHILDREN } from '../routes';
import type { AppRoute } from '../routes';
import { useUserStore } from '../../shared/stores/user-store';
import { settingsStrings } from '../../features/auth/lib/settings-strings';

interface SettingsGroup {
  title: string;
  paths: string[];
  /** Shown to creators only. */
  creatorsOnly?: boolean;
}

/**
 * How the side list groups the settings pages. The tier and collection editors are left out: they
 * edit the one chosen in their list (`?id=`), and opened from here they would be blank forms.
 */
const GROUPS: SettingsGroup[] = [
  {
    title: 'settings.groups.account',
    paths: [
      'profile',
      'account',
      'account/email',
      'account/verifyEmail',
      'account/bindEmail',
      'account/password',
      'account/fullName',
      'account/address',
      'account/deleteAccount',
    ],
  },
  {
    title: 'settings.groups.security',
    paths: [
      'security',
      'security/twoFactor',
      'security/filter',
      'security/download',
      'security/watermarks',
      'security/blockByCountry',
      'security/blockByIP',
    ],
  },
  {
    title: 'settings.groups.creator',
    paths: ['subscription', 'collection', 'tracking', 'paymentGatewayManagement'],
    creatorsOnly: true,
  },
  {
    title: 'settings.groups.notifications',
    paths: ['settingChats', 'notifications', 'pushNotifications', 'emailNotifications', 'telegramBot'],
  },
];

function childByPath(path: string): AppRoute | undefined {
  return SETTINGS_CHILDREN.find((child) => child.path === path);
}

/** The groups a user sees: fans have no creator tools. */
export function settingsGroups(isCreator: boolean): SettingsGroup[] {
  return GROUPS.filter((group) => isCreator || !group.creatorsOnly);
}

function SettingsList({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const isCreator = useUserStore((s) => Boolean(s.info?.creatorDomain));
  return (
    <nav aria-label={t('routes.settings')} className={className} data-testid="settings-list">
      {settingsGroups(isCreator).map((group) => (
        <section key={group.title} className="mb-5" data-testid={`settings-group-${group.title.split('.').pop()}`}>
          <h2 className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-muted uppercase">{t(group.title)}</h2>
          <ul className="overflow-hidden rounded-2xl border border-line bg-surface md:border-0 md:bg-transparent">
            {group.paths.map((path) => {
              const child = childByPath(path);
              if (!child?.title) return null;
              const nested = path.includes('/');
              return (
                <li key={path} className="border-b border-line last:border-b-0 md:border-0">
                  <NavLink
                    to={`/settings/${path}`}
                    end
                    className={({ isActive }) =>
                      `flex items-center justify-between gap-2 px-3 py-3 text-sm transition-colors md:rounded-xl md:py-2 ${
                        nested ? 'ps-7 text-fg/75' : 'font-medium'
                      } ${isActive ? 'text-accent md:bg-accent/12' : 'hover:bg-fg/6'}`
                    }
                  >
                    {t(child.title)}
                    <ChevronRight className="size-4 text-muted rtl:rotate-180 md:hidden" aria-hidden />
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** /settings: the list beside the page on desktop; on phones the list is its own page. */
function SettingsLayoutView() {
  const { t } = useTranslation();
  const atIndex = useMatch('/settings') !== null;
  return (
    <div className="flex gap-8">
      {/* The list takes its full height and scrolls with the page: a box scrolling inside itself hid its lower entries. */}
      <SettingsList className="hidden w-60 shrink-0 pe-2 md:block" />
      <div className="min-w-0 flex-1">
        {!atIndex && (
          <Link
            to="/settings"
            className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-fg md:hidden"
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t('routes.settings')}
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  );
}

/** The index of /settings: the list on phones, a pointer to it on desktop. */
function SettingsIndexPageView() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold tracking-tight md:hidden">{t('routes.settings')}</h1>
      <SettingsList className="md:hidden" />
      <div className="hidden rounded-3xl border border-line bg-surface p-8 md:block">
        <h1 className="text-2xl font-bold tracking-tight">{t('routes.settings')}</h1>
        <p className="mt-2 text-sm text-muted">{t('settings.indexHint')}</p>
      </div>
    </>
  );
}

export const SettingsLayout = settingsStrings.wrap(SettingsLayoutView);

export const SettingsIndexPage = settingsStrings.wrap(SettingsIndexPageView);
