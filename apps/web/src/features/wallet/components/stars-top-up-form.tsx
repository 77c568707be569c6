import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CircleCheck, Star } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TStarsTopUpOptions } from '@fanlane/contracts/telegram-bot';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { isTelegram } from '../../../shared/lib/device';
import { formatUsdCents } from '../../../shared/lib/money';
import { useMainButton } from '../../../shared/lib/use-main-button';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useBalance } from '../api/balance-api';
import { useTopUpOptions } from '../api/top-up-api';
import { useStarsTopUp } from '../api/use-stars-top-up';
import { checkStarsAmount, starsUsdCents } from '../lib/stars-amount';
import { LoadingBlock, WalletLoadError } from './load-states';
import { PresetButton } from './preset-button';

const starIcon = <Star className="size-8" aria-hidden />;

/** The Stars, one of the presets or any whole number typed, with what they are worth in USD. */
function StarsPicker({
  options,
  value,
  onChange,
  error,
}: {
  options: TStarsTopUpOptions;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const perUsd = useBalance().data?.usdToStarsRate;
  const worth = /^\d+$/.test(value) ? starsUsdCents(value, perUsd) : null;
  return (
    <div>
      <p id={groupId} className="mb-2 text-sm font-medium text-fg/90">
        {t('wallet.stars.presets')}
      </p>
      <div role="group" aria-labelledby={groupId} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {options.presetsStars.map((stars) => (
          <PresetButton
            key={stars}
            active={value === stars}
            onClick={() => onChange(stars)}
            testId={`stars-preset-${stars}`}
          >
            {stars} ★
          </PresetButton>
        ))}
      </div>
      <TextField
        className="mt-4"
        label={t('wallet.stars.custom')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={options.presetsStars[0]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? undefined}
        hint={
          worth
            ? t('wallet.stars.worth', { amount: formatUsdCents(worth) })
            : t('wallet.stars.limits', { min: options.minStars, max: options.maxStars })
        }
        data-testid="stars-input"
      />
    </div>
  );
}

/**
 * A top-up in Telegram Stars (docs/telegram.md): inside the mini-app, the Stars are picked and
 * Telegram's payment sheet takes them; the bot credits the wallet. Elsewhere the page says Stars are
 * paid in the Telegram app.
 */
export function StarsTopUpForm({ onDone, doneLabel }: { onDone: () => void; doneLabel: string }) {
  const { t } = useTranslation();
  const options = useTopUpOptions();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const stars = useStarsTopUp();
  const starsOptions = options.data?.stars ?? null;
  const check = starsOptions ? checkStarsAmount(amount, starsOptions.minStars, starsOptions.maxStars) : null;
  const inTelegram = isTelegram();
  const busy = stars.create.isPending || stars.phase.kind === 'waiting';
  const submit = () => {
    setChecked(true);
    if (check?.stars) stars.pay(check.stars);
  };
  const payLabel = check?.stars ? t('wallet.stars.pay', { stars: check.stars }) : t('wallet.stars.payNoAmount');
  useMainButton(
    inTelegram && starsOptions && stars.phase.kind !== 'waiting'
      ? { text: payLabel, onClick: submit, busy: stars.create.isPending }
      : null,
  );

  if (options.isPending) return <LoadingBlock />;
  if (options.isError) return <WalletLoadError onRetry={options.refetch} />;
  if (!starsOptions) return <EmptyState icon={starIcon} title={t('wallet.stars.unavailable')} />;
  if (!inTelegram) {
    return (
      <EmptyState
        icon={starIcon}
        title={t('wallet.stars.outsideTelegramTitle')}
        description={t('wallet.stars.outsideTelegram')}
      />
    );
  }
  if (stars.credited && stars.topUp) {
    return (
      <div className="flex flex-col items-center py-6 text-center" data-testid="stars-top-up-paid" aria-live="polite">
        <CircleCheck className="mb-4 size-12 text-emerald-500" aria-hidden />
        <h2 className="text-xl font-semibold tracking-tight">{t('wallet.stars.paid', { stars: stars.topUp.stars })}</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button round onClick={onDone} data-testid="stars-top-up-done">
            {doneLabel}
          </Button>
          <Button type="cancel" round onClick={stars.startOver}>
            {t('wallet.stars.again')}
          </Button>
        </div>
      </div>
    );
  }
  if (stars.phase.kind === 'waiting') {
    return (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted" data-testid="stars-top-up-waiting">
        <Spinner />
        {t('wallet.stars.waiting')}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const outcome = stars.phase.kind;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="stars-top-up-form">
      <p className="text-sm text-muted">{t('wallet.stars.intro')}</p>
      <StarsPicker
        options={starsOptions}
        value={amount}
        onChange={setAmount}
        error={
          checked && check?.error
            ? t(`wallet.stars.${check.error}`, { min: starsOptions.minStars, max: starsOptions.maxStars })
            : null
        }
      />
      {stars.create.isError && <Notice tone="error">{serverErrorMessage(t, stars.create.error)}</Notice>}
      {(outcome === 'cancelled' || outcome === 'failed' || outcome === 'unsupported') && (
        <Notice tone={outcome === 'cancelled' ? 'info' : 'error'} testId={`stars-top-up-${outcome}`}>
          {t(`wallet.stars.${outcome}`)}
        </Notice>
      )}
      <Button htmlType="submit" round className="w-full" loading={busy} data-testid="stars-top-up-pay">
        {payLabel}
      </Button>
    </form>
  );
}
