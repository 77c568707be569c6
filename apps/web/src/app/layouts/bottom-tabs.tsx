import { NavLink } from 'react-router';
import { useTranslation } from '#i18n';
import { useUserStore } from '../../shared/stores/user-store';
import { CountBadge } from '../../shared/ui/count-badge';
import { mobileTabItems } from './nav-items';

/** The mobile tab bar, above the home indicator. */
export function BottomTabs() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain);
  const messageCount = useUserStore((s) => s.messageCount);
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-bg/95 pb-(--fl-safe-bottom) md:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch justify-around">
        {mobileTabItems(creatorDomain).map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              data-testid={`tab-${item.testId}`}
              className={({ isActive }) =>
                `relative flex flex-col items-center gap-1 py-2.5 text-[11px] font-medium transition-colors ${
                  isActive ? 'text-accent' : 'text-muted hover:text-fg'
                }`
              }
            >
              <span className="relative">
                <item.icon className="size-6" aria-hidden />
                {item.badge && (
                  <CountBadge count={messageCount[item.badge]} className="absolute -end-3 -top-1.5 ring-2 ring-bg" />
                )}
              </span>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
