/** /settings/subscription/tier (a new tier) and /settings/subscription/tier?id= (edit one): one form for both. */
import { Crown } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { CreatorsOnlyNotice } from '../../../shared/ui/creators-only-notice';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { useOwnTiers } from '../api/use-own-tiers';
import { TierForm } from '../components/tier-form';

const BACK = '/settings/subscription';

export function TierEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { creatorDomain, query } = useOwnTiers();
  const editing = id ? query.data?.find((tier) => tier.id === id) : undefined;

  let body;
  if (!creatorDomain) body = <CreatorsOnlyNotice message={t('pay.tiers.creatorsOnly')} />;
  else if (id && query.isPending) {
    body = (
      <div aria-busy className="animate-pulse space-y-4 rounded-3xl border border-line bg-surface p-6">
        <div className="h-11 rounded-xl bg-fg/8" />
        <div className="h-11 w-1/2 rounded-xl bg-fg/8" />
        <div className="h-40 rounded-xl bg-fg/6" />
      </div>
    );
  } else if (id && !editing) {
    body = (
      <LoadErrorState
        icon={<Crown className="size-8" />}
        title={t(query.isError ? 'pay.tiers.loadError' : 'pay.tiers.notFound')}
        retryLabel={t('pay.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">
        <TierForm
          key={editing?.id ?? 'new'}
          creatorDomain={creatorDomain}
          editing={editing}
          onSaved={() => void navigate(BACK)}
          onCancel={() => void navigate(BACK)}
        />
      </div>
    );
  }

  return (
    <section data-testid="tier-editor" className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight">{t(id ? 'pay.tiers.editTitle' : 'pay.tiers.newTitle')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-muted">{t('pay.tiers.editorDescription')}</p>
      {body}
    </section>
  );
}
