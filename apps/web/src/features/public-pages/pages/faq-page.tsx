/**
 * /faq: the answers by topic, searched as you type (question and answer, in the interface
 * language, `?q=` in the address so a link can carry a search), each question with its own
 * address (#faq-<topic>-<question>) that opens it, and the way on to a person when nothing fits.
 */
import { useEffect, useMemo, useState } from 'react';
import { Check, LifeBuoy, Link2, Search, Stethoscope, X } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { LinkButton } from '../components/blocks';
import { Marked, RichText } from '../components/rich-text';
import { PageHero, publicPage, usePageT, usePageValues } from '../components/public-page';
import { copyText } from '../lib/clipboard';
import { faqGroups, searchFaq, type FaqItem } from '../lib/faq';
import { queryTerms } from '../lib/search-text';

function Question({ item, terms, open }: { item: FaqItem; terms: readonly string[]; open: boolean }) {
  const t = usePageT();
  const [copied, setCopied] = useState(false);
  const copyLink = async () => {
    const url = `${window.location.origin}/faq#${item.anchor}`;
    setCopied(await copyText(url));
  };
  return (
    <details
      id={item.anchor}
      open={open || undefined}
      data-testid={`faq-item-${item.anchor}`}
      className="group scroll-mt-24 rounded-2xl border border-line bg-surface transition-colors open:border-accent/40"
    >
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-2xl px-4 py-3.5 [&::-webkit-details-marker]:hidden">
        <h3 className="flex-1 text-[15px] leading-snug font-semibold">
          <Marked text={item.question} terms={terms} />
        </h3>
        <span aria-hidden className="mt-0.5 text-lg leading-none text-muted transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="px-4 pb-4 text-[15px] leading-relaxed text-fg/85">
        <RichText text={item.answer} terms={terms} />
        <button
          type="button"
          onClick={() => void copyLink()}
          className="mt-3 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-medium text-muted hover:bg-fg/6 hover:text-fg"
          data-testid={`faq-copy-${item.anchor}`}
        >
          {copied ? <Check className="size-3.5" aria-hidden /> : <Link2 className="size-3.5" aria-hidden />}
          <span aria-live="polite">{copied ? t('publicPages.faq.linkCopied') : t('publicPages.faq.copyLink')}</span>
        </button>
      </div>
    </details>
  );
}

/** The question the address points at (#faq-…), opened and brought into view. */
function useLinkedQuestion(): string | null {
  const { hash } = useLocation();
  const anchor = hash.startsWith('#faq-') ? decodeURIComponent(hash.slice(1)) : null;
  useEffect(() => {
    if (!anchor) return;
    const element = document.getElementById(anchor);
    element?.scrollIntoView?.({ block: 'start' });
    element?.querySelector('summary')?.focus({ preventScroll: true });
  }, [anchor]);
  return anchor;
}

function FaqPageView() {
  const t = usePageT();
  const { t: raw } = useTranslation();
  const values = usePageValues();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const linked = useLinkedQuestion();
  const groups = useMemo(
    () => faqGroups(raw('publicPages.faq.groups', { ...values, returnObjects: true })),
    [raw, values],
  );
  const terms = useMemo(() => queryTerms(query), [query]);
  const shown = useMemo(() => searchFaq(groups, terms), [groups, terms]);
  const count = shown.reduce((n, group) => n + group.items.length, 0);
  const searching = terms.length > 0;

  const setQuery = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('q', next);
        else copy.delete('q');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <article data-testid="faq-page">
      <PageHero
        eyebrow={t('publicPages.faq.eyebrow')}
        title={t('publicPages.faq.title')}
        lead={t('publicPages.faq.lead')}
      >
        <div role="search" className="mt-6">
          <label htmlFor="faq-search" className="sr-only">
            {t('publicPages.faq.searchLabel')}
          </label>
          <div className="flex items-center gap-2 rounded-2xl border border-line bg-surface px-4 focus-within:border-accent focus-within:ring-3 focus-within:ring-accent/20">
            <Search className="size-5 shrink-0 text-muted" aria-hidden />
            <input
              id="faq-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('publicPages.faq.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              data-testid="faq-search"
              aria-describedby="faq-results"
              className="min-h-13 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted/70 [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <button
                type="button"
                onClick={() => setQuery('')}
                aria-label={t('publicPages.faq.clearSearch')}
                className="rounded-full p-1.5 text-muted hover:bg-fg/8 hover:text-fg"
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
          <p id="faq-results" aria-live="polite" className="mt-2 min-h-5 text-sm text-muted" data-testid="faq-results">
            {searching ? t('publicPages.faq.results', { count }) : ''}
          </p>
        </div>
        {!searching && (
          <nav aria-label={t('publicPages.faq.groupsLabel')} className="mt-2 flex flex-wrap gap-2">
            {groups.map((group) => (
              <a
                key={group.id}
                href={`#faq-group-${group.id}`}
                className="rounded-full border border-line px-3.5 py-1.5 text-sm font-medium text-muted hover:border-accent/50 hover:text-fg"
              >
                {group.title}
              </a>
            ))}
          </nav>
        )}
      </PageHero>

      {shown.length === 0 ? (
        <div className="rounded-3xl border border-line bg-surface p-6 text-center" data-testid="faq-no-results">
          <h2 className="text-lg font-semibold">{t('publicPages.faq.noResultsTitle', { query })}</h2>
          <p className="mt-2 text-sm text-muted">{t('publicPages.faq.noResultsBody')}</p>
          <div className="mt-4">
            <LinkButton to="/contact">{t('publicPages.faq.helpContact')}</LinkButton>
          </div>
        </div>
      ) : (
        <div className="space-y-10">
          {shown.map((group) => (
            <section
              key={group.id}
              id={`faq-group-${group.id}`}
              aria-labelledby={`faq-group-${group.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`faq-group-${group.id}-title`} className="mb-3 text-xl font-bold tracking-tight">
                {group.title}
              </h2>
              <div className="space-y-2.5">
                {group.items.map((item) => (
                  <Question key={item.anchor} item={item} terms={terms} open={searching || item.anchor === linked} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <aside
        className="mt-12 flex flex-col gap-4 rounded-3xl border border-accent/30 bg-accent/8 p-6 sm:flex-row sm:items-center"
        data-testid="faq-help"
      >
        <LifeBuoy className="size-9 shrink-0 text-accent" aria-hidden />
        <div className="flex-1">
          <h2 className="text-lg font-semibold">{t('publicPages.faq.helpTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('publicPages.faq.helpBody')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/contact" testId="faq-contact">
            {t('publicPages.faq.helpContact')}
          </LinkButton>
          <LinkButton to="/diagnose" kind="secondary">
            <Stethoscope className="size-4" aria-hidden />
            {t('publicPages.faq.helpDiagnose')}
          </LinkButton>
        </div>
      </aside>
    </article>
  );
}

export const FaqPage = publicPage(FaqPageView);
