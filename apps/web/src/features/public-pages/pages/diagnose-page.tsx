/**
 * /diagnose: the self-check a support agent asks for. It runs on opening and again on demand, shows
 * each check's outcome with a sentence on what to do, and copies a plain-text report to paste
 * into a message to support.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, ClipboardCopy, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { LinkButton } from '../components/blocks';
import { PageHero, publicPage, usePageT } from '../components/public-page';
import { copyText } from '../lib/clipboard';
import {
  CHECK_IDS,
  deviceChecks,
  inOrder,
  reportText,
  serverChecks,
  type CheckId,
  type CheckResult,
  type CheckStatus,
  type DiagnoseEnv,
} from '../lib/diagnose-checks';
import { browserEnv } from '../lib/diagnose-env';

const STATUS_LOOK: Record<CheckStatus | 'running', { icon: typeof CircleCheck; className: string }> = {
  pass: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  warn: { icon: TriangleAlert, className: 'text-amber-600 dark:text-amber-400' },
  fail: { icon: CircleAlert, className: 'text-red-600 dark:text-red-400' },
  running: { icon: LoaderCircle, className: 'text-muted animate-spin' },
};

function CheckRow({ id, result }: { id: CheckId; result: CheckResult | undefined }) {
  const t = usePageT();
  const status = result?.status ?? 'running';
  const { icon: Icon, className } = STATUS_LOOK[status];
  const base = `publicPages.diagnose.checks.${id}`;
  const values = { ...result?.values };
  if (id === 'storage' && typeof values.what === 'string') values.what = t(`${base}.${values.what}`);
  const sentence = !result
    ? null
    : result.message === null
      ? String(values.text ?? '')
      : t(`${base}.${result.message}`, values);
  return (
    <li className="flex gap-3 px-4 py-3.5" data-testid={`check-${id}`} data-status={status}>
      <Icon className={`mt-0.5 size-5 shrink-0 ${className}`} aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="font-semibold">{t(`${base}.title`)}</h2>
          <span className={`text-xs font-semibold uppercase ${className.replace('animate-spin', '')}`}>
            {t(`publicPages.diagnose.status.${status}`)}
          </span>
        </div>
        {sentence && (
          <p
            className={`mt-0.5 text-sm text-muted ${id === 'agent' ? 'font-mono text-xs break-all' : ''}`}
            data-testid={`check-${id}-text`}
          >
            {sentence}
          </p>
        )}
        {result?.reload && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-2 inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-xs font-semibold hover:bg-fg/6"
          >
            <RotateCcw className="size-3.5" aria-hidden />
            {t('publicPages.diagnose.reload')}
          </button>
        )}
      </div>
    </li>
  );
}

function Diagnose({ makeEnv }: { makeEnv: () => DiagnoseEnv }) {
  const t = usePageT();
  const [results, setResults] = useState<CheckResult[]>([]);
  const [running, setRunning] = useState(false);
  // When the last run finished: the report's time, fixed so what is copied is what is shown.
  const [finishedAt, setFinishedAt] = useState<Date | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const runId = useRef(0);

  const run = useCallback(async () => {
    const id = ++runId.current;
    const env = makeEnv();
    setRunning(true);
    setCopied(null);
    const device = deviceChecks(env);
    setResults(device);
    const server = await serverChecks(env);
    if (id !== runId.current) return;
    setResults(inOrder([...device, ...server]));
    setFinishedAt(new Date(env.now()));
    setRunning(false);
  }, [makeEnv]);

  useEffect(() => {
    void run();
  }, [run]);

  const byId = new Map(results.map((r) => [r.id, r]));
  const done = !running && finishedAt !== null && results.length === CHECK_IDS.length;
  const warn = results.filter((r) => r.status === 'warn').length;
  const fail = results.filter((r) => r.status === 'fail').length;
  const report =
    finishedAt && done
      ? reportText(results, {
          brand: runtimeConfig.brandName,
          at: finishedAt,
          url: window.location.href,
          version: __APP_VERSION__,
        })
      : '';

  const copy = async () => setCopied((await copyText(report)) ? 'yes' : 'failed');

  return (
    <article data-testid="diagnose-page">
      <PageHero
        eyebrow={t('publicPages.diagnose.eyebrow')}
        title={t('publicPages.diagnose.title')}
        lead={t('publicPages.diagnose.lead')}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <p className="me-auto text-sm font-medium" aria-live="polite" data-testid="diagnose-summary">
          {!done
            ? t('publicPages.diagnose.running')
            : warn + fail === 0
              ? t('publicPages.diagnose.summaryOk')
              : t('publicPages.diagnose.summaryIssues', { warn, fail })}
        </p>
        <Button type="cancel" round onClick={() => void run()} disabled={running} data-testid="diagnose-run">
          <RotateCcw className="size-4" aria-hidden />
          {t('publicPages.diagnose.runAgain')}
        </Button>
        <Button round onClick={() => void copy()} disabled={!done} data-testid="diagnose-copy">
          <ClipboardCopy className="size-4" aria-hidden />
          {copied === 'yes' ? t('publicPages.diagnose.reportCopied') : t('publicPages.diagnose.copyReport')}
        </Button>
      </div>
      {copied === 'failed' && (
        <Notice tone="error" className="mb-4" testId="diagnose-copy-failed">
          {t('publicPages.diagnose.copyFailed')}
        </Notice>
      )}
      <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface" aria-busy={!done}>
        {CHECK_IDS.map((id) => (
          <CheckRow key={id} id={id} result={byId.get(id)} />
        ))}
      </ul>
      {done && (
        <section className="mt-8" aria-labelledby="diagnose-report">
          <h2 id="diagnose-report" className="text-lg font-semibold">
            {t('publicPages.diagnose.reportTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('publicPages.diagnose.reportHint')}</p>
          <pre
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-2xl border border-line bg-fg/4 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all select-all"
            data-testid="diagnose-report"
          >
            {report}
          </pre>
          <div className="mt-4">
            <LinkButton to="/contact?topic=bug" kind="secondary">
              {t('publicPages.diagnose.sendReport')}
            </LinkButton>
          </div>
        </section>
      )}
    </article>
  );
}

/** The page over a device: the real one in the app, a fake one in tests. */
export function diagnosePage(makeEnv: () => DiagnoseEnv) {
  return publicPage(function DiagnosePageView() {
    return <Diagnose makeEnv={makeEnv} />;
  });
}

export const DiagnosePage = diagnosePage(browserEnv);
