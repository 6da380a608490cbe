import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../shared/errors.js';
import { errorResponses } from '../shared/schemas.js';
import { isValidMediaKey } from './media-storage.js';

// Keys are content-addressed: a file under a key never changes, so caches may keep it for a year.
const immutable = 'public, max-age=31536000, immutable';

export async function mediaRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /media/*
  app.get(
    '/media/*',
    {
      // Public, immutable files read from disk (a CDN's job in production). Browsers usually fetch them through
      // the web app's /media, from the web server's address: a per-address limit would count every visitor
      // there together and refuse photos to all of them.
      config: { rateLimit: false },
      schema: {
        tags: ['media'],
        params: z.object({ '*': z.string() }),
        response: { ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const object = isValidMediaKey(key) ? await app.deps.media.get(key) : null;
      if (!object) throw new AppError('MEDIA_NOT_FOUND', 'Arquivo não encontrado.');
      reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('cache-control', immutable)
        // Photos and documents are fetched by the web app on another origin.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      // A file stream, not JSON: the response schema describes only the error answer.
      return reply.send(object.body as never);
    },
  );
}
