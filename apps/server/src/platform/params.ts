/**
 * The params of every `/:id` route (PRODUCT 14): decimal digits from 1 to 2147483647, else 404.
 * One definition, in packages/shared next to the body id schema; routes import it from here.
 */
import { idParams } from '@spotlane/shared/schemas/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export { idParams };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * DELETE `path` (a `/:id` route), answered 204 No Content once `remove` has deleted (or
 * archived) what the id names; its errors answer as any route's do.
 */
export function deleteRoute(
  app: ZodApp,
  path: string,
  tags: string[],
  remove: (request: FastifyRequest, id: number) => Promise<unknown>,
): void {
  app.delete(path, { schema: { tags, params: idParams } }, async (request, reply) => {
    await remove(request, request.params.id);
    return reply.code(204).send();
  });
}
