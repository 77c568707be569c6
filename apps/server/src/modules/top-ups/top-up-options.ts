/** What this deployment offers for topping up: the card provider (`kodo`), the on-ramp (`alchemy`), the fee and the bounds. */
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, TOP_UP_PRESETS_CENTS } from '@fanlane/contracts/money';
import type { TTopUpOptions } from '@fanlane/contracts/top-up';
import { STARS_TOP_UP_MAX, STARS_TOP_UP_MIN, STARS_TOP_UP_PRESETS } from '@fanlane/contracts/telegram-bot';
import type { AppDeps } from '../../deps.ts';
import { depositChannels } from '../deposits/channels.ts';
import { gatewayFor } from '../../integrations/payments/payments.ts';

const starsTopUpOptions = () => ({
  minStars: String(STARS_TOP_UP_MIN),
  maxStars: String(STARS_TOP_UP_MAX),
  presetsStars: STARS_TOP_UP_PRESETS.map(String),
});

export function topUpOptions(deps: AppDeps): TTopUpOptions {
  const { cardProvider, onRampProvider, payFixedFeeCents } = deps.config;
  const card = cardProvider ? gatewayFor(deps.payments, cardProvider) : null;
  const onRamp = onRampProvider ? gatewayFor(deps.payments, onRampProvider) : null;
  return {
    card: card && { provider: card.provider, name: card.name, savedCards: card.savedCards },
    onRamp: onRamp && { provider: onRamp.provider, name: onRamp.name },
    paypal: null,
    crypto: depositChannels(deps.config),
    stars: deps.config.telegram.botToken ? starsTopUpOptions() : null,
    payFixedFeeCents: payFixedFeeCents.toString(),
    minCents: String(TOP_UP_MIN_CENTS),
    maxCents: String(TOP_UP_MAX_CENTS),
    presetsCents: TOP_UP_PRESETS_CENTS.map(String),
  };
}
