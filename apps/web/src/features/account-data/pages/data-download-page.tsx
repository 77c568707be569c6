import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import type { TDataExportState } from '@fanlane/contracts/account-data';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate } from '../../../shared/lib/dates';
import { Button } from '../../../shared/ui/button';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { accountDataKeys, requestDataExport, useDataExport } from '../api/account-data-api';
import { accountDataStrings } from '../lib/account-data-strings';

const when = (ms: number | null) => (ms === null ? '' : (formatDate(new Date(ms).toISOString(), 'dateTime') ?? ''));
const megabytes = (bytes: number | null) => ((bytes ?? 0) / 1_048_576).toFixed(1);

function ExportCard({ state }: { state: TDataExportState }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canAsk =
    (state.state === 'none' || state.state === 'expired' || state.state === 'failed' || state.state === 'ready') &&
    state.nextRequestAt === null;

  const ask = async () => {
    setFailure(null);
    setBusy(true);
    try {
      client.setQueryData(accountDataKeys.dataExport, await requestDataExport({ silent: true }));
    } catch (error) {
      setFailure(serverErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      <ul className="list-disc space-y-1.5 ps-5 text-sm">
        <li>{t('accountData.download.contents')}</li>
        <li>{t('accountData.download.mailed', { count: state.ttlHours })}</li>
      </ul>
      <div data-testid="download-state" data-state={state.state}>
        {state.state === 'queued' && <Notice>{t('accountData.download.queued')}</Notice>}
        {state.state === 'building' && <Notice>{t('accountData.download.building')}</Notice>}
        {state.state === 'ready' && (
          <div className="space-y-3">
            <Notice tone="success">
              {t('accountData.download.ready', { date: when(state.expiresAt), size: megabytes(state.sizeBytes) })}
            </Notice>
            <a
              href={state.downloadUrl ?? '#'}
              download
              className="inline-flex h-11 items-center rounded-full bg-accent px-5 text-sm font-semibold text-white"
              data-testid="download-link"
            >
              {t('accountData.download.download')}
            </a>
          </div>
        )}
        {state.state === 'expired' && <Notice>{t('accountData.download.expired')}</Notice>}
        {state.state === 'failed' && <Notice tone="error">{t('accountData.download.failed')}</Notice>}
      </div>
      {state.nextRequestAt !== null && (
        <p className="text-sm text-muted" data-testid="download-next">
          {t('accountData.download.next', { date: when(state.nextRequestAt) })}
        </p>
      )}
      {failure && (
        <Notice tone="error" testId="download-error">
          {failure}
        </Notice>
      )}
      {canAsk && (
        <Button
          type="default"
          onClick={() => void ask()}
          loading={busy}
          text={t('accountData.download.request')}
          className="w-full sm:w-auto"
        />
      )}
    </div>
  );
}

/** /settings/security/download: ask for an archive of one's data, follow it to ready, download it. */
function DataDownloadPageView() {
  const { t } = useTranslation();
  const state = useDataExport();
  let body;
  if (state.data) body = <ExportCard state={state.data} />;
  else if (state.isError)
    body = (
      <LoadErrorState
        title={t('accountData.loadError')}
        retryLabel={t('accountData.retry')}
        onRetry={() => void state.refetch()}
      />
    );
  else body = <div className="h-40 animate-pulse rounded-3xl bg-fg/6" aria-busy="true" />;
  return (
    <section data-testid="settings-download" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsDownload')}</h1>
      <p className="mt-1.5 text-sm text-muted">{t('accountData.download.description')}</p>
      <div className="mt-6 rounded-3xl border border-line bg-surface p-5 md:p-6">{body}</div>
    </section>
  );
}

export const DataDownloadPage = accountDataStrings.wrap(DataDownloadPageView);
