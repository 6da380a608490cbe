import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { catalogRoutes } from './catalog/routes.js';
import { syncAssetCategories } from './catalog/sync-asset-categories.js';
import type { AppConfig } from './config.js';
import { type DatabaseHandle, openDatabase, runMigrations } from './db/client.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { geoRoutes } from './geo/routes.js';
import { healthRoutes } from './health/routes.js';
import { createMediaStorage } from './media/create-media-storage.js';
import type { MediaStorage } from './media/media-storage.js';
import { mediaRoutes } from './media/routes.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { registerErrorHandling } from './shared/error-handler.js';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  storage: MediaStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  /** An already-open database (tests pass a fresh one per file); otherwise it is opened from the config. */
  database?: DatabaseHandle;
  /** Apply pending migrations before serving (the default). */
  migrate?: boolean;
  /** Media storage; otherwise the one the config selects. */
  storage?: MediaStorage;
  /** Clock of the demo seed (tests and benchmarks pin it). */
  now?: () => Date;
}

export type App = FastifyInstance;

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  if (options.migrate ?? true) await runMigrations(database);
  const storage = options.storage ?? createMediaStorage(config);
  await syncAssetCategories(database.db);
  if (config.SEED_DEMO_DATA) {
    await seedDemoData(database.db, { now: options.now?.() ?? new Date(), storage });
  }

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Request logs carry method, path and status only: no query strings, bodies, cookies or headers.
      serializers: {
        req: (req) => ({ method: req.method, url: String(req.url).split('?')[0], reqId: req.id }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', { config, database, storage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  registerErrorHandling(app);

  await app.register(helmet, {
    // The API serves JSON and the /docs page; the docs UI needs its inline assets.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: [config.WEB_ORIGIN],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['x-request-id', 'retry-after'],
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Muitas requisições. Tente novamente em ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Circula API',
        description: 'API do marketplace Circula — leilões, vendas diretas e tomadas de preço.',
        version: '1.0.0',
      },
      servers: [{ url: config.API_PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes);
  await app.register(geoRoutes);
  await app.register(newsletterRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogRoutes);

  return app;
}
