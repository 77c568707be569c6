/**
 * Sockets follow their session: a signed-out or revoked session's sockets close on every instance.
 * A new subscriber gets the creator's welcome message: a job per subscription, made in the relay's
 * transaction (once for the cluster), sent by the job runner.
 */
import type { AppDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { ALL_SESSIONS } from '../../lib/realtime-hub.ts';
import { WELCOME_JOB } from './official-accounts.ts';

export function registerChatSubscribers(deps: AppDeps) {
  deps.events.onDurable('chat.welcome', ['subscription.started'], async ({ data }, tx) => {
    await enqueueJob(tx, { kind: WELCOME_JOB, key: data.subscriptionId, payload: data });
  });
  deps.events.onLocal(['session.revoked'], ({ data }) => deps.realtime.closeSession(data.userId, data.sessionId));
  deps.events.onLocal(['user.sessions_revoked'], ({ data }) => deps.realtime.closeSession(data.userId, ALL_SESSIONS));
}
