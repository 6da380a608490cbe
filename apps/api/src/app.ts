import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { configureZodMessages } from '@circula/domain';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { auctioneerRoutes } from './auctioneers/routes.js';
import { registerAuth } from './auth/authenticate.js';
import { authRoutes } from './auth/routes.js';
import { enforceRoutePermissions } from './backoffice/enforce-route-permissions.js';
import { loginLinkRoutes } from './backoffice/login-link-routes.js';
import { backofficeRoutes } from './backoffice/routes.js';
import { staffRoutes } from './backoffice/staff-routes.js';
import { biddingRoutes } from './bidding/routes.js';
import { buyerApplicationsRoutes } from './buyer-applications/routes.js';
import { buyersRoutes } from './buyers/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { catalogueAdminRoutes } from './catalog-admin/routes.js';
import { checkoutRoutes } from './checkout/routes.js';
import type { AppConfig } from './config.js';
import { creditsRoutes } from './credits/routes.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { devRoutes } from './dev/routes.js';
import { directSalesRoutes } from './direct-sales/routes.js';
import { enrolmentsRoutes } from './enrolments/routes.js';
import { createEventBus, type EventBus } from './events/event-bus.js';
import { favoritesRoutes } from './favorites/routes.js';
import { fulfilmentRoutes } from './fulfilment/routes.js';
import { geoRoutes } from './geo/routes.js';
import { healthRoutes } from './health/routes.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { jobWorkers } from './jobs/workers.js';
import { liveRoutes } from './live/routes.js';
import { lotClosingRoutes } from './lot-closing/routes.js';
import { marketingRoutes } from './marketing/routes.js';
import { createMediaStorage } from './media/create-media-storage.js';
import type { MediaStorage } from './media/media-storage.js';
import { mediaRoutes } from './media/routes.js';
import { offersRoutes } from './negotiations/routes.js';
import { campaignRoutes } from './newsletter/campaigns/routes.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { emailTemplateRoutes } from './notifications/email-template-routes.js';
import { notificationsRoutes } from './notifications/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { referralsRoutes } from './referrals/routes.js';
import { refundsRoutes } from './refunds/routes.js';
import { revenueRoutes } from './revenues/routes.js';
import { sellersRoutes } from './sellers/routes.js';
import { registerErrorHandling } from './shared/error-handler.js';
import { openApiTransform } from './shared/openapi.js';
import { openRateLimitRedis, untilRateLimitRedisReady } from './shared/rate-limit-redis.js';
import { helmetHeaders } from './shared/security-headers.js';
import { trustProxyOption } from './shared/trust-proxy.js';
import { webServerRequestCheck } from './shared/web-server-token.js';
import { storageRoutes } from './storage/routes.js';
import { usersRoutes } from './users/routes.js';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Durable jobs; started with the app's workers when JOBS_ENABLED (jobs/workers.ts). */
  jobs: JobQueue;
  /** Cross-process notifications (LISTEN/NOTIFY). */
  events: EventBus;
  /** Public media (lot photos, Edital documents). */
  media: MediaStorage;
  /** The Redis shared by every API process (RATE_LIMIT_REDIS_URL): rate limits and stream caps; null without. */
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  /**
   * An already-open, prepared database (server start-up and tests pass one; the caller closes it);
   * otherwise it is opened from the config and closed with the app, and must have been prepared
   * (prepareDatabase / `npm run db:migrate`).
   */
  database?: DatabaseHandle;
  /** Media storage; otherwise the one the config selects. */
  media?: MediaStorage;
}

export type App = FastifyInstance;

/**
 * The API: plugins, routes and, when JOBS_ENABLED, its job workers (started on ready). It neither migrates
 * nor seeds the database: that is the start-up step before it (prepareDatabase in server.ts).
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  configureZodMessages();
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  const media = options.media ?? createMediaStorage(config);

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
    // Only the configured proxies are believed about the client's address; by default none, since a
    // client's own X-Forwarded-For would otherwise pick the address every per-IP limit counts.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  const jobs = createJobQueue(database);
  jobs.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  const events = createEventBus(database);
  const redis = config.RATE_LIMIT_REDIS_URL ? openRateLimitRedis(config.RATE_LIMIT_REDIS_URL, app.log) : null;
  app.decorate('deps', { config, database, jobs, events, media, redis });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Helmet's headers (the API serves JSON and the /docs page, whose UI needs its inline assets) and the
  // request id, on every answer including errors; a route may still override one.
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  const workers = jobWorkers(app);
  app.addHook('onReady', async () => {
    await workers.start();
  });
  app.addHook('preClose', async () => workers.beforeClose());
  app.addHook('onClose', async () => {
    await workers.stop();
    await events.close();
    if (!options.database) await database.close();
  });

  registerErrorHandling(app);

  await app.register(cors, {
    origin: [config.WEB_ORIGIN],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // `date` lets the web run payment deadlines on the API's clock rather than the device's.
    exposedHeaders: ['x-request-id', 'retry-after', 'date'],
  });
  // Ready to count before the first request, unless Redis stays out of reach for 2 s; disconnected after
  // everything else has closed (the stream pools give their slots back in preClose).
  if (redis) {
    app.addHook('onReady', async () => untilRateLimitRedisReady(redis, 2000));
    app.addHook('onClose', async () => redis.disconnect());
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: config.RATE_LIMIT_REDIS_PREFIX } : {}),
    // A Redis outage lets requests through (logged) rather than failing every route; the sign-in and code
    // attempt limits are counted in the database and hold regardless.
    skipOnError: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // The web server reads the catalogue for every visitor from one address; with the shared token its
    // reads are not counted (per-route limits inherit this), and the site's own edge limits the visitors.
    allowList: webServerRequestCheck(config.WEB_SERVER_TOKEN),
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
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await registerAuth(app);
  // Uploads are streamed to disk by the route that takes them (never buffered whole in memory).
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  enforceRoutePermissions(app);
  await app.register(healthRoutes);
  await app.register(geoRoutes);
  await app.register(newsletterRoutes);
  await app.register(campaignRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(buyersRoutes);
  await app.register(buyerApplicationsRoutes);
  await app.register(backofficeRoutes);
  await app.register(staffRoutes);
  await app.register(loginLinkRoutes);
  await app.register(revenueRoutes);
  await app.register(auctioneerRoutes);
  await app.register(storageRoutes);
  await app.register(devRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(marketingRoutes);
  await app.register(favoritesRoutes);
  await app.register(enrolmentsRoutes);
  await app.register(biddingRoutes);
  await app.register(liveRoutes);
  await app.register(lotClosingRoutes);
  await app.register(notificationsRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(sellersRoutes);
  await app.register(checkoutRoutes);
  await app.register(offersRoutes);
  await app.register(directSalesRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(creditsRoutes);
  await app.register(referralsRoutes);
  await app.register(refundsRoutes);
  await app.register(privacyRoutes);

  return app;
}
