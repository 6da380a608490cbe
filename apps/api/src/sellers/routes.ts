import { permissionLevels, sellerRoles } from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { sellerOnBehalfRole } from '../lot-closing/routes.js';
import { errorBodySchema } from '../shared/schemas.js';
import { addSellerUser } from './add-seller-user.js';
import { listUserSellers } from './list-user-sellers.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * The caller's own seller memberships, and the staff routes of sellers' users (the catalogue area at admin
 * level, every change audit-logged).
 */
export async function sellersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const userSellersSchema = {
    tags: ['seller'],
    description:
      'Os vendedores de que o usuário faz parte, com o papel em cada um (lista vazia para quem não é de nenhum): ' +
      'o site mostra a área do vendedor a quem tem algum.',
    response: {
      200: z.object({
        sellers: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(sellerRoles) })),
      }),
      401: errorBodySchema,
    },
  };
  const userSellers = async (request: FastifyRequest) => ({
    sellers: await listUserSellers(app.deps.database.db, requireUser(request).userId),
  });

  // GET /web/sellers
  app.get('/web/sellers', { onRequest: authenticate, schema: userSellersSchema }, userSellers);

  // GET /seller/memberships (the same answer, kept for the seller area's existing calls)
  app.get('/seller/memberships', { onRequest: authenticate, schema: userSellersSchema }, userSellers);

  // POST /backoffice/sellers/:id/users
  app.post(
    '/backoffice/sellers/:id/users',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Adiciona um usuário (pela conta de email) ao vendedor com o papel ADMIN ou VIEWER, ou muda o papel que ele tem.',
        params: z.object({ id: z.uuid({ error: 'Identificador de vendedor inválido' }) }),
        body: z.object({
          email: z.email({ error: 'Email inválido' }).max(320, { error: 'Email inválido' }),
          role: z.enum(sellerRoles, { error: 'Papel deve ser ADMIN ou VIEWER' }),
        }),
        response: {
          200: z.object({
            sellerUser: z.object({
              sellerId: z.uuid(),
              userId: z.uuid(),
              email: z.string(),
              name: z.string(),
              role: z.enum(sellerRoles),
              createdAt: z.iso.datetime(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, sellerOnBehalfRole, permissionLevels.ADMIN);
      return {
        sellerUser: await addSellerUser(app.deps.database.db, {
          sellerId: request.params.id,
          email: request.body.email,
          role: request.body.role,
          actorUserId: userId,
        }),
      };
    },
  );
}
