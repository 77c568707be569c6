import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { EmptyState } from '../../../shared/ui/empty-state';

/** What a fan sees on a creator's tool (composer, queue, vault): the way to become one. */
export function CreatorsOnly() {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="rounded-3xl border border-line bg-surface"
      icon={<Sparkles className="size-8" />}
      title={t('posts.creatorsOnly.title')}
      description={t('posts.creatorsOnly.body')}
      action={
        <Link
          to="/becomeCreatorIntro"
          data-testid="creators-only-become-creator"
          className="inline-flex min-h-10 items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-white shadow-sm shadow-accent/30 hover:bg-accent-strong"
        >
          <Sparkles className="size-4" aria-hidden />
          {t('posts.creatorsOnly.action')}
        </Link>
      }
    />
  );
}

/** The title row of a creator's tool page. */
export function ToolHeader({
  icon,
  title,
  subtitle,
  action,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <span className="text-accent">{icon}</span>
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
      </div>
      {action}
    </header>
  );
}
