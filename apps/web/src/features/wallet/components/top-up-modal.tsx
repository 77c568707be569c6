import { useLocation } from 'react-router';
import { useTranslation } from '#i18n';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { PayModalDialog } from '../../../shared/ui/pay-modal-dialog';
import { safeReturnPath } from '../lib/return-path';
import { CardTopUpForm } from './card-top-up-form';

interface TopUpModalProps {
  /** USD cents to start with. */
  amountCents?: string;
  /** Where the provider's hosted checkout brings the user back to; the page it was opened on by default. */
  returnPath?: string;
}

/** The card top-up in a dialog, for pages that should not be left to add money. */
export function TopUpModal({ amountCents, returnPath }: TopUpModalProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const close = usePayModalStore((s) => s.close);
  return (
    <PayModalDialog size="md" title={t('routes.topUp')} testId="top-up-modal">
      <CardTopUpForm
        channel="card"
        initialAmountCents={amountCents}
        returnPath={safeReturnPath(returnPath ?? `${location.pathname}${location.search}`)}
        onDone={close}
      />
    </PayModalDialog>
  );
}
