import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TTopUpChannel } from '@fanlane/contracts/top-up';
import { CardTopUpForm } from '../components/card-top-up-form';
import { PageHeader } from '../../../shared/ui/page-header';
import { safeReturnPath } from '../lib/return-path';

/** A top-up page of one channel; `?amount=` (USD cents) fills the amount, `?return=` is where it ends. */
function ChannelTopUpPage({ channel, title }: { channel: TTopUpChannel; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('return'));
  return (
    <section className="mx-auto max-w-xl" data-testid={`top-up-${channel}-page`}>
      <PageHeader title={t(title)} backTo="/topUp" backLabel={t('common.back')} />
      <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">
        <CardTopUpForm
          channel={channel}
          initialAmountCents={params.get('amount')}
          returnPath={returnPath}
          onDone={() => void navigate(returnPath ?? '/wallet')}
        />
      </div>
    </section>
  );
}

/** /topUp/kodo: the configured card provider. */
export function KodoTopUpPage() {
  return <ChannelTopUpPage channel="card" title="routes.cardProvider" />;
}

/** /topUp/alchemy: the configured on-ramp. */
export function AlchemyTopUpPage() {
  return <ChannelTopUpPage channel="onramp" title="routes.onRamp" />;
}
