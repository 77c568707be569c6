/** The head of an admin page: its title and subtitle, and the status tabs of its list. */
export function AdminPageHead<T extends string>({
  title,
  subtitle,
  tabs,
  value,
  onChange,
  tabLabel,
  tabsLabel,
  testIdPrefix,
}: {
  title: string;
  subtitle: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  tabLabel: (tab: T) => string;
  tabsLabel: string;
  testIdPrefix: string;
}) {
  return (
    <>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <p className="mt-1.5 text-sm text-muted">{subtitle}</p>
      </header>
      <div
        role="tablist"
        aria-label={tabsLabel}
        className="scrollbar-none -mx-4 mb-5 flex gap-1 overflow-x-auto px-4 md:mx-0 md:px-0"
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === value}
            data-testid={`${testIdPrefix}-${tab}`}
            onClick={() => onChange(tab)}
            className={`shrink-0 cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              tab === value ? 'bg-fg text-bg' : 'text-muted hover:bg-fg/6 hover:text-fg'
            }`}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
    </>
  );
}
