/**
 * What happens on every navigation (spec section 2): scroll handling, page-visit tracking and the
 * throttled refresh of the unread message and notification counts.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGE_REFRESH_THROTTLE_MS } from '@fanlane/contracts/constants';
import { fetchUnread } from '../features/auth/api/auth-api';
import { createThrottle } from '../shared/lib/throttle';
import { trackPageVisit } from '../shared/lib/tracking';
import { readInvitation } from '../shared/lib/invitation';
import { isTelegram } from '../shared/lib/device';
import { useUserStore, selectIsLoggedIn, type MessageCount } from '../shared/stores/user-store';
import { useCurrentRoute } from './route-meta';
import { applyTelegramStartParam } from './telegram-start';

/** Spec section 9: scroll positions are recorded at most every 100 ms. */
const SCROLL_RECORD_THROTTLE_MS = 100;

/** Scroll positions of keepScroll pages, by path, for this page view. */
const savedScroll = new Map<string, number>();

export function clearSavedScroll(): void {
  savedScroll.clear();
}

function useScrollHandling(pathname: string, key: string, routeName: string | undefined, keepScroll: boolean) {
  // Record the position of a keepScroll page while it is shown.
  useEffect(() => {
    if (!keepScroll) return undefined;
    let last = 0;
    const record = () => {
      const now = Date.now();
      if (now - last < SCROLL_RECORD_THROTTLE_MS) return;
      last = now;
      savedScroll.set(pathname, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
    };
  }, [pathname, keepScroll]);

  // On arrival: back to the saved position, else smoothly to the top, except on Home. Not on the
  // page view's first address: the document starts at the top (or where the browser puts a reload
  // back), and a scroll there would only force a layout before the first paint.
  const firstAddress = useRef(true);
  useLayoutEffect(() => {
    if (firstAddress.current) {
      firstAddress.current = false;
      return undefined;
    }
    const saved = keepScroll ? savedScroll.get(pathname) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved });
      // Content that renders a frame later (lists from the cache) may have been too short.
      const frame = requestAnimationFrame(() => window.scrollTo({ top: saved }));
      return () => cancelAnimationFrame(frame);
    }
    if (routeName !== 'Home') window.scrollTo({ top: 0, behavior: 'smooth' });
    return undefined;
    // Runs once per navigation (location key), not when the route object changes identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useCurrentRoute();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const refreshThrottle = useRef(createThrottle(MESSAGE_REFRESH_THROTTLE_MS));
  const routeName = current?.route.name;
  const domain = current?.params.domain;

  useScrollHandling(location.pathname, location.key, routeName, current?.route.keepScroll ?? false);

  // Inside Telegram the start parameter picks the first page, once per page view.
  useEffect(() => {
    if (isTelegram()) applyTelegramStartParam(navigate);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (routeName === 'Creators' && domain) trackPageVisit(domain, 'Creators');
    if (routeName === 'BecomeCreator') trackPageVisit(readInvitation().invitorDomain ?? '', 'BecomeCreator');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    if (!isLoggedIn) return;
    refreshThrottle.current(() => {
      const asked = useUserStore.getState().messageCount;
      fetchUnread()
        .then((count) => useUserStore.getState().setMessageCount(newerThanLive(asked, count)))
        .catch(() => {
          // The counts stay as they were; the next navigation after the window tries again.
        });
    });
  }, [location.key, isLoggedIn]);

  return null;
}

/**
 * An answer to the refresh, unless the socket moved a count while it was on its way: a live count
 * (a message read a moment ago) is newer than what the server counted before it. Each change makes
 * a new `messageCount`, so a count that went up and back down is seen too.
 */
function newerThanLive(asked: MessageCount, answer: MessageCount): Partial<MessageCount> {
  return useUserStore.getState().messageCount === asked ? answer : {};
}
