import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { DialogShell } from '../../../shared/ui/dialog-shell';

/** The frame of the wallet's modals: closing it closes the pay-modal store's modal. */
export function WalletDialog({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const close = usePayModalStore((s) => s.close);
  return (
    <DialogShell open onOpenChange={(open) => !open && close()} title={title} closeLabel={t('common.close')} size="md" testId={testId}>
      {children}
    </DialogShell>
  );
}
