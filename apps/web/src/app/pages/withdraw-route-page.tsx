import { usePayoutMethods } from '../../features/payouts/api/payout-api';
import { PayoutForm } from '../../features/wallet/components/withdraw-forms';
import { WithdrawPage } from '../../features/wallet/pages/withdraw-page';
import { useUserStore } from '../../shared/stores/user-store';

function PayoutFormWithMethods() {
  const domain = useUserStore((s) => s.info?.creatorDomain ?? '');
  // Read here, not only in the form: React Query re-renders the component that asked only for the
  // fields it has read. Handing the whole result down left this one subscribed to nothing, so an
  // answer arriving before the form first read it never showed (the form spun for good).
  const { data, isError, refetch } = usePayoutMethods(domain);
  return <PayoutForm methods={{ data, isError, refetch }} />;
}

/** `/withdraw/:hash`: the wallet's page, with the payout form joined to the creator's payout methods. */
export function WithdrawRoutePage() {
  return <WithdrawPage payoutForm={<PayoutFormWithMethods />} />;
}
