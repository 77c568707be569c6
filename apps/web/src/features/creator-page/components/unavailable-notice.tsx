import { ShieldOff } from 'lucide-react';
import { useTranslation } from '#i18n';

/** Shown in place of the tabs when the page's creator has blocked the viewer. */
export function UnavailableNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="creator-unavailable"
      className="mt-8 flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-12 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-fg/8 text-muted">
        <ShieldOff className="size-7" aria-hidden />
      </div>
      <h2 className="mt-4 text-lg font-semibold">{t('creatorPage.unavailableTitle')}</h2>
      <p className="mt-1.5 max-w-sm text-sm text-muted">{t('creatorPage.unavailableBody')}</p>
    </div>
  );
}
