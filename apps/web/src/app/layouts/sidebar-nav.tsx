import { NavLink } from 'react-router';
import { useTranslation } from '#i18n';
import { Sparkles } from 'lucide-react';
import { runtimeConfig } from '../../shared/lib/runtime-config';
import { isStaff } from '@fanlane/contracts/staff';
import { useUserStore } from '../../shared/stores/user-store';
import { CountBadge } from '../../shared/ui/count-badge';
import { Logo } from '../../shared/ui/logo';
import { mainNavItems } from './nav-items';

/** The desktop navigation column. */
export function SidebarNav() {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain);
  // Any staff role has the admin area (it shows each role its own sections).
  const isAdmin = useUserStore((s) => isStaff(s.info?.role));
  const messageCount = useUserStore((s) => s.messageCount);
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e border-line px-4 py-5 md:flex">
      <NavLink to="/home" className="mb-8 px-3" aria-label={runtimeConfig.brandName}>
        <Logo name={runtimeConfig.brandName} />
      </NavLink>
      <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
        {mainNavItems(creatorDomain, isAdmin).map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            data-testid={item.testId}
            className={({ isActive }) =>
              `group flex items-center gap-3.5 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors ${
                isActive ? 'bg-accent/12 text-accent' : 'text-fg/80 hover:bg-fg/6 hover:text-fg'
              }`
            }
          >
            <item.icon className="size-5 shrink-0" aria-hidden />
            <span className="flex-1">{t(item.label)}</span>
            {item.badge && <CountBadge count={messageCount[item.badge]} />}
          </NavLink>
        ))}
      </nav>
      {!creatorDomain && (
        <div className="mt-auto rounded-2xl border border-accent/25 bg-gradient-to-br from-accent/20 via-accent/5 to-transparent p-4">
          <Sparkles className="size-5 text-accent" aria-hidden />
          <p className="mt-2 text-sm font-semibold">{t('sidebar.creatorTitle')}</p>
          <p className="mt-1 text-xs leading-relaxed text-muted">{t('sidebar.creatorBody')}</p>
          <NavLink
            to="/becomeCreatorIntro"
            className="mt-3 inline-block text-xs font-semibold text-accent hover:underline"
          >
            {t('sidebar.creatorAction')}
          </NavLink>
        </div>
      )}
    </aside>
  );
}
