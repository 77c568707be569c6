import { CircleSlash, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { isTelegram } from '../../../shared/lib/device';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { refreshBalance } from '../api/balance-api';
import { useCancelTopUp, useTopUp } from '../api/top-up-api';
import { LoadingBlock } from '../components/load-states';
import { SignInPrompt } from '../components/sign-in-prompt';
import { TopUpOutcome } from '../components/top-up-outcome';
import { topUpRetryPath } from '../lib/retry-path';
import { safeReturnPath } from '../lib/return-path';

/** How long the page follows a top-up before it says the provider is slow. */
export const PAY_RETURN_TIMEOUT_MS = 60_000;

function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md rounded-3xl border border-line bg-surface p-6" data-testid="pay-return-page">
      {children}
    </section>
  );
}

/** The hosted checkout was left by its cancel link, with no top-up named: nothing was charged. */
function CancelledUnnamed({ returnPath }: { returnPath: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<CircleSlash className="size-8" />}
      title={t('wallet.pay.cancelledTitle')}
      description={t('wallet.pay.cancelledBody')}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="cancel" round onClick={() => void navigate(returnPath ?? '/wallet')} data-testid="pay-back">
            {t('common.back')}
          </Button>
          <Button round onClick={() => void navigate(topUpRetryPath(undefined, returnPath))} data-testid="pay-retry">
            {t('wallet.outcome.tryAgain')}
          </Button>
        </div>
      }
    />
  );
}

/**
 * The hosted checkout was left by its cancel link: the server closes the top-up as cancelled, and the
 * page shows the state it answers, the one the history shows (paid already, if the fan paid first).
 */
function Cancelled({ topUpId, returnPath }: { topUpId: string; returnPath: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelTopUp();
  const { mutate } = cancel;
  useEffect(() => mutate(topUpId), [mutate, topUpId]);

  if (cancel.isError) return <NotFound />;
  const topUp = cancel.data;
  if (!topUp) return <LoadingBlock />;
  const back = (
    <Button
      type={topUp.status === 'succeeded' ? 'default' : 'cancel'}
      round
      onClick={() => void navigate(returnPath ?? '/wallet')}
      data-testid="pay-back"
    >
      {t('common.back')}
    </Button>
  );
  const actions =
    topUp.status === 'succeeded' ? (
      back
    ) : (
      <>
        {back}
        {/* The same amount and channel as the cancelled one. */}
        <Button round onClick={() => void navigate(topUpRetryPath(topUp, returnPath))} data-testid="pay-retry">
          {t('wallet.outcome.tryAgain')}
        </Button>
      </>
    );
  return <TopUpOutcome topUp={topUp} actions={actions} />;
}

/** Back from a paid checkout: follows the top-up until the provider's webhook settled it. */
function Following({ topUpId, returnPath }: { topUpId: string; returnPath: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const topUp = useTopUp(topUpId, { poll: !timedOut });
  const status = topUp.data?.status;
  const refreshed = useRef(false);

  useEffect(() => {
    setTimedOut(false);
    const timer = window.setTimeout(() => setTimedOut(true), PAY_RETURN_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [round]);

  useEffect(() => {
    if (status !== 'succeeded' || refreshed.current) return;
    refreshed.current = true;
    // A failed re-read leaves the last figure in the header; the next read corrects it.
    refreshBalance(queryClient).catch(() => undefined);
  }, [status, queryClient]);

  if (topUp.isError) return <NotFound />;
  const back = (
    <Button
      type={status === 'succeeded' ? 'default' : 'cancel'}
      round
      onClick={() => void navigate(returnPath ?? '/wallet')}
      data-testid="pay-back"
    >
      {t(returnPath ? 'wallet.outcome.continue' : 'wallet.pay.toWallet')}
    </Button>
  );
  const actions =
    status === 'failed' || status === 'expired' ? (
      <>
        {back}
        <Button round onClick={() => void navigate(topUpRetryPath(topUp.data, returnPath))} data-testid="pay-retry">
          {t('wallet.outcome.tryAgain')}
        </Button>
      </>
    ) : status === 'succeeded' ? (
      back
    ) : (
      <>
        <Button type="cancel" round onClick={() => void navigate('/topUp/transactions')} data-testid="pay-history">
          {t('wallet.topUp.history')}
        </Button>
        <Button
          round
          onClick={() => {
            setRound((n) => n + 1);
            void topUp.refetch();
          }}
          data-testid="pay-check-again"
        >
          {t('wallet.pay.checkAgain')}
        </Button>
      </>
    );
  return <TopUpOutcome topUp={topUp.data ?? null} timedOut={timedOut} actions={actions} />;
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<SearchX className="size-8" />}
      title={t('wallet.pay.notFound')}
      action={
        <Button round onClick={() => void navigate('/topUp/transactions')} data-testid="pay-history">
          {t('wallet.topUp.history')}
        </Button>
      }
    />
  );
}

/**
 * /pay/:status: where a hosted checkout sends the user back (`?topUpId=&return=`). `cancel` says
 * nothing was charged; any other status follows the top-up itself, which is what counts.
 */
export function PayReturnPage() {
  const { t } = useTranslation();
  const { status } = useParams();
  const [params] = useSearchParams();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const topUpId = params.get('topUpId');
  const returnPath = safeReturnPath(params.get('return'));

  if (!isLoggedIn && !isTelegram()) {
    return (
      <Panel>
        <SignInPrompt
          icon={<SearchX className="size-8" />}
          title={t('wallet.pay.signInTitle')}
          description={t('wallet.pay.signInBody')}
          testId="pay-sign-in"
        />
      </Panel>
    );
  }
  return (
    <Panel>
      {status === 'cancel' && topUpId ? (
        <Cancelled topUpId={topUpId} returnPath={returnPath} />
      ) : status === 'cancel' ? (
        <CancelledUnnamed returnPath={returnPath} />
      ) : topUpId ? (
        <Following topUpId={topUpId} returnPath={returnPath} />
      ) : (
        <NotFound />
      )}
    </Panel>
  );
}
