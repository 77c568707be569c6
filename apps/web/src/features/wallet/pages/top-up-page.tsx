import { ReceiptText } from 'lucide-react';
import { Link, useLocation, useNavigate, useOutlet } from 'react-router';
import { useTranslation } from '#i18n';
import { DepositMethods } from '../components/deposit-methods';
import { PageHeader } from '../../../shared/ui/page-header';

/** /topUp and /topUp/depositMethod: the ways to top up; the query (amount, return) goes along. */
export function DepositMethodPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <section className="mx-auto max-w-xl" data-testid="deposit-method-page">
      <PageHeader
        title={t('routes.topUp')}
        backTo="/wallet"
        backLabel={t('common.back')}
        action={
          <Link
            to="/topUp/transactions"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
            data-testid="top-up-history-link"
          >
            <ReceiptText className="size-4" aria-hidden />
            {t('wallet.topUp.history')}
          </Link>
        }
      />
      <p className="mb-4 text-sm text-muted">{t('wallet.methods.intro')}</p>
      <DepositMethods
        onChoose={(route) =>
          void navigate(route === 'crypto' ? '/topUp/deposit?currency=ETH' : `/topUp/${route}${search}`)
        }
      />
    </section>
  );
}

/** /topUp: its child page when one is open, else the ways to top up. */
export function TopUpPage() {
  const outlet = useOutlet();
  return outlet ?? <DepositMethodPage />;
}
