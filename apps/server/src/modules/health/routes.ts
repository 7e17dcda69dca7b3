import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const status = z.object({ status: z.string() });
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: status } } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: status, 503: status } } },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  );
};
