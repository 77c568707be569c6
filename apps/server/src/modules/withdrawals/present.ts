/** Withdrawals as the API shows them; never the code hash or the signed bytes. */
import type { TWithdrawal } from '@fanlane/contracts/withdrawal';
import type { AppDeps } from '../../deps.ts';
import type { WithdrawalRow } from '../../db/schema/index.ts';

export function presentWithdrawal(deps: AppDeps, row: WithdrawalRow, head: bigint | null = null): TWithdrawal {
  // Solana's withdrawals are final once their slot is finalised: one step.
  const needed = row.network === 'bank' ? 0 : row.network === 'solana' ? 1 : (deps.config.evm?.confirmations ?? 0);
  const seen =
    row.status === 'confirmed'
      ? needed
      : row.network === 'ethereum' && head !== null && row.blockNumber !== null && head >= row.blockNumber
        ? Math.min(needed, Number(head - row.blockNumber + 1n))
        : 0;
  const explorer = row.network === 'ethereum' ? deps.config.evm?.explorerUrl : deps.config.solana?.explorerUrl;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    currency: row.currency as TWithdrawal['currency'],
    network: row.network,
    destination: row.destinationLabel,
    amount: row.amount.toString(),
    sourceCurrency: row.sourceCurrency as TWithdrawal['sourceCurrency'],
    fee: row.fee.toString(),
    sendAmount: row.sendAmount.toString(),
    usdCents: row.usdCents.toString(),
    txHash: row.txHash,
    explorerUrl: row.txHash && explorer ? `${explorer}/tx/${row.txHash}` : null,
    confirmations: seen,
    confirmationsNeeded: needed,
    failureReason: row.failureReason,
    rejectReason: row.rejectReason,
    codeExpiresAt: row.status === 'awaiting_code' ? (row.codeExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
