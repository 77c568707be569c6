import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '#i18n';
import { can, isStaff, type TPermission } from '@fanlane/contracts/staff';
import { adminStrings } from '../../features/admin/lib/admin-strings';
import { useOwnTwoFactor } from '../../features/admin/api/admin-staff-api';
import { useUserStore } from '../../shared/stores/user-store';
import { Notice } from '../../shared/ui/notice';
import { Spinner } from '../../shared/ui/spinner';

/** The admin area's sections: [path, label, permission]; a role sees those its permissions name (contracts/staff.ts). */
const SECTIONS = [
  ['/admin/creators', 'admin.nav.creators', 'creators.review'],
  ['/admin/withdrawals', 'admin.nav.withdrawals', 'money.manage'],
  ['/admin/disputes', 'admin.nav.disputes', 'money.manage'],
  ['/admin/support', 'admin.nav.support', 'support.inbox'],
  ['/admin/contact', 'routes.adminContact', 'support.inbox'],
  ['/admin/kyc', 'routes.adminKyc', 'kyc.review'],
  ['/admin/rates', 'routes.adminRates', 'money.manage'],
  ['/admin/audit', 'routes.adminAudit', 'audit.read'],
  ['/admin/users', 'routes.adminUsers', 'users.view'],
  ['/admin/reports', 'routes.adminReports', 'reports.work'],
  ['/admin/appeals', 'routes.adminAppeals', 'appeals.decide'],
] as const satisfies readonly (readonly [path: string, label: string, permission: TPermission])[];

/**
 * /admin: the back-office frame around its pages, for any staff role: the sections the role may
 * use, once its two-factor authentication is on (docs/admin-console.md).
 */
function AdminLayoutView() {
  const { t } = useTranslation();
  const role = useUserStore((s) => s.info?.role);
  const { pathname } = useLocation();
  const staff = isStaff(role);
  const twoFactor = useOwnTwoFactor(staff);
  const sections = SECTIONS.filter(([, , permission]) => can(role, permission));
  const first = sections[0];
  if (!staff || !first)
    return (
      <Notice tone="error" testId="admin-forbidden">
        {t('admin.staffOnly')}
      </Notice>
    );
  // Staff calls need two-factor authentication: show the way there before any of them is made.
  if (!twoFactor.data) return <Spinner className="mx-auto mt-10 size-6" />;
  if (!twoFactor.data.enabled)
    return (
      <div
        data-testid="admin-two-factor-needed"
        className="mx-auto max-w-lg rounded-3xl border border-line bg-surface p-6 text-center"
      >
        <ShieldAlert className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-3 text-xl font-bold">{t('admin.twoFactorNeeded.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('admin.twoFactorNeeded.body')}</p>
        <Link
          to="/settings/security/twoFactor"
          data-testid="admin-two-factor-setup"
          className="mt-5 inline-flex rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-white"
        >
          {t('admin.twoFactorNeeded.action')}
        </Link>
      </div>
    );
  // /admin opens the role's first section; a section the role may not use is not shown.
  const here = SECTIONS.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  if (pathname.replace(/\/$/, '') === '/admin' || (here && !can(role, here[2])))
    return <Navigate to={first[0]} replace />;
  return (
    <div data-testid="admin-area" data-role={role}>
      <p className="mb-2 inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-accent uppercase">
        <ShieldCheck className="size-4" aria-hidden />
        {t('routes.admin')}
      </p>
      <nav
        aria-label={t('routes.admin')}
        className="scrollbar-none mb-6 flex gap-4 overflow-x-auto border-b border-line text-sm font-medium whitespace-nowrap"
      >
        {sections.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            data-testid={`admin-nav-${to.slice('/admin/'.length)}`}
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
