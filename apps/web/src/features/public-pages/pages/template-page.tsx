/**
 * /template: a sample creator page, drawn with the parts a real page has (cover, picture, bio,
 * tiers, a pinned post), each numbered and explained, with sample words to copy.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { BadgeCheck, Check, Copy, Lock, Pin } from 'lucide-react';
import { formatUsdCents } from '../../../shared/lib/money';
import { LinkButton, Section } from '../components/blocks';
import { PageHero, publicPage, usePageT } from '../components/public-page';
import { copyText } from '../lib/clipboard';

function Marker({ n }: { n: number }) {
  return (
    <span
      aria-hidden
      className="z-10 flex size-6 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-black ring-2 ring-bg"
    >
      {n}
    </span>
  );
}

function CopySample({ label, text, testId }: { label: string; text: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={() => void copyText(text).then(setCopied)}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium hover:bg-fg/6"
    >
      {copied ? <Check className="size-4 text-emerald-500" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {label}
    </button>
  );
}

function Tier({ name, body, price }: { name: string; body: string; price: string }) {
  const t = usePageT();
  return (
    <div className="rounded-2xl border border-line bg-bg/60 p-3">
      <p className="text-sm font-semibold">{name}</p>
      <p className="text-xs font-semibold text-accent">{t('publicPages.template.samplePerMonth', { price })}</p>
      <p className="mt-1 text-xs text-muted">{body}</p>
    </div>
  );
}

/** A part of the sample page with its number; `at` places the number (inside the cover, which clips). */
function Part({ n, children, at = '-start-2 -top-2' }: { n: number; children: ReactNode; at?: string }) {
  return (
    <div className="relative">
      <div className={`absolute z-20 ${at}`}>
        <Marker n={n} />
      </div>
      {children}
    </div>
  );
}

function SamplePage() {
  const t = usePageT();
  return (
    <figure
      className="overflow-hidden rounded-3xl border border-line bg-surface"
      aria-label={t('publicPages.template.sampleLabel')}
    >
      <Part n={1} at="start-3 top-3">
        <div className="h-28 bg-[radial-gradient(circle_at_20%_30%,#f59e0b,transparent_45%),radial-gradient(circle_at_80%_60%,#6a47ff,transparent_50%),linear-gradient(135deg,#1e1b4b,#0f172a)] sm:h-36" />
      </Part>
      <div className="px-4 pb-5">
        <div className="relative z-10 -mt-10 flex items-end gap-3">
          <div
            className="flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-rose-300 to-amber-400 text-2xl font-bold text-white ring-4 ring-surface"
            aria-hidden
          >
            ML
          </div>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden
            className="ms-auto mb-1 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-white"
          >
            {t('publicPages.template.sampleFollow')}
          </button>
        </div>
        <p className="mt-2 flex items-center gap-1 text-lg font-bold">
          {t('publicPages.template.sampleName')} <BadgeCheck className="size-4 text-accent" aria-hidden />
        </p>
        <p className="text-sm text-muted">
          {t('publicPages.template.sampleHandle')} · {t('publicPages.template.sampleFollowers')}
        </p>
        <div className="mt-3">
          <Part n={2}>
            <p className="rounded-xl bg-fg/4 p-3 text-sm leading-relaxed">{t('publicPages.template.sampleBio')}</p>
          </Part>
        </div>
        <div className="mt-5">
          <Part n={3}>
            <p className="mb-2 ps-6 text-sm font-semibold">{t('publicPages.template.sampleTiersTitle')}</p>
            <div className="grid gap-2 sm:grid-cols-3">
              <Tier
                name={t('publicPages.template.sampleTier1')}
                body={t('publicPages.template.sampleTier1Body')}
                price={formatUsdCents('500')}
              />
              <Tier
                name={t('publicPages.template.sampleTier2')}
                body={t('publicPages.template.sampleTier2Body')}
                price={formatUsdCents('1200')}
              />
              <Tier
                name={t('publicPages.template.sampleTier3')}
                body={t('publicPages.template.sampleTier3Body')}
                price={formatUsdCents('4000')}
              />
            </div>
          </Part>
        </div>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <Part n={4}>
            <div className="rounded-2xl border border-line p-3">
              <p className="flex items-center gap-1 text-xs font-semibold text-muted">
                <Pin className="size-3.5" aria-hidden /> {t('publicPages.template.samplePinned')}
              </p>
              <p className="mt-1 text-sm font-semibold">{t('publicPages.template.samplePostTitle')}</p>
              <p className="mt-1 text-xs text-muted">{t('publicPages.template.samplePostBody')}</p>
            </div>
          </Part>
          <Part n={5}>
            <div className="flex h-full min-h-24 flex-col items-center justify-center gap-1 rounded-2xl bg-[linear-gradient(135deg,#334155,#1e293b)] p-3 text-white">
              <Lock className="size-5" aria-hidden />
              <p className="text-xs font-semibold">{t('publicPages.template.sampleLocked')}</p>
            </div>
          </Part>
        </div>
      </div>
    </figure>
  );
}

function TemplatePageView() {
  const t = usePageT();
  const notes = [1, 2, 3, 4, 5, 6] as const;
  return (
    <article data-testid="template-page">
      <PageHero
        eyebrow={t('publicPages.template.eyebrow')}
        title={t('publicPages.template.title')}
        lead={t('publicPages.template.lead')}
      />
      <SamplePage />
      <Section title={t('publicPages.template.notesTitle')}>
        <ol className="space-y-3">
          {notes.map((n) => (
            <li key={n} className="flex gap-3">
              <Marker n={n} />
              <div>
                <h3 className="font-semibold">{t(`publicPages.template.note${n}Title`)}</h3>
                <p className="mt-0.5 text-[15px] leading-relaxed text-muted">
                  {t(`publicPages.template.note${n}Body`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-2">
          <CopySample
            label={t('publicPages.template.copyBio')}
            text={t('publicPages.template.sampleBio')}
            testId="template-copy-bio"
          />
          <CopySample
            label={t('publicPages.template.copyWelcome')}
            text={t('publicPages.template.sampleWelcome')}
            testId="template-copy-welcome"
          />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to="/becomeCreatorIntro">{t('publicPages.template.ctaApply')}</LinkButton>
          <LinkButton to="/settings/subscription" kind="secondary">
            {t('publicPages.template.ctaTiers')}
          </LinkButton>
        </div>
      </Section>
    </article>
  );
}

export const TemplatePage = publicPage(TemplatePageView);
