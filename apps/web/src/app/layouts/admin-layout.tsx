import { ShieldCheck } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminStrings } from '../../features/admin/lib/admin-strings';

const SECTIONS = [
  ['/admin/creators', 'admin.nav.creators'],
  ['/admin/withdrawals', 'admin.nav.withdrawals'],
  ['/admin/disputes', 'admin.nav.disputes'],
  ['/admin/support', 'admin.nav.support'],
  ['/admin/contact', 'routes.adminContact'],
] as const;

/** /admin: the back-office frame around its pages (creator applications, withdrawals, disputes, the support inbox). */
function AdminLayoutView() {
  const { t } = useTranslation();
  return (
    <div data-testid="admin-area">
      <p className="mb-2 inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-accent uppercase">
        <ShieldCheck className="size-4" aria-hidden />
        {t('routes.admin')}
      </p>
      <nav
        aria-label={t('routes.admin')}
        className="scrollbar-none mb-6 flex gap-4 overflow-x-auto border-b border-line text-sm font-medium whitespace-nowrap"
      >
        {SECTIONS.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              `-mb-px border-b-2 pb-2 ${isActive ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg'}`
            }
          >
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export const AdminLayout = adminStrings.wrap(AdminLayoutView);
