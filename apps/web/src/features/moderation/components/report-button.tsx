/**
 * "Report" on someone else's post, comment, page or message, for a signed-in user. Rendered
 * through the report slot, so the features showing the content do not import this one; the form
 * itself (report-dialog.tsx) loads when it is opened.
 */
import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TReportRef } from '../../../shared/lib/report-slot';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { moderationStrings } from '../lib/moderation-strings';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

function ReportButtonView({ target }: { target: TReportRef }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const signedIn = useUserStore(selectIsLoggedIn);
  const me = useUserStore((s) => s.info?.address ?? s.address);
  if (!signedIn || (target.ownerAddress && me && target.ownerAddress.toLowerCase() === me.toLowerCase())) return null;
  return (
    <>
      <Button
        type="ghost"
        round
        isIcon
        onClick={() => setOpen(true)}
        aria-label={t(`moderation.report.title.${target.type}`)}
        title={t(`moderation.report.title.${target.type}`)}
        data-testid={`report-${target.type}`}
        className="size-9 text-muted hover:text-fg"
      >
        <Flag className="size-4" aria-hidden />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export const ReportButton = moderationStrings.wrap(ReportButtonView, null);
