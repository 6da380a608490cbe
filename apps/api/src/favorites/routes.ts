import {
  accountFavoritesAnswerSchema,
  emailSchema,
  favoriteChangeAnswerSchema,
  favoriteListAnswerSchema,
  favoriteMergeAnswerSchema,
  favoriteMergeRequestSchema,
  openFavoriteListAnswerSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { notifierFor } from '../notifications/notifier.js';
import { AppError } from '../shared/errors.js';
import { errorResponses } from '../shared/schemas.js';
import {
  addAccountFavorite,
  assertOwnFavorites,
  listAccountFavorites,
  removeAccountFavorite,
} from './account-favorites.js';
import { addFavoriteLot } from './add-favorite-lot.js';
import { favoriteListTokenPattern } from './favorite-list-token.js';
import { favoriteListNotFoundMessage } from './get-favorite-list.js';
import { listFavoriteLots } from './list-favorite-lots.js';
import { mergeDeviceFavorites } from './merge-device-favorites.js';
import { openFavoriteList } from './open-favorite-list.js';
import { removeFavoriteLot } from './remove-favorite-lot.js';

const tokenParam = z.string().regex(favoriteListTokenPattern, { error: favoriteListNotFoundMessage });
const tokenParams = z.object({ token: tokenParam });
const lotParams = z.object({
  token: tokenParam,
  lotId: z.uuid({ error: 'Identificador do lote inválido.' }),
});

const userParams = z.object({ id: z.uuid({ error: 'Identificador de usuário inválido.' }) });
const userLotParams = z.object({
  id: z.uuid({ error: 'Identificador de usuário inválido.' }),
  lotId: z.uuid({ error: 'Identificador do lote inválido.' }),
});
// Per user: hearts are tapped by hand.
const accountRateLimit = {
  rateLimit: {
    max: 120,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  },
};

// The token is a bearer credential: nobody needs many tries, and a guesser would need 2^256.
const tokenRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export async function favoritesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.deps.database.db,
    config: app.deps.config,
    notifier: notifierFor(app),
    media: app.deps.media,
  });

  // GET /web/users/:id/favorites: the signed-in user's favourites, the same on every device (decision 151).
  app.get(
    '/web/users/:id/favorites',
    {
      onRequest: authenticate,
      config: accountRateLimit,
      schema: {
        tags: ['favoritos'],
        params: userParams,
        response: {
          200: accountFavoritesAnswerSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      assertOwnFavorites(requireUser(request).userId, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return listAccountFavorites(deps(), request.params.id, new Date());
    },
  );

  // PUT /web/users/:id/favorites/:lotId
  app.put(
    '/web/users/:id/favorites/:lotId',
    {
      onRequest: authenticate,
      config: accountRateLimit,
      schema: {
        tags: ['favoritos'],
        params: userLotParams,
        response: {
          200: favoriteChangeAnswerSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      assertOwnFavorites(requireUser(request).userId, request.params.id);
      await addAccountFavorite(app.deps.database.db, request.params.id, request.params.lotId);
      return { lotId: request.params.lotId, favorite: true };
    },
  );

  // DELETE /web/users/:id/favorites/:lotId
  app.delete(
    '/web/users/:id/favorites/:lotId',
    {
      onRequest: authenticate,
      config: accountRateLimit,
      schema: {
        tags: ['favoritos'],
        params: userLotParams,
        response: {
          200: favoriteChangeAnswerSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      assertOwnFavorites(requireUser(request).userId, request.params.id);
      await removeAccountFavorite(app.deps.database.db, request.params.id, request.params.lotId);
      return { lotId: request.params.lotId, favorite: false };
    },
  );

  // POST /web/users/:id/favorites/merge: the device's visitor list joins the account at sign-in (decision 215).
  app.post(
    '/web/users/:id/favorites/merge',
    {
      onRequest: authenticate,
      config: accountRateLimit,
      schema: {
        tags: ['favoritos'],
        params: userParams,
        body: favoriteMergeRequestSchema,
        response: {
          200: favoriteMergeAnswerSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      assertOwnFavorites(requireUser(request).userId, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return mergeDeviceFavorites(app.deps.database.db, request.params.id, request.body.token);
    },
  );

  // POST /web/favorite-lists
  app.post(
    '/web/favorite-lists',
    {
      // Each call sends an e-mail.
      config: { rateLimit: { max: app.deps.config.FAVORITE_LIST_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['favoritos'],
        body: z.object({ email: emailSchema }),
        response: { 202: openFavoriteListAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const opened = await openFavoriteList(deps(), request.body.email);
      if ('retryAfterSeconds' in opened) {
        const seconds = opened.retryAfterSeconds;
        reply.header('retry-after', String(seconds));
        throw new AppError(
          'RATE_LIMITED',
          `Já enviamos vários e-mails para este endereço. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`,
        );
      }
      return reply.status(202).send({ emailed: true });
    },
  );

  // GET /web/favorite-lists/:token
  app.get(
    '/web/favorite-lists/:token',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['favoritos'],
        params: tokenParams,
        response: { 200: favoriteListAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listFavoriteLots(deps(), request.params.token, new Date());
    },
  );

  // PUT /web/favorite-lists/:token/lots/:lotId
  app.put(
    '/web/favorite-lists/:token/lots/:lotId',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['favoritos'],
        params: lotParams,
        response: {
          200: favoriteChangeAnswerSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      await addFavoriteLot(app.deps.database.db, request.params.token, request.params.lotId);
      return { lotId: request.params.lotId, favorite: true };
    },
  );

  // DELETE /web/favorite-lists/:token/lots/:lotId
  app.delete(
    '/web/favorite-lists/:token/lots/:lotId',
    {
      config: tokenRateLimit,
      schema: {
        tags: ['favoritos'],
        params: lotParams,
        response: { 200: favoriteChangeAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await removeFavoriteLot(app.deps.database.db, request.params.token, request.params.lotId);
      return { lotId: request.params.lotId, favorite: false };
    },
  );
}
