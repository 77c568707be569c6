/** `/settings/security/download` (docs/account-deletion.md): the state, a request, the archive (GET). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZDataExportFileQuery, ZDataExportState } from '@fanlane/contracts/account-data';
import { ok } from '../../http/envelope.ts';
import { callerOf, optionalUser, requireUser, type Caller } from '../auth/guards.ts';
import { getExportState, requestExport } from './export-state.ts';
import { openExport } from './serve-export.ts';

const tags = ['account'];

export function dataExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const response = { 200: ZEnvelope(ZDataExportState) };
  app.post(PATHS.dataExport, { preHandler: requireUser, schema: { tags, response } }, async (req) =>
    ok(await getExportState(deps, callerOf(req))),
  );
  app.post(
    PATHS.dataExportRequest,
    // No per-minute limit: the use case allows one archive at a time and one a day (DATA_EXPORT_TOO_SOON).
    { preHandler: requireUser, schema: { tags, response } },
    async (req) => ok(await requestExport(deps, callerOf(req), req.ctx.locale)),
  );
  app.get(
    PATHS.dataExportFile,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preHandler: optionalUser,
      schema: { tags, querystring: ZDataExportFileQuery },
    },
    async (req, reply) => {
      const caller = (req.caller as Caller | undefined) ?? null;
      const file = await openExport(deps, { id: req.query.id, token: req.query.token, caller });
      void reply.headers({
        'content-type': 'application/zip',
        'content-length': String(file.size),
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
      });
      return reply.send(file.body());
    },
  );
}
