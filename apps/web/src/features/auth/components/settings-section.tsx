import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One settings page: a heading, a line on what it does, and its card. */
export function SettingsSection({ title, description, children, testId }: SettingsSectionProps) {
  return (
    <section data-testid={testId} className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-1.5 text-sm text-muted">{description}</p>}
      <div className="mt-6 rounded-3xl border border-line bg-surface p-5 md:p-6">{children}</div>
    </section>
  );
}

/** A success message that replaces a form once it has done its job. */
export function SuccessNote({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="flex flex-col items-center py-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-emerald-500/15 text-emerald-500">
        {icon}
      </div>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {body && <p className="mt-1.5 max-w-sm text-sm text-muted">{body}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
