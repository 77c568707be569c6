/**
 * The card providers of this deployment: the sandbox gateway (always there, it is the default and
 * what the demo and tests pay through) and Stripe when its keys are configured. CARD_PROVIDER and
 * ONRAMP_PROVIDER choose which one a top-up channel uses.
 */
import { createHmac } from 'node:crypto';
import type { TCardProvider } from '@fanlane/contracts/top-up';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import type { CardGateway } from './card-gateway.ts';
import type { WebhookTransport } from './sandbox-gateway/events.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway/gateway.ts';
import { createStripeGateway, type StripeApi } from './stripe/stripe-gateway.ts';

export type Payments = { sandbox: SandboxGateway; stripe: CardGateway | null };
/** Tests deliver the sandbox's webhooks through `app.inject` and point Stripe at a local server. */
export type PaymentsOptions = { webhookTransport?: WebhookTransport; stripeApi?: StripeApi };

/** SANDBOX_WEBHOOK_SECRET, or one derived from the JWT secret so a fresh install needs no setup. */
export const sandboxWebhookSecret = (config: Config, jwtSecret: string) =>
  config.sandboxWebhookSecret ??
  createHmac('sha256', jwtSecret).update('fanlane:sandbox-webhook-secret').digest('base64url');

export function createPayments(
  config: Config,
  db: Database,
  jwtSecret: string,
  options: PaymentsOptions = {},
): Payments {
  const wantsStripe = config.cardProvider === 'stripe' || config.onRampProvider === 'stripe';
  const { stripeSecretKey, stripeWebhookSecret } = config;
  if (wantsStripe && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when CARD_PROVIDER or ONRAMP_PROVIDER is stripe',
    );
  }
  return {
    sandbox: createSandboxGateway({
      db,
      config,
      secret: sandboxWebhookSecret(config, jwtSecret),
      transport: options.webhookTransport,
    }),
    stripe:
      stripeSecretKey && stripeWebhookSecret
        ? createStripeGateway({
            secretKey: stripeSecretKey,
            webhookSecret: stripeWebhookSecret,
            api: options.stripeApi,
          })
        : null,
  };
}

/** The gateway behind a configured provider; PROVIDER_NOT_CONFIGURED when there is none. */
export function gatewayFor(payments: Payments, provider: TCardProvider | null): CardGateway {
  const gateway = provider === 'sandbox' ? payments.sandbox : provider === 'stripe' ? payments.stripe : null;
  if (!gateway) throw appError('PROVIDER_NOT_CONFIGURED');
  return gateway;
}
