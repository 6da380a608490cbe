import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../shared/errors.js';
import { errorResponses } from '../shared/schemas.js';
import { readFileLink } from './file-links.js';
import { storageFor } from './storage.js';

export async function storageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /files
  app.get(
    '/files',
    {
      schema: {
        tags: ['files'],
        description: 'Abre um arquivo privado por um link assinado e de curta duração.',
        // In the query, not the path: request logs drop query strings, so links never reach the logs.
        querystring: z.object({ token: z.string({ error: 'Link de arquivo inválido.' }).min(1).max(2048) }),
        response: { ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const claims = readFileLink(app.deps.config, request.query.token);
      const stored = await storageFor(app).get(claims.key);
      if (!stored) throw new AppError('NOT_FOUND', 'Arquivo não encontrado.');
      // Never shown by the browser on our origin: always a download, in the type we stored (not sniffed),
      // and a sandbox with nothing allowed should a browser render it anyway. An <img> still shows images.
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', `attachment; filename="${claims.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
        .send(stored.body as never);
    },
  );
}
