import { DisputeList } from '../../features/disputes/components/dispute-list';
import { PaymentsPage } from '../../features/wallet/pages/payments-page';

/** `/payments`: the wallet's page, with the disputes the user is in above their payments. */
export function PaymentsRoutePage() {
  return <PaymentsPage disputes={<DisputeList />} />;
}
