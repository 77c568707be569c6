import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope, ZOk } from '@fanlane/contracts/envelope';
import {
  ZFanList,
  ZFanListCandidatePage,
  ZFanListCandidatesRequest,
  ZFanListChanged,
  ZFanListCreateRequest,
  ZFanListIdRequest,
  ZFanListIds,
  ZFanListList,
  ZFanListMemberPage,
  ZFanListMembersChange,
  ZFanListMembersRequest,
  ZFanListRenameRequest,
  ZFanListsOfFanRequest,
} from '@fanlane/contracts/fan-lists';
import { ok } from '../../http/envelope.ts';
import { perUserLimit } from '../../http/rate-limits.ts';
import { callerOf, requireUser } from '../auth/guards.ts';
import { addMembers } from './add-members.ts';
import { createFanList } from './create-fan-list.ts';
import { deleteFanList } from './delete-fan-list.ts';
import { listCandidates } from './fan-candidates.ts';
import { listFanLists } from './list-fan-lists.ts';
import { listMembers } from './list-members.ts';
import { listsOfFan } from './lists-of-fan.ts';
import { removeMembers } from './remove-members.ts';
import { renameFanList } from './rename-fan-list.ts';

const tags = ['fan-lists'];

/** Saved lists of fans (docs/chat.md, "Saved lists"): creators only, each call on the caller's own lists. */
export function fanListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const read = { preHandler: requireUser };
  const write = { preHandler: requireUser, config: perUserLimit(120) };
  const one = { 200: ZEnvelope(ZFanList) };
  const changed = { 200: ZEnvelope(ZFanListChanged) };

  app.post(PATHS.fanLists, { ...read, schema: { tags, response: { 200: ZEnvelope(ZFanListList) } } }, async (req) =>
    ok(await listFanLists(deps, callerOf(req).user)),
  );
  app.post(
    PATHS.fanListCreate,
    { ...write, schema: { tags, body: ZFanListCreateRequest, response: one } },
    async (req) => ok(await createFanList(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.fanListRename,
    { ...write, schema: { tags, body: ZFanListRenameRequest, response: one } },
    async (req) => ok(await renameFanList(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.fanListDelete,
    { ...write, schema: { tags, body: ZFanListIdRequest, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => ok(await deleteFanList(deps, callerOf(req).user, req.body.id)),
  );
  app.post(
    PATHS.fanListMembers,
    { ...read, schema: { tags, body: ZFanListMembersRequest, response: { 200: ZEnvelope(ZFanListMemberPage) } } },
    async (req) => ok(await listMembers(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.fanListAdd,
    { ...write, schema: { tags, body: ZFanListMembersChange, response: changed } },
    async (req) => ok(await addMembers(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.fanListRemove,
    { ...write, schema: { tags, body: ZFanListMembersChange, response: changed } },
    async (req) => ok(await removeMembers(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.fanListCandidates,
    {
      ...read,
      schema: { tags, body: ZFanListCandidatesRequest, response: { 200: ZEnvelope(ZFanListCandidatePage) } },
    },
    async (req) => ok(await listCandidates(deps, callerOf(req).user, req.body)),
  );
  app.post(
    PATHS.fanListsOfFan,
    { ...read, schema: { tags, body: ZFanListsOfFanRequest, response: { 200: ZEnvelope(ZFanListIds) } } },
    async (req) => ok(await listsOfFan(deps, callerOf(req).user, req.body)),
  );
}
