/**
 * The login modal's title: what the visitor was doing when the sign-in interrupted them. The handle
 * and the price are isolated, so a right-to-left sentence keeps them whole.
 */
import type { TFunction } from '#i18n';
import type { LoginIntent } from '../../../shared/lib/login-intent';
import { formatUsdCents } from '../../../shared/lib/money';
import { isolate } from '../../../shared/ui/user-text';

export type LoginTitleView = 'signin' | 'signup';

export function loginTitle(t: TFunction, view: LoginTitleView, intent: LoginIntent | null): string {
  const up = view === 'signup';
  switch (intent?.kind) {
    case 'follow':
      return t(up ? 'auth.signUpToFollow' : 'auth.signInToFollow', { domain: isolate(intent.domain) });
    case 'unlock':
      // The price in the interface language's own money format ("$4.99", "4,99 $").
      return intent.priceCents
        ? t(up ? 'auth.intent.signUpToUnlockFor' : 'auth.intent.signInToUnlockFor', {
            price: isolate(formatUsdCents(intent.priceCents)),
          })
        : t(up ? 'auth.intent.signUpToUnlock' : 'auth.intent.signInToUnlock');
    case 'subscribe':
      return t(up ? 'auth.intent.signUpToSubscribe' : 'auth.intent.signInToSubscribe', {
        domain: isolate(intent.domain),
      });
    case 'tip':
      return t(up ? 'auth.intent.signUpToTip' : 'auth.intent.signInToTip', { domain: isolate(intent.domain) });
    default:
      return t(up ? 'auth.signUpTitle' : 'auth.signInTitle');
  }
}
