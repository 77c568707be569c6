/**
 * What an auth button and a payment opened while signed out both do: remember where the visitor
 * is (spec §1, redirectUri) and what they were doing, then open the login modal that says it.
 */
import { useModalStore } from '../stores/modal-store';
import { savePendingIntent, type LoginIntent } from './login-intent';
import { saveRedirectUri } from './redirect-uri';

export function askToSignIn(intent: LoginIntent): void {
  const { pathname, search } = window.location;
  const path = `${pathname}${search}`;
  saveRedirectUri(path);
  savePendingIntent(intent, path);
  useModalStore.getState().openLogin(intent);
}
