import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import type { TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import { useUserStore } from '../../../shared/stores/user-store';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { RetryButton } from '../../../shared/ui/load-error';
import { Notice } from '../../../shared/ui/notice';
import { useGeoBlocks } from '../api/geo-blocks-api';

interface GeoBlocksFrameProps {
  title: string;
  description: string;
  testId: string;
  /** The page's form, once the creator's blocks are loaded. */
  children: (state: TGeoBlocks, creatorDomain: string) => ReactNode;
}

/** Both blocks pages: heading, the creators-only notice, loading and its failure, then the form. */
export function GeoBlocksFrame({ title, description, testId, children }: GeoBlocksFrameProps) {
  const { t } = useTranslation();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const blocks = useGeoBlocks(creatorDomain);

  let body: ReactNode;
  if (!creatorDomain) body = <CreatorsOnlyNotice message={t('geoBlocks.creatorsOnly')} />;
  else if (blocks.isPending) {
    body = (
      <div aria-busy className="animate-pulse space-y-4 rounded-3xl border border-line bg-surface p-6">
        <div className="h-11 rounded-xl bg-fg/8" />
        <div className="h-40 rounded-2xl bg-fg/6" />
      </div>
    );
  } else if (blocks.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <Notice tone="error" className="flex-1">
          {t('geoBlocks.loadError')}
        </Notice>
        <RetryButton label={t('geoBlocks.retry')} onRetry={() => void blocks.refetch()} />
      </div>
    );
  } else body = children(blocks.data, creatorDomain);

  return (
    <section data-testid={testId} className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1.5 text-sm text-muted">{description}</p>
      <div className="mt-6">{body}</div>
    </section>
  );
}
