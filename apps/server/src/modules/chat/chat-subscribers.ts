/**
 * Sockets follow their session: a signed-out or revoked session's sockets close on every instance.
 * A new subscriber gets the creator's welcome message: a job per subscription, made in the relay's
 * transaction (once for the cluster), sent by the job runner.
 */
import type { AppDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { ALL_SESSIONS } from '../../lib/realtime-hub.ts';
import { WELCOME_JOB } from './official-accounts.ts';
import { forgetAllowed } from './chat-access.ts';

export function registerChatSubscribers(deps: AppDeps) {
  // What may turn an allowed pair into a refused one drops it from the writing rule's memory.
  deps.events.onLocal(['block.changed'], ({ data }) => forgetAllowed(data.blockerId, data.blockedId));
  deps.events.onLocal(['follow.changed'], ({ data }) => forgetAllowed(data.fanId, data.creatorId));
  deps.events.onLocal(['subscription.ended'], ({ data }) => forgetAllowed(data.fanId, data.creatorId));
  deps.events.onLocal(['chat_settings.changed'], ({ data }) => forgetAllowed(data.userId));
  deps.events.onDurable('chat.welcome', ['subscription.started'], async ({ data }, tx) => {
    await enqueueJob(tx, { kind: WELCOME_JOB, key: data.subscriptionId, payload: data });
  });
  deps.events.onLocal(['session.revoked'], ({ data }) => deps.realtime.closeSession(data.userId, data.sessionId));
  deps.events.onLocal(['user.sessions_revoked'], ({ data }) => deps.realtime.closeSession(data.userId, ALL_SESSIONS));
}
