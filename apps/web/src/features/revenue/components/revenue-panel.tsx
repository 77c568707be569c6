/** A creator's revenue: the summary by source over a period, then every revenue line by source. */
import { RevenueLines } from './revenue-lines';
import { RevenueSummary } from './revenue-summary';

export function RevenuePanel({ creatorDomain }: { creatorDomain: string }) {
  return (
    <div className="space-y-10" data-testid="revenue-panel">
      <RevenueSummary creatorDomain={creatorDomain} />
      <RevenueLines creatorDomain={creatorDomain} />
    </div>
  );
}
