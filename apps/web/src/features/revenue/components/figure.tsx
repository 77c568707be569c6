/** One figure of a creator's money: a label over a value (the statistics' and the revenue's totals). */
export function Figure({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <p className="text-xs font-medium text-muted">{label}</p>
      <p
        className={`mt-1 tabular-nums ${strong ? 'text-2xl font-bold' : 'text-lg font-semibold'}`}
        data-testid={testId}
      >
        {value}
      </p>
    </div>
  );
}
