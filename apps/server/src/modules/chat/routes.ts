/** The chat calls (/chat-msg/v1/*) and the socket; docs/chat.md. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  CHAT_SOCKET_PATH,
  ZAiStatus,
  CHAT_TOKEN_TTL_SECONDS,
  ZChatFavoriteRequest,
  ZChatFriendPage,
  ZChatFriendQueryRequest,
  ZChatMessage,
  ZChatMediaListRequest,
  ZChatMediaPage,
  ZChatMessageListRequest,
  ZChatMessagePage,
  ZChatMuteRequest,
  ZChatPair,
  ZChatPairListRequest,
  ZChatPairOpenRequest,
  ZChatPairRequest,
  ZChatReadRequest,
  ZChatReadResult,
  ZChatSendRequest,
  ZChatSettings,
  ZChatSettingsUpdate,
  ZChatTipRequest,
  ZChatToken,
  ZChatUnreadCount,
  ZChatUnlockRequest,
  ZChatUnlockResult,
  ZChatUnsendRequest,
  ZMassAudienceCount,
  ZMassAudienceRequest,
  ZMassMessage,
  ZMassMessageCreateRequest,
  ZMassMessageDetail,
  ZMassMessageIdRequest,
  ZMassMessageListRequest,
  ZMassMessagePage,
} from '@fanlane/contracts/chat';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { callerOf, requirePermission, requireUser } from '../auth/guards.ts';
import { idempotencyKeyOf } from '../../ledger/idempotency.ts';
import { registerChatSocket } from './chat-socket.ts';
import { assertOwnListAudience } from '../fan-lists/list-audience.ts';
import { listGallery, tipInChat, unlockMessage } from './paid-messages.ts';
import { sendPaidFirstMessage } from './send-paid-first-message.ts';
import { aiStatus, ensureBotAccount, sendAndMaybeAnswer } from './ai-replies.ts';
import { ensureSupportAccount, supportMessages, supportPairs, supportRead, supportSend } from './official-accounts.ts';
import {
  audienceCount,
  createMassMessage,
  listMassMessages,
  massMessageDetail,
  unsendMassMessage,
} from './mass-messages.ts';
import { listMessages, listPairs, openPair, pairDetail, readUpTo, setFlag, unreadCount } from './read-chat.ts';
import { assertWithinSendLimit } from './send-message.ts';
import { queryFriends, readChatSettings, unsend, updateChatSettings } from './settings-and-friends.ts';

const tags = ['chat'];

export function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const signedIn = { preHandler: requireUser };
  /** The official account's inbox: staff with support.inbox (and 2FA). */
  const supportInbox = { preHandler: requirePermission('support.inbox') };

  registerChatSocket(fastify);
  // The platform's accounts exist from the start; if the database refuses now, they are made on first use.
  fastify.addHook('onReady', async () => {
    try {
      await ensureSupportAccount(deps);
      await ensureBotAccount(deps);
    } catch (err) {
      fastify.log.error({ err }, 'support or AI bot account not made at start');
    }
  });

  app.post(
    PATHS.adminSupportPairs,
    { ...supportInbox, schema: { tags, body: ZChatPairListRequest, response: { 200: ZEnvelope(ZPage(ZChatPair)) } } },
    async (req) => ok(await supportPairs(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminSupportMessages,
    {
      ...supportInbox,
      schema: { tags, body: ZChatMessageListRequest, response: { 200: ZEnvelope(ZChatMessagePage) } },
    },
    async (req) => ok(await supportMessages(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminSupportSend,
    { ...supportInbox, schema: { tags, body: ZChatSendRequest, response: { 200: ZEnvelope(ZChatMessage) } } },
    async (req) => ok(await supportSend(deps, callerOf(req), req.body)),
  );
  app.post(
    PATHS.adminSupportRead,
    { ...supportInbox, schema: { tags, body: ZChatReadRequest, response: { 200: ZEnvelope(ZChatReadResult) } } },
    async (req) => ok(await supportRead(deps, callerOf(req), req.body)),
  );

  app.post(
    PATHS.chatToken,
    { ...signedIn, config: perUserLimit(30), schema: { tags, response: { 200: ZEnvelope(ZChatToken) } } },
    async (req) => {
      const caller = callerOf(req);
      const { token, expiresAt } = await deps.tokens.signChat(
        { userId: caller.user.id, sessionId: caller.sessionId },
        CHAT_TOKEN_TTL_SECONDS,
      );
      return ok({ token, expiresAt, path: CHAT_SOCKET_PATH });
    },
  );
  app.post(
    PATHS.chatPairList,
    { ...signedIn, schema: { tags, body: ZChatPairListRequest, response: { 200: ZEnvelope(ZPage(ZChatPair)) } } },
    async (req) => ok(await listPairs(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.chatPairDetail,
    { ...signedIn, schema: { tags, body: ZChatPairRequest, response: { 200: ZEnvelope(ZChatPair) } } },
    async (req) => ok(await pairDetail(deps, callerOf(req).user, req.body.privateChatId)),
  );
  app.post(
    PATHS.chatPairOpen,
    {
      ...signedIn,
      config: perUserLimit(60),
      schema: { tags, body: ZChatPairOpenRequest, response: { 200: ZEnvelope(ZChatPair) } },
    },
    async (req) => ok(await openPair(deps, callerOf(req).user, req.body.addressOrDomain)),
  );
  app.post(
    PATHS.chatFavorite,
    { ...signedIn, schema: { tags, body: ZChatFavoriteRequest, response: { 200: ZEnvelope(ZChatPair) } } },
    async (req) => ok(await setFlag(deps, callerOf(req).user, req.body.privateChatId, { favorite: req.body.favorite })),
  );
  app.post(
    PATHS.chatMute,
    { ...signedIn, schema: { tags, body: ZChatMuteRequest, response: { 200: ZEnvelope(ZChatPair) } } },
    async (req) => ok(await setFlag(deps, callerOf(req).user, req.body.privateChatId, { muted: req.body.muted })),
  );
  app.post(
    PATHS.chatMessageList,
    { ...signedIn, schema: { tags, body: ZChatMessageListRequest, response: { 200: ZEnvelope(ZChatMessagePage) } } },
    async (req) => ok(await listMessages(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.chatSend,
    { ...signedIn, schema: { tags, body: ZChatSendRequest, response: { 200: ZEnvelope(ZChatMessage) } } },
    async (req) => {
      const caller = callerOf(req);
      assertWithinSendLimit(deps, caller.user.id);
      const { firstMessagePriceCents } = req.body;
      // Paying a creator's first-message price is a money call: it needs an Idempotency-Key.
      if (firstMessagePriceCents !== undefined) {
        const key = idempotencyKeyOf(req, caller.user.id);
        return ok(await sendPaidFirstMessage(deps, caller, key, { ...req.body, firstMessagePriceCents }));
      }
      return ok(await sendAndMaybeAnswer(deps, caller.user, req.body));
    },
  );
  app.post(
    PATHS.chatRead,
    { ...signedIn, schema: { tags, body: ZChatReadRequest, response: { 200: ZEnvelope(ZChatReadResult) } } },
    async (req) => ok(await readUpTo(deps, callerOf(req).user, req.body.privateChatId, req.body.seq)),
  );
  const money = { preHandler: requireUser, config: perUserLimit(deps.config.moneyRateLimitPerMinute) };
  app.post(
    PATHS.chatUnlock,
    { ...money, schema: { tags, body: ZChatUnlockRequest, response: { 200: ZEnvelope(ZChatUnlockResult) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await unlockMessage(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );
  app.post(
    PATHS.chatTip,
    { ...money, schema: { tags, body: ZChatTipRequest, response: { 200: ZEnvelope(ZChatMessage) } } },
    async (req) => {
      const caller = callerOf(req);
      return ok(await tipInChat(deps, caller, idempotencyKeyOf(req, caller.user.id), req.body));
    },
  );
  app.post(
    PATHS.chatMediaList,
    { ...signedIn, schema: { tags, body: ZChatMediaListRequest, response: { 200: ZEnvelope(ZChatMediaPage) } } },
    async (req) => ok(await listGallery(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.chatUnsend,
    { ...signedIn, schema: { tags, body: ZChatUnsendRequest, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => ok(await unsend(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.chatUnreadCount,
    { ...signedIn, schema: { tags, response: { 200: ZEnvelope(ZChatUnreadCount) } } },
    async (req) => ok(await unreadCount(deps, callerOf(req).user)),
  );
  app.post(
    PATHS.chatFriendQuery,
    { ...signedIn, schema: { tags, body: ZChatFriendQueryRequest, response: { 200: ZEnvelope(ZChatFriendPage) } } },
    async (req) => ok(await queryFriends(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.massAudience,
    { ...signedIn, schema: { tags, body: ZMassAudienceRequest, response: { 200: ZEnvelope(ZMassAudienceCount) } } },
    async (req) => {
      const { user } = callerOf(req);
      await assertOwnListAudience(deps, user, req.body);
      return ok(await audienceCount(deps, user, req.body));
    },
  );
  app.post(
    PATHS.massSend,
    {
      ...signedIn,
      config: perUserLimit(30),
      schema: { tags, body: ZMassMessageCreateRequest, response: { 200: ZEnvelope(ZMassMessage) } },
    },
    async (req) => {
      const { user } = callerOf(req);
      await assertOwnListAudience(deps, user, req.body);
      return ok(await createMassMessage(deps, user, req.body));
    },
  );
  app.post(
    PATHS.massList,
    { ...signedIn, schema: { tags, body: ZMassMessageListRequest, response: { 200: ZEnvelope(ZMassMessagePage) } } },
    async (req) => ok(await listMassMessages(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.massDetail,
    { ...signedIn, schema: { tags, body: ZMassMessageIdRequest, response: { 200: ZEnvelope(ZMassMessageDetail) } } },
    async (req) => ok(await massMessageDetail(deps, callerOf(req).user, req.body.id)),
  );
  app.post(
    PATHS.massUnsend,
    { ...signedIn, schema: { tags, body: ZMassMessageIdRequest, response: { 200: ZEnvelope(ZMassMessage) } } },
    async (req) => ok(await unsendMassMessage(deps, callerOf(req).user, req.body.id)),
  );
  app.post(PATHS.aiStatus, { ...signedIn, schema: { tags, response: { 200: ZEnvelope(ZAiStatus) } } }, async (req) =>
    ok(await aiStatus(deps, callerOf(req).user)),
  );
  app.post(
    PATHS.chatSettings,
    { ...signedIn, schema: { tags, response: { 200: ZEnvelope(ZChatSettings) } } },
    async (req) => ok(await readChatSettings(deps, callerOf(req).user)),
  );
  app.post(
    PATHS.chatSettingsUpdate,
    { ...signedIn, schema: { tags, body: ZChatSettingsUpdate, response: { 200: ZEnvelope(ZChatSettings) } } },
    async (req) => ok(await updateChatSettings(deps, callerOf(req).user, req.body)),
  );
}
