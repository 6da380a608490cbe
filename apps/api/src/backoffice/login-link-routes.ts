import { createLoginLinkSchema, loginLinkSchema } from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { createUserLoginLink } from './user-login-links.js';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Login links for support (special permission CREATE_USER_LOGIN_LINKS, in the permission table). */
export async function loginLinkRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // POST /backoffice/users/:userId/login-links
  app.post(
    '/backoffice/users/:userId/login-links',
    {
      onRequest: authenticate,
      config: {
        // Ten links an hour per staff member: enough for support's calls, little for misuse.
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `login-link:${request.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['backoffice'],
        description:
          'Cria um link de acesso de uso único (15 minutos) para entrar como o usuário; mostrado uma só vez e registrado na auditoria.',
        params: z.object({ userId: z.uuid({ error: 'Identificador de usuário inválido' }) }),
        body: createLoginLinkSchema,
        response: { 200: loginLinkSchema, ...errors },
      },
    },
    async (request) =>
      createUserLoginLink(
        { db: app.deps.database.db, config: app.deps.config },
        requireUser(request).userId,
        request.params.userId,
        request.body,
      ),
  );
}
