import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { usePayModalStore } from '../stores/pay-modal-store';
import { DialogShell } from './dialog-shell';

interface PayModalDialogProps {
  title: ReactNode;
  testId: string;
  /** Small for a payment, medium for the wallet's forms. */
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** The frame of every modal the pay-modal store opens (payments and the wallet's): closing it closes that modal. */
export function PayModalDialog({ title, testId, size = 'sm', children }: PayModalDialogProps) {
  const { t } = useTranslation();
  const close = usePayModalStore((s) => s.close);
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      closeLabel={t('common.close')}
      size={size}
      testId={testId}
    >
      {children}
    </DialogShell>
  );
}
