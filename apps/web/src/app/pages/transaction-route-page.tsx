import { TransactionDisputeAction } from '../../features/disputes/components/transaction-dispute-action';
import { TransactionPage } from '../../features/wallet/pages/transaction-page';

/** `/transaction/:id`: the wallet's page, with the payment's dispute (or the way to open one) under its details. */
export function TransactionRoutePage() {
  return <TransactionPage actions={(tx) => <TransactionDisputeAction tx={tx} />} />;
}
