/** The building blocks the public pages share: a section with its h2, a card with an icon, a link styled as a button. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled part of a page; `className` replaces the space above it (`mt-12`). */
export function Section({
  title,
  children,
  className = 'mt-12',
  id,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={className} id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-bold tracking-tight md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card with an icon; `level` keeps the headings in order (an h3 under a section, an h2 right under the page's h1). */
export function Card({
  icon,
  title,
  children,
  testId,
  level = 'h3',
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  testId?: string;
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  return (
    <div className="rounded-3xl border border-line bg-surface p-5" data-testid={testId}>
      {icon && (
        <span
          className="mb-3 flex size-11 items-center justify-center rounded-2xl bg-accent/12 text-accent"
          aria-hidden
        >
          {icon}
        </span>
      )}
      <Heading className="text-base font-semibold">{title}</Heading>
      <div className="mt-1.5 text-[15px] leading-relaxed text-muted">{children}</div>
    </div>
  );
}

const LINK_BUTTON = {
  primary: 'bg-accent text-white shadow-sm shadow-accent/30 hover:bg-accent-strong',
  secondary: 'border border-line text-fg hover:bg-fg/6',
} as const;

/** A link that looks like one of the app's round buttons. */
export function LinkButton({
  to,
  children,
  kind = 'primary',
  testId,
}: {
  to: string;
  children: ReactNode;
  kind?: keyof typeof LINK_BUTTON;
  testId?: string;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors ${LINK_BUTTON[kind]}`}
    >
      {children}
    </Link>
  );
}
