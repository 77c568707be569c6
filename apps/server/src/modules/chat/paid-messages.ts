/**
 * Money in a conversation: buying a paid message (through the ledger like a pay-per-view post:
 * Idempotency-Key, fee, earnings hold, one live purchase per buyer however often it is pressed),
 * a tip shown as a message, and the gallery of what was exchanged (docs/chat.md, "Paid messages").
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  TChatMediaItem,
  TChatMessage,
  TChatUnlockResult,
  ZChatTipRequest,
  ZChatUnlockRequest,
} from '@fanlane/contracts/chat';
import { PAGE_SIZE_DEFAULT, type TCursorRequest, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { applyCharge, planCharge } from '../../ledger/charge.ts';
import { idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { assertMaySpend } from '../../ledger/may-spend.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import type { Caller } from '../auth/guards.ts';
import { sendTip } from '../tips/send-tip.ts';
import { assertMayWrite, assertNoFirstMessagePrice, chatOf } from './chat-access.ts';
import { findMessage, galleryPage, insertMessagePurchase } from './chat-repo.ts';
import { presentMessagesFor } from './present-chat.ts';
import { publish, sendMessage } from './send-message.ts';

type UnlockBody = z.output<typeof ZChatUnlockRequest>;

/** Buys a paid message of the other member's; answers it unlocked, and the buyer's other sockets hear it. */
export async function unlockMessage(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: UnlockBody,
): Promise<TChatUnlockResult> {
  const buyer = caller.user;
  assertMaySpend(buyer);
  const chat = await chatOf(deps, buyer.id, body.privateChatId);
  const row = await findMessage(deps.db, chat.conversationId, body.messageId);
  if (!row || row.deletedAt) throw appError('NOT_FOUND');
  if (row.priceCents === null || row.senderId === buyer.id) throw appError('CHAT_NOT_PAID_MESSAGE');
  await assertMayWrite(deps, buyer, { id: chat.otherId, domain: chat.otherDomain }, chat.conversationId);
  const plan = await planCharge(deps, {
    fanId: buyer.id,
    creatorId: row.senderId,
    usdCents: row.priceCents,
    currency: body.currency,
  });
  const stored = await idempotent(deps.events, key, 'chat_unlock', body, async (tx, emit) => {
    const purchaseId = randomUUID();
    const entryId = randomUUID();
    // First the purchase row: a second buyer's transaction waits on its unique index, then gives up.
    const purchase = await insertMessagePurchase(tx, {
      id: purchaseId,
      messageId: row.id,
      buyerId: buyer.id,
      creatorId: row.senderId,
      priceCents: row.priceCents!,
      entryId,
    });
    if (!purchase) throw appError('CHAT_NOT_PAID_MESSAGE');
    await applyCharge(tx, deps, plan, {
      entryId,
      kind: 'purchase',
      refType: 'message_purchase',
      refId: purchaseId,
      source: 'purchase',
    });
    emit({
      type: 'message.purchased',
      data: {
        purchaseId,
        messageId: row.id,
        conversationId: chat.conversationId,
        creatorId: row.senderId,
        fanId: buyer.id,
        priceCents: row.priceCents!.toString(),
      },
    });
    return { messageId: row.id, transactionId: entryId };
  });
  const [message] = await presentMessagesFor(deps, buyer, [row], () => chat.otherAddress);
  publish(deps, [buyer.id], { type: 'unlocked', message: message! });
  return { message: message!, transactionId: stored.transactionId };
}

type TipBody = z.output<typeof ZChatTipRequest>;

/**
 * A tip to the other member (a creator) from inside the conversation: the tips module's payment
 * (its amount limits, its Idempotency-Key), then a message of kind `tip` whose clientId is the
 * tip's, so a retried call, answered the stored tip, shows one message.
 */
export async function tipInChat(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: TipBody,
): Promise<TChatMessage> {
  const chat = await chatOf(deps, caller.user.id, body.privateChatId);
  if (!chat.otherDomain) throw appError('NOT_A_CREATOR');
  await assertMayWrite(deps, caller.user, { id: chat.otherId, domain: chat.otherDomain }, chat.conversationId);
  // A tip shows as a message: it is no way around a first-message price, which is paid first.
  await assertNoFirstMessagePrice(deps, caller.user, chat);
  const tip = await sendTip(deps, caller, key, {
    addressOrDomain: chat.otherAddress,
    usdCents: body.usdCents,
    currency: body.currency,
    ...(body.text && { message: body.text }),
  });
  return sendMessage(deps, caller.user, {
    privateChatId: chat.conversationId,
    text: body.text,
    clientId: `tip:${tip.tipId}`,
    tip: BigInt(tip.usdCents),
  });
}

/** Everything exchanged in a conversation, newest first, as the caller may see it. */
export async function listGallery(
  deps: AppDeps,
  viewer: Pick<UserRow, 'id' | 'address' | 'imageDisplayRatio'>,
  query: TCursorRequest & { privateChatId: string },
): Promise<TPage<TChatMediaItem>> {
  const chat = await chatOf(deps, viewer.id, query.privateChatId);
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await galleryPage(deps.db, chat.conversationId, decodeCursor(query.cursor), limit + 1);
  return pageOf(
    rows,
    limit,
    (r) => ({ at: r.createdAt, id: r.id }),
    async (kept) => {
      const messages = await presentMessagesFor(deps, viewer, kept, (r) =>
        r.senderId === chat.otherId ? chat.otherAddress : viewer.address,
      );
      return messages.flatMap((m) =>
        m.media.map((media) => ({
          messageId: m.id,
          seq: m.seq,
          sender: m.sender,
          createdAt: m.createdAt,
          media,
          price: m.price,
          unlocked: m.unlocked,
        })),
      );
    },
  );
}
