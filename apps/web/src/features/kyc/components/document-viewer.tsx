import { useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import type { TKycDocumentKind } from '@fanlane/contracts/kyc';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useKycDocument } from '../api/kyc-api';

/**
 * One identity picture for a reviewer: nothing is fetched until they ask (each read is recorded),
 * then the bytes come with their token and are shown as a blob URL, dropped when the viewer goes.
 */
export function DocumentViewer({ applicationId, kind }: { applicationId: string; kind: TKycDocumentKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const doc = useKycDocument(applicationId, kind, open);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!doc.data) return;
    const next = URL.createObjectURL(doc.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [doc.data]);

  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-bg/40" data-testid={`kyc-doc-${kind}`}>
      <div className="flex aspect-[4/3] items-center justify-center bg-surface-2">
        {!open ? (
          <Button type="border" round onClick={() => setOpen(true)} data-testid={`kyc-doc-open-${kind}`}>
            {t('kyc.admin.show')}
          </Button>
        ) : doc.isPending ? (
          <Spinner className="size-6" />
        ) : doc.isError ? (
          <p className="p-3 text-center text-xs text-red-600 dark:text-red-400">{serverErrorMessage(t, doc.error)}</p>
        ) : url ? (
          <img
            src={url}
            alt={t(`kyc.kind.${kind}`)}
            className="size-full object-contain"
            data-testid={`kyc-doc-image-${kind}`}
          />
        ) : null}
      </div>
      <figcaption className="px-3 py-2 text-xs font-medium text-muted">{t(`kyc.kind.${kind}`)}</figcaption>
    </figure>
  );
}
