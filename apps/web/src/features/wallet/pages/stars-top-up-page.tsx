import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { StarsTopUpForm } from '../components/stars-top-up-form';
import { safeReturnPath } from '../lib/return-path';

/** /topUp/stars: a top-up in Telegram Stars, paid in the mini-app; `?return=` is where it ends. */
export function StarsTopUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('return'));
  return (
    <section className="mx-auto max-w-xl" data-testid="top-up-stars-page">
      <PageHeader title={t('routes.starsTopUp')} backTo="/topUp" backLabel={t('common.back')} />
      <div className="rounded-3xl border border-line bg-surface p-5 md:p-6">
        <StarsTopUpForm
          onDone={() => void navigate(returnPath ?? '/wallet')}
          doneLabel={t(returnPath ? 'wallet.outcome.continue' : 'wallet.outcome.done')}
        />
      </div>
    </section>
  );
}
