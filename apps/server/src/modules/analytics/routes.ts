import {
  analyticsFilters,
  benchmarkQuery,
  benchmarkResponse,
  carrierAnalyticsResponse,
  costQuery,
  costResponse,
  scorecardsResponse,
  statsResponse,
} from '@spotlane/shared/schemas/analytics';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requirePermission, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import * as benchmarkView from './benchmark.ts';
import * as scorecardsView from './scorecards.ts';
import * as service from './service.ts';

/** PRODUCT.md 10: analytics (analytics_view) and the rate benchmark. */
export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['analytics'];
  const route = endpoints(app, tags);
  const viewer = (request: FastifyRequest) => requireShipper(request, 'analytics_view');

  route.get('/api/analytics/stats', { query: analyticsFilters, reply: statsResponse }, (input) =>
    service.stats(db, viewer(input.request), input.query),
  );
  route.get('/api/analytics/cost', { query: costQuery, reply: costResponse }, (input) =>
    service.cost(db, viewer(input.request), input.query),
  );
  app.get(
    '/api/analytics/cost.csv',
    { schema: { tags, querystring: analyticsFilters } },
    async (request, reply) => {
      const stream = await service.costCsv(db, viewer(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="cost-report-${day}.csv"`);
      return reply.send(stream);
    },
  );
  route.get(
    '/api/analytics/carriers',
    { query: analyticsFilters, reply: scorecardsResponse },
    (input) => scorecardsView.scorecards(db, viewer(input.request), input.query),
  );
  // The shipment form (shipments) and the bid form (carriers) show it: any signed-in user.
  route.get(
    '/api/analytics/benchmark',
    { query: benchmarkQuery, reply: benchmarkResponse },
    (input) => benchmarkView.benchmark(db, requireCaller(input.request), input.query),
  );
  route.get('/api/analytics/carrier', { reply: carrierAnalyticsResponse }, (input) =>
    benchmarkView.carrierView(db, requirePermission(input.request, 'analytics_view')),
  );
};
