/** Sockets follow their session: a signed-out or revoked session's sockets close on every instance. */
import type { AppDeps } from '../../deps.ts';
import { ALL_SESSIONS } from '../../lib/realtime-hub.ts';

export function registerChatSubscribers(deps: AppDeps) {
  deps.events.onLocal(['session.revoked'], ({ data }) => deps.realtime.closeSession(data.userId, data.sessionId));
  deps.events.onLocal(['user.sessions_revoked'], ({ data }) => deps.realtime.closeSession(data.userId, ALL_SESSIONS));
}
