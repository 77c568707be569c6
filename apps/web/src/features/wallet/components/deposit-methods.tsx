import { Bitcoin, ChevronRight, CreditCard, Landmark, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { isTelegram } from '../../../shared/lib/device';
import { useTopUpOptions } from '../api/top-up-api';
import { WalletLoadError } from './load-states';

/** The route of each top-up method under /topUp (the spec's names). */
/** `crypto` opens /topUp/deposit with a currency: the user's own address to send to. */
export type DepositRoute = 'kodo' | 'alchemy' | 'crypto' | 'stars';

interface MethodProps {
  icon: ReactNode;
  title: string;
  detail: string;
  onClick?: () => void;
  testId: string;
}

function Method({ icon, title, detail, onClick, testId }: MethodProps) {
  return (
    <li>
      <button
        type="button"
        disabled={!onClick}
        onClick={onClick}
        data-testid={testId}
        className="flex w-full cursor-pointer items-center gap-4 rounded-2xl border border-line bg-surface p-4 text-start transition-colors hover:border-accent/50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-line"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/12 text-accent">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{title}</span>
          <span className="block text-sm text-muted">{detail}</span>
        </span>
        {onClick && <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden />}
      </button>
    </li>
  );
}

/**
 * The ways to top up: the configured card provider, the configured on-ramp, crypto deposits on the
 * chains the deployment watches, and Telegram Stars (inside the mini-app, when the bot is set up). A
 * method the deployment has not configured, or Stars outside Telegram, is shown disabled.
 */
export function DepositMethods({ onChoose }: { onChoose: (route: DepositRoute) => void }) {
  const { t } = useTranslation();
  const options = useTopUpOptions();
  if (options.isError) {
    return <WalletLoadError onRetry={options.refetch} />;
  }
  const card = options.data?.card ?? null;
  const onRamp = options.data?.onRamp ?? null;
  const crypto = options.data?.crypto ?? [];
  // Telegram takes Stars only inside the mini-app: elsewhere the method says so.
  const stars = options.data?.stars ? isTelegram() : null;
  return (
    <ul className="space-y-3" aria-busy={options.isPending || undefined} data-testid="deposit-methods">
      <Method
        icon={<CreditCard className="size-5" aria-hidden />}
        title={t('wallet.methods.card')}
        detail={card ? t('wallet.methods.via', { name: card.name }) : t('wallet.methods.notConfigured')}
        onClick={card ? () => onChoose('kodo') : undefined}
        testId="method-kodo"
      />
      <Method
        icon={<Landmark className="size-5" aria-hidden />}
        title={t('wallet.methods.onRamp')}
        detail={onRamp ? t('wallet.methods.via', { name: onRamp.name }) : t('wallet.methods.notConfigured')}
        onClick={onRamp ? () => onChoose('alchemy') : undefined}
        testId="method-alchemy"
      />
      <Method
        icon={<Bitcoin className="size-5" aria-hidden />}
        title={t('wallet.methods.crypto')}
        detail={
          crypto.length > 0
            ? t('wallet.methods.cryptoVia', { currencies: crypto.map((c) => c.currency).join(', ') })
            : t('wallet.methods.notConfigured')
        }
        onClick={crypto.length > 0 ? () => onChoose('crypto') : undefined}
        testId="method-crypto"
      />
      <Method
        icon={<Star className="size-5" aria-hidden />}
        title={t('wallet.methods.stars')}
        detail={
          stars === null
            ? t('wallet.methods.notConfigured')
            : t(stars ? 'wallet.methods.starsVia' : 'wallet.methods.starsInTelegram')
        }
        onClick={stars ? () => onChoose('stars') : undefined}
        testId="method-stars"
      />
    </ul>
  );
}
