/**
 * The platform's own accounts in chat (docs/chat.md, "Support"): the official support account
 * (creator domain SUPPORT_DOMAIN, shown verified), made at start if missing, whose conversations
 * admins answer from the admin area; and the welcome message a creator's new subscribers get.
 */
import type { TChatMessage, TChatMessagePage, TChatPair, TChatReadResult } from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { JobRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { assertPermission, type Caller } from '../auth/guards.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { createUser, findUserByCreatorDomain, findUserById } from '../users/users-repo.ts';
import { chatSettingsOf, openConversation } from './chat-repo.ts';
import { listMessages, listPairs, readUpTo } from './read-chat.ts';
import { sendMessage, type SendInput } from './send-message.ts';

export const WELCOME_JOB = 'chat.welcome';

/** The support account, made on first start (two instances starting at once make it once). */
export async function ensureSupportAccount(deps: AppDeps): Promise<UserRow> {
  const domain = deps.config.supportDomain;
  const existing = await findUserByCreatorDomain(deps.db, domain);
  if (existing) return existing;
  try {
    return await createUser(deps.db, deps.addresses, {
      creatorDomain: domain,
      displayName: `${deps.config.brandName} Support`,
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const made = await findUserByCreatorDomain(deps.db, domain);
    if (!made) throw err;
    return made;
  }
}

const supportAccount = ensureSupportAccount;

/** The support account's message board, for admins. */
export async function supportPairs(
  deps: AppDeps,
  caller: Caller,
  query: Parameters<typeof listPairs>[2],
): Promise<TPage<TChatPair>> {
  assertPermission(caller.user, 'support.inbox');
  return listPairs(deps, await supportAccount(deps), query);
}

export async function supportMessages(
  deps: AppDeps,
  caller: Caller,
  query: Parameters<typeof listMessages>[2],
): Promise<TChatMessagePage> {
  assertPermission(caller.user, 'support.inbox');
  return listMessages(deps, await supportAccount(deps), query);
}

export async function supportRead(
  deps: AppDeps,
  caller: Caller,
  body: { privateChatId: string; seq: number },
): Promise<TChatReadResult> {
  assertPermission(caller.user, 'support.inbox');
  return readUpTo(deps, await supportAccount(deps), body.privateChatId, body.seq);
}

/** An admin answers as the support account; the admin's name stays in the admin log. */
export async function supportSend(deps: AppDeps, caller: Caller, body: SendInput): Promise<TChatMessage> {
  assertPermission(caller.user, 'support.inbox');
  const message = await sendMessage(deps, await supportAccount(deps), { ...body, priceCents: undefined });
  await deps.db.transaction((tx) =>
    recordAdminAction(tx, caller, 'support_message', { type: 'message', id: message.id }, body.privateChatId),
  );
  return message;
}

/** The welcome message, as a job per new subscription (enqueued by the durable subscriber). */
export async function sendWelcome(deps: AppDeps, job: Pick<JobRow, 'payload'>): Promise<void> {
  const { subscriptionId, creatorId, fanId } = job.payload as {
    subscriptionId: string;
    creatorId: string;
    fanId: string;
  };
  const settings = await chatSettingsOf(deps.db, creatorId);
  if (!settings?.welcomeMessage) return;
  const creator = await findUserById(deps.db, creatorId);
  if (!creator) return;
  const privateChatId = await deps.db.transaction((tx) => openConversation(tx, creatorId, fanId, new Date()));
  try {
    await sendMessage(deps, creator, {
      privateChatId,
      text: settings.welcomeMessage,
      clientId: `welcome:${subscriptionId}`,
    });
  } catch (err) {
    // A block since the subscription (either way) means no welcome; anything else is retried.
    if (!(err instanceof AppError && err.errorName === 'CHAT_BLOCKED')) throw err;
  }
}
