/**
 * A fan's first message to a creator who charges for it (docs/chat.md, "Paid first message"): the
 * send call with `firstMessagePriceCents` and an Idempotency-Key. The charge and the message are
 * one transaction under the conversation's row lock, so a key gives one charge and one message
 * however often it is sent, and there is never a charge without its message or the reverse.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TChatMessage, ZChatSendRequest } from '@fanlane/contracts/chat';
import { formatMinor } from '@fanlane/contracts/money-math';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { applyCharge, planCharge } from '../../ledger/charge.ts';
import { earlierAnswer, idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import { assertMaySpend } from '../../ledger/may-spend.ts';
import type { Caller } from '../auth/guards.ts';
import { maybeReplyWithAi } from './ai-replies.ts';
import { firstMessagePriceDue } from './chat-access.ts';
import {
  findByClientId,
  findMessage,
  firstMessageTerms,
  insertMessagePurchase,
  lockConversation,
  storeSend,
  type StoredSend,
} from './chat-repo.ts';
import { presentMessagesFor } from './present-chat.ts';
import { checkSend, deliverSend } from './send-message.ts';

type SendBody = z.output<typeof ZChatSendRequest>;
type Answer = { messageId: string; transactionId: string | null };

const SCOPE = 'chat_first_message';

const priceChanged = (priceCents: bigint) =>
  appError('CHAT_FIRST_MESSAGE_PRICE_CHANGED', {
    params: { price: `$${formatMinor(priceCents, 'USD')}` },
    data: { priceCents: priceCents.toString() },
  });

export async function sendPaidFirstMessage(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: SendBody & { firstMessagePriceCents: string },
): Promise<TChatMessage> {
  const fan = caller.user;
  assertMaySpend(fan);
  const { firstMessagePriceCents, currency = 'USD', ...input } = body;
  const { chat, row: send, terms } = await checkSend(deps, fan, input);
  // A retry of a send that went through answers its message, though nothing is due any more.
  const earlier = await earlierAnswer<Answer>(deps.db, key, SCOPE, body);
  if (earlier) return storedMessage(deps, fan, chat.otherAddress, chat.conversationId, earlier.messageId);
  const due = await firstMessagePriceDue(deps, fan, chat, terms);
  if (due > 0n && due !== BigInt(firstMessagePriceCents)) throw priceChanged(due);
  const plan =
    due > 0n ? await planCharge(deps, { fanId: fan.id, creatorId: chat.otherId, usdCents: due, currency }) : null;

  let stored: StoredSend | undefined;
  const answer = await idempotent<Answer>(deps.events, key, SCOPE, body, async (tx) => {
    // Under the lock nobody else writes here: "no message yet" holds until this commits.
    const lastSeq = await lockConversation(tx, chat.conversationId);
    const terms = lastSeq === 0 ? await firstMessageTerms(tx, chat.conversationId, chat.otherId) : undefined;
    const price = terms?.priceCents ?? 0n;
    if (price > 0n && price !== due) throw priceChanged(price);
    stored = await storeSend(tx, send);
    if (!stored) {
      // Its clientId names an earlier message of the fan's: that one is the answer, and free.
      const existing = await findByClientId(tx, chat.conversationId, fan.id, send.clientId!);
      if (!existing) throw appError('CONFLICT');
      return { messageId: existing.id, transactionId: null };
    }
    // Someone wrote first meanwhile, or the creator made it free: nothing to pay.
    if (price === 0n || !plan) return { messageId: stored.row.id, transactionId: null };
    // From here the price is the one quoted and planned: `due`.
    const purchaseId = randomUUID();
    const entryId = randomUUID();
    // The fan buys the right to write: a purchase of their own message (payment history, refunds).
    await insertMessagePurchase(tx, {
      id: purchaseId,
      messageId: stored.row.id,
      buyerId: fan.id,
      creatorId: chat.otherId,
      priceCents: price,
      entryId,
    });
    await applyCharge(tx, deps, plan, {
      entryId,
      kind: 'purchase',
      refType: 'message_purchase',
      refId: purchaseId,
      source: 'purchase',
    });
    return { messageId: stored.row.id, transactionId: entryId };
  });

  // The same key at the same time: the other request stored and charged it.
  if (!stored || stored.row.id !== answer.messageId) {
    return storedMessage(deps, fan, chat.otherAddress, chat.conversationId, answer.messageId);
  }
  const paid = answer.transactionId === null ? undefined : due;
  const sent = await deliverSend(deps, fan, chat, send, stored, paid);
  void maybeReplyWithAi(deps, sent.row, sent.recipient);
  return sent.message;
}

async function storedMessage(
  deps: AppDeps,
  fan: Caller['user'],
  creatorAddress: string,
  conversationId: string,
  messageId: string,
): Promise<TChatMessage> {
  const row = await findMessage(deps.db, conversationId, messageId);
  if (!row) throw appError('CONFLICT');
  const [message] = await presentMessagesFor(deps, fan, [row], (r) =>
    r.senderId === fan.id ? fan.address : creatorAddress,
  );
  return message!;
}
