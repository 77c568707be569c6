/** Start-up: theme, invitation, language, session, then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { initI18n } from './i18n';
import { applyStoredTheme } from './shared/stores/preferences-store';
import { useUserStore, selectIsLoggedIn } from './shared/stores/user-store';
import { captureInvitationParams, readHistoryAuthCode } from './shared/lib/invitation';
import { registerPromotionTagUse } from './shared/lib/promotion-tag';
import { isTelegram } from './shared/lib/device';
import { installPreloadErrorReload, startVersionCheck } from './shared/lib/version-check';
import { loginWithAuthCode } from './features/auth/api/auth-api';
import { completeLogin, installSession, restoreSession } from './features/auth/api/session';
import { App } from './app/app';
import { queryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { signInAgainSilently, startTelegramSession } from './app/telegram-mini-app';
import { startErrorReporting } from './app/error-reporting/error-reporting';
import { runEffectsAfterCommit } from './app/effect-timing';

runEffectsAfterCommit();

applyStoredTheme();
const invitation = captureInvitationParams();
installPreloadErrorReload();

// Telegram opened this page as a mini-app (a cheap look at the address and window.Telegram); only
// then is the Telegram SDK loaded (app/telegram-mini-app.ts imports it dynamically).
const inTelegram = isTelegram();

/** Inside Telegram a 401 signs the same Telegram user in again, silently; their cached data stays. */
async function signInAgainInTelegram(): Promise<void> {
  if (await signInAgainSilently()) await queryClient.invalidateQueries();
  else queryClient.clear();
}

// A 401 clears the session (session.ts); the login guard follows the store, so a guarded page hands
// over to /login?redirect=… at once and later navigations are guarded too. Cached data of the old
// user must not be shown to the next one.
installSession({
  onLoggedOut: inTelegram ? () => void signInAgainInTelegram() : () => queryClient.clear(),
});

/** A one-time code from another page or app signs this tab in (spec section 5: history.authCode). */
async function signInWithHandedOverCode(): Promise<void> {
  const authCode = readHistoryAuthCode();
  if (!authCode || selectIsLoggedIn(useUserStore.getState())) return;
  const url = new URL(window.location.href);
  url.searchParams.delete('authCode');
  window.history.replaceState(null, '', url.toString());
  await completeLogin(await loginWithAuthCode(authCode, { silent: true }), { type: 'auth-code' });
}

const languageReady = initI18n();
const sessionReady = inTelegram
  ? startTelegramSession({ languageReady })
  : restoreSession().then(signInWithHandedOverCode);
// Settled, never rejected: the app starts whatever the network says.
const boot = Promise.allSettled([languageReady, sessionReady]);
// A creator's tracking link brought this visit: its click counts once the session is known, so a
// signed-in fan's arrival is credited to the link too (docs/tracking-links.md).
if (invitation.promotionTag) {
  const { promotionTag } = invitation;
  void boot.then(() => registerPromotionTagUse(promotionTag));
}

// The dev server's build stamp never matches a running API server, so only real builds check.
if (import.meta.env.PROD) startVersionCheck({ currentVersion: __APP_VERSION__ });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App boot={boot} router={createAppRouter()} />
    </StrictMode>,
  );
}

// Sentry only with a DSN in the page config, imported after the first paint (docs/error-reporting.md).
void startErrorReporting();
