/**
 * The frame of every public page: it waits for the strings and the operator's texts (a skeleton
 * meanwhile), hands the page the values its strings quote ({{brand}}, {{fee}}…) and ends with the
 * links to the other public pages.
 */
import { createContext, useCallback, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { usePageTexts, type PageValues } from '../api/page-texts-api';
import { publicPagesStrings } from '../lib/public-pages-strings';

const ValuesContext = createContext<PageValues | null>(null);

/** `t` with the page values filled in: `t('publicPages.about.lead')` names the brand by itself. */
export function usePageT() {
  const { t } = useTranslation();
  const values = useContext(ValuesContext);
  return useCallback(
    (key: string, extra: Record<string, unknown> = {}) => t(key, { ...values, ...extra }),
    [t, values],
  );
}

export function usePageValues(): PageValues {
  const values = useContext(ValuesContext);
  if (!values) throw new Error('usePageValues outside a public page');
  return values;
}

function PageSkeleton() {
  return (
    <div aria-busy className="animate-pulse space-y-4" data-testid="public-page-loading">
      <div className="h-4 w-28 rounded bg-fg/8" />
      <div className="h-9 w-3/4 rounded-lg bg-fg/10" />
      <div className="h-4 w-full rounded bg-fg/8" />
      <div className="h-4 w-5/6 rounded bg-fg/8" />
      <div className="mt-8 h-40 rounded-3xl bg-fg/6" />
    </div>
  );
}

/** The public pages, in the footer's order: [path, title key]. */
const PUBLIC_LINKS = [
  ['/about', 'routes.about'],
  ['/ourMission', 'routes.ourMission'],
  ['/faq', 'routes.faq'],
  ['/videoGuide', 'routes.videoGuide'],
  ['/template', 'routes.template'],
  ['/campaigns', 'routes.campaigns'],
  ['/partner', 'routes.partner'],
  ['/brand', 'routes.brand'],
  ['/diagnose', 'routes.diagnose'],
  ['/contact', 'routes.contact'],
] as const;

function PublicFooter() {
  const t = usePageT();
  return (
    <footer className="mt-16 border-t border-line pt-6" data-testid="public-footer">
      <h2 className="text-sm font-semibold text-muted">{t('publicPages.common.moreTitle')}</h2>
      <nav aria-label={t('publicPages.common.moreTitle')}>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {PUBLIC_LINKS.map(([to, title]) => (
            <li key={to}>
              <Link to={to} className="text-muted underline-offset-4 hover:text-fg hover:underline">
                {t(title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6 text-xs text-muted">
        © {new Date().getFullYear()} {runtimeConfig.brandName}
      </p>
    </footer>
  );
}

/** The page's eyebrow, its one h1 and its lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-10">
      {eyebrow && <p className="mb-2 text-xs font-semibold tracking-[0.16em] text-accent uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
      {lead && <div className="mt-4 text-[17px] leading-relaxed text-muted">{lead}</div>}
      {children}
    </header>
  );
}

function Frame({ Page, footer }: { Page: ComponentType; footer: boolean }) {
  const { ready, values } = usePageTexts();
  if (!ready) return <PageSkeleton />;
  return (
    <ValuesContext.Provider value={values}>
      <Page />
      {footer && <PublicFooter />}
    </ValuesContext.Provider>
  );
}

/** A public page as a route exports it: strings, operator texts and values, then the page and the footer. */
export function publicPage(Page: ComponentType, { footer = true }: { footer?: boolean } = {}): ComponentType {
  function PublicPage() {
    return <Frame Page={Page} footer={footer} />;
  }
  PublicPage.displayName = `PublicPage(${Page.displayName ?? Page.name})`;
  return publicPagesStrings.wrap(PublicPage, <PageSkeleton />);
}
