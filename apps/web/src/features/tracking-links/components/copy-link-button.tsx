import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '#i18n';

/** Copies the link to share; says so for two seconds. */
export function CopyLinkButton({ url, testId }: { url: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      .writeText(url)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => setCopied(false));
  return (
    <button
      type="button"
      onClick={copy}
      data-testid={testId}
      className="inline-flex min-h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium transition-colors hover:border-accent/50"
    >
      {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? t('common.copied') : t('trackingLinks.copy')}
    </button>
  );
}
