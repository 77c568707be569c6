/** A creator's revenue: the summary by source, the earnings lines and the statistics over a date range. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ZEnvelope } from '@fanlane/contracts/envelope';
import { ZPage } from '@fanlane/contracts/page';
import { ZRevenueLine, ZRevenueListRequest, ZRevenueSummary, ZRevenueSummaryRequest } from '@fanlane/contracts/money';
import { ZStatistics, ZStatisticsRequest } from '@fanlane/contracts/statistics';
import { ok } from '../../http/envelope.ts';
import { callerOf, requireCreator } from '../auth/guards.ts';
import { revenueLines, revenueSummary } from './revenue.ts';
import { creatorStatistics } from './statistics.ts';

const tags = ['money'];

export function revenueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.post(
    PATHS.revenueSummary,
    {
      preHandler: requireCreator,
      schema: { tags, body: ZRevenueSummaryRequest, response: { 200: ZEnvelope(ZRevenueSummary) } },
    },
    async (req) => ok(await revenueSummary(deps, callerOf(req).user.id, req.body.days)),
  );
  app.post(
    PATHS.revenueList,
    {
      preHandler: requireCreator,
      schema: { tags, body: ZRevenueListRequest, response: { 200: ZEnvelope(ZPage(ZRevenueLine)) } },
    },
    async (req) => ok(await revenueLines(deps, callerOf(req).user.id, req.body)),
  );
  app.post(
    PATHS.revenueStatistics,
    {
      preHandler: requireCreator,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, body: ZStatisticsRequest, response: { 200: ZEnvelope(ZStatistics) } },
    },
    async (req) => ok(await creatorStatistics(deps, callerOf(req).user.id, req.body)),
  );
}
