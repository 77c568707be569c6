import { useTranslation } from '#i18n';
import { SANDBOX_CARDS } from '@fanlane/contracts/top-up';
import { formatCardNumber } from '../lib/card-input';

const OUTCOMES = Object.keys(SANDBOX_CARDS) as Array<keyof typeof SANDBOX_CARDS>;

/** The sandbox gateway's test cards, each with what it does, for demos and testers. */
export function SandboxCardsHint() {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-2xl border border-dashed border-accent/40 bg-accent/6 p-3 text-xs"
      data-testid="sandbox-cards"
    >
      <p className="font-semibold text-fg">{t('wallet.card.testCards')}</p>
      <ul className="mt-2 space-y-1">
        {OUTCOMES.map((outcome) => (
          <li key={outcome} className="flex justify-between gap-3">
            <span className="font-mono tabular-nums" dir="ltr">
              {formatCardNumber(SANDBOX_CARDS[outcome])}
            </span>
            <span className="text-muted">{t(`wallet.card.test.${outcome}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{t('wallet.card.testAnyDate')}</p>
    </div>
  );
}
