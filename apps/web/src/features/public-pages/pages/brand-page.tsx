/** /brand: the mark to download (SVG and PNG, served from /brand/), the colours with their codes, and how to use them. */
import { useState } from 'react';
import { Check, CircleCheck, CircleX, Copy, Download } from 'lucide-react';
import { Section } from '../components/blocks';
import { InlineText } from '../components/rich-text';
import { PageHero, publicPage, usePageT, usePageValues } from '../components/public-page';
import { BRAND_COLOURS, BRAND_MARKS, downloadName } from '../lib/brand-assets';
import { copyText } from '../lib/clipboard';

function ColourSwatch({ label, hex }: { label: string; hex: string }) {
  const t = usePageT();
  const [copied, setCopied] = useState(false);
  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="h-20 border-b border-line" style={{ backgroundColor: hex }} aria-hidden />
      <div className="flex items-center gap-2 p-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{t(label)}</p>
          <p className="font-mono text-xs text-muted" data-testid={`brand-hex-${hex.slice(1)}`}>
            {hex}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void copyText(hex).then(setCopied)}
          aria-label={t('publicPages.brand.copyHex', { hex })}
          className="rounded-full p-2 text-muted hover:bg-fg/8 hover:text-fg"
        >
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        </button>
      </div>
    </li>
  );
}

const RULE_LOOK = {
  do: {
    icon: CircleCheck,
    box: 'border-emerald-500/30 bg-emerald-500/8',
    heading: 'text-emerald-700 dark:text-emerald-300',
  },
  dont: { icon: CircleX, box: 'border-red-500/30 bg-red-500/8', heading: 'text-red-600 dark:text-red-300' },
} as const;

/** The three things to do, or not to do, with the mark. */
function RuleList({ kind }: { kind: keyof typeof RULE_LOOK }) {
  const t = usePageT();
  const { icon: Icon, box, heading } = RULE_LOOK[kind];
  return (
    <div className={`rounded-3xl border p-5 ${box}`}>
      <h3 className={`flex items-center gap-2 font-semibold ${heading}`}>
        <Icon className="size-5" aria-hidden />
        {t(`publicPages.brand.${kind}Title`)}
      </h3>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-[15px]">
        {[1, 2, 3].map((n) => (
          <li key={n}>{t(`publicPages.brand.${kind}${n}`)}</li>
        ))}
      </ul>
    </div>
  );
}

function BrandPageView() {
  const t = usePageT();
  const { brand } = usePageValues();
  return (
    <article data-testid="brand-page">
      <PageHero
        eyebrow={t('publicPages.brand.eyebrow')}
        title={t('publicPages.brand.title')}
        lead={t('publicPages.brand.lead')}
      />
      <Section title={t('publicPages.brand.logoTitle')} className="">
        <ul className="grid gap-4 sm:grid-cols-3">
          {BRAND_MARKS.map((mark) => (
            <li
              key={mark.id}
              className="overflow-hidden rounded-3xl border border-line bg-surface"
              data-testid={`brand-mark-${mark.id}`}
            >
              <div className={`flex h-40 items-center justify-center ${mark.surface}`}>
                <img src={mark.preview} alt="" width={96} height={96} className="size-24" />
              </div>
              <div className="p-4">
                <h3 className="text-sm font-semibold">{t(mark.label)}</h3>
                <div className="mt-3 flex flex-wrap gap-2">
                  {mark.files.map((file) => (
                    <a
                      key={file.href}
                      href={file.href}
                      download={downloadName(brand, mark, file)}
                      data-testid={`brand-download-${mark.id}-${file.format.replace(' ', '-').toLowerCase()}`}
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold hover:border-accent/60 hover:text-accent"
                    >
                      <Download className="size-3.5" aria-hidden />
                      {t('publicPages.brand.download', { format: file.format })}
                      {/* Which mark, for a screen reader; the visible text stays the start of the name. */}
                      <span className="sr-only">{` (${t(mark.label)})`}</span>
                    </a>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('publicPages.brand.coloursTitle')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {BRAND_COLOURS.map((colour) => (
            <ColourSwatch key={colour.hex} label={colour.label} hex={colour.hex} />
          ))}
        </ul>
      </Section>
      <Section title={t('publicPages.brand.rulesTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <RuleList kind="do" />
          <RuleList kind="dont" />
        </div>
        <p className="mt-6 text-[15px] text-muted">
          <InlineText text={t('publicPages.brand.press')} />
        </p>
      </Section>
    </article>
  );
}

export const BrandPage = publicPage(BrandPageView);
