import type { ReactNode } from 'react';

/** Label and value rows of a detail page (a payment, a withdrawal, a dispute); rows without a value are left out. */
export function DetailList({
  rows,
  testId,
}: {
  rows: Array<[label: string, value: ReactNode, key: string]>;
  testId?: string;
}) {
  return (
    <dl
      className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface text-sm"
      data-testid={testId}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value, key]) => (
          <div key={key} className="flex items-start justify-between gap-4 px-4 py-3">
            <dt className="shrink-0 text-muted">{label}</dt>
            <dd className="min-w-0 text-end break-words" data-testid={`detail-${key}`}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
