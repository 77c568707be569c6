import { usePayoutMethods } from '../../features/payouts/api/payout-api';
import { PayoutForm } from '../../features/wallet/components/withdraw-forms';
import { WithdrawPage } from '../../features/wallet/pages/withdraw-page';
import { useUserStore } from '../../shared/stores/user-store';

function PayoutFormWithMethods() {
  const domain = useUserStore((s) => s.info?.creatorDomain ?? '');
  return <PayoutForm methods={usePayoutMethods(domain)} />;
}

/** `/withdraw/:hash`: the wallet's page, with the payout form joined to the creator's payout methods. */
export function WithdrawRoutePage() {
  return <WithdrawPage payoutForm={<PayoutFormWithMethods />} />;
}
