import { ShieldCheck } from 'lucide-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

/** /admin: the back-office frame around its pages (creator applications for now). */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div data-testid="admin-area">
      <p className="mb-2 inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-accent uppercase">
        <ShieldCheck className="size-4" aria-hidden />
        {t('routes.admin')}
      </p>
      <Outlet />
    </div>
  );
}
