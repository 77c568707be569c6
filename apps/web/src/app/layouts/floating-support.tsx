/**
 * The chat's pieces on every page of a signed-in tab, loaded after the sign-in (never in the first
 * view) from one chunk: the socket, and the floating support button (spec section 1) where it
 * shows: on a desktop (not a phone, not the Telegram mini-app), on every page but the chat's own.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isMobile } from '../../shared/lib/device';
import { selectIsLoggedIn, useUserStore } from '../../shared/stores/user-store';

const signedInChat = () => import('./signed-in-chat');
const ChatLive = lazy(() => signedInChat().then((m) => ({ default: m.ChatLive })));
const SupportButtonHost = lazy(() => signedInChat().then((m) => ({ default: m.SupportButtonHost })));

/** One chat socket per signed-in tab: opened with the sign-in, closed with the sign-out (a new user, a new socket). */
export function LiveChat() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const address = useUserStore((s) => s.address);
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ChatLive key={address ?? ''} />
    </Suspense>
  );
}

/** The chat's pages (and the admins' support inbox) have their own way to the conversation. */
export function isChatPath(pathname: string): boolean {
  return /^\/chats(\/|$)/i.test(pathname) || /^\/admin\/support(\/|$)/i.test(pathname);
}

export function FloatingSupport() {
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const { pathname } = useLocation();
  if (!isLoggedIn || isMobile() || isChatPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SupportButtonHost />
    </Suspense>
  );
}
