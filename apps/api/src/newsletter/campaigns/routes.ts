import {
  audiencePreviewSchema,
  campaignAudienceSchema,
  campaignBodySchema,
  campaignCatalogueSchema,
  campaignDetailSchema,
  campaignListSchema,
  campaignOpenPixelSchema,
  campaignTestSendSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from '@circula/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../../auth/authenticate.js';
import { users } from '../../db/schema/index.js';
import { notifierFor } from '../../notifications/notifier.js';
import { queueEmailAndDeliverLater } from '../../notifications/queue-emails.js';
import { AppError } from '../../shared/errors.js';
import { errorResponses } from '../../shared/schemas.js';
import { renderCampaignEmail, resolveCampaignContent } from './campaign-email.js';
import { queueCampaignSending, unsubscribeKeyFor } from './campaign-jobs.js';
import {
  approveCampaign,
  controlCampaign,
  createCampaign,
  findCampaignRow,
  getCampaign,
  isMarketingWriter,
  listCampaigns,
  previewAudience,
  searchCampaignCatalogue,
  updateCampaign,
} from './campaigns.js';
import { recordClick, recordOpen, unsubscribe } from './tracking.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ error: 'Identificador de campanha inválido' }) });
const base = '/backoffice/newsletter-campaigns';

/** A transparent 1×1 GIF: the open pixel. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function campaignRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const now = () => new Date();

  // GET /backoffice/newsletter-campaigns
  app.get(
    base,
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Campanhas de newsletter, das mais novas às mais antigas, com seus números de envio.',
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async (request) => listCampaigns(db(), { callerUserId: requireUser(request).userId }),
  );

  // POST /backoffice/newsletter-campaigns
  app.post(
    base,
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Cria uma campanha (MARKETING); ela aguarda a aprovação de outra pessoa.',
        body: campaignBodySchema,
        response: { 201: campaignDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createCampaign(db(), {
          callerUserId: requireUser(request).userId,
          body: request.body,
          now: now(),
        }),
      ),
  );

  // POST /backoffice/newsletter-campaigns/audience-preview
  app.post(
    `${base}/audience-preview`,
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['backoffice'],
        description: 'Quantos endereços o público escolhido tem agora (sem os descadastrados e a exclusão).',
        body: campaignAudienceSchema,
        response: { 200: audiencePreviewSchema, ...errors },
      },
    },
    async (request) =>
      previewAudience(db(), { callerUserId: requireUser(request).userId, rule: request.body }),
  );

  // GET /backoffice/newsletter-campaigns/catalogue?q=
  app.get(
    `${base}/catalogue`,
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Lotes e eventos do catálogo para os blocos de uma campanha, buscados pelo título.',
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: campaignCatalogueSchema, ...errors },
      },
    },
    async (request) =>
      searchCampaignCatalogue(db(), { callerUserId: requireUser(request).userId, q: request.query.q }),
  );

  // GET /backoffice/newsletter-campaigns/:id
  app.get(
    `${base}/:id`,
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Uma campanha: conteúdo, público, situação e o progresso do envio (enviados/total).',
        params: idParams,
        response: { 200: campaignDetailSchema, ...errors },
      },
    },
    async (request) =>
      getCampaign(db(), { callerUserId: requireUser(request).userId, campaignId: request.params.id }),
  );

  // PUT /backoffice/newsletter-campaigns/:id
  app.put(
    `${base}/:id`,
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Edita uma campanha que ainda aguarda aprovação.',
        params: idParams,
        body: campaignBodySchema,
        response: { 200: campaignDetailSchema, ...errors },
      },
    },
    async (request) =>
      updateCampaign(db(), {
        callerUserId: requireUser(request).userId,
        campaignId: request.params.id,
        body: request.body,
        now: now(),
      }),
  );

  // POST /backoffice/newsletter-campaigns/:id/approve
  app.post(
    `${base}/:id/approve`,
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Aprova a campanha (permissão de aprovar a newsletter principal ou de parceiro, nunca quem a escreveu).',
        params: idParams,
        response: { 200: campaignDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await approveCampaign(db(), {
        callerUserId: requireUser(request).userId,
        campaignId: request.params.id,
        now: now(),
      });
      await queueCampaignSending(app);
      return detail;
    },
  );

  for (const [path, action] of [
    ['pause', 'PAUSE'],
    ['resume', 'RESUME'],
    ['cancel', 'CANCEL'],
  ] as const) {
    // POST /backoffice/newsletter-campaigns/:id/pause | resume | cancel
    app.post(
      `${base}/:id/${path}`,
      {
        onRequest: authenticate,
        schema: {
          tags: ['backoffice'],
          description:
            action === 'PAUSE'
              ? 'Pausa o envio (quem já recebeu não recebe de novo ao retomar).'
              : action === 'RESUME'
                ? 'Retoma o envio de onde parou.'
                : 'Cancela a campanha: ninguém mais a recebe.',
          params: idParams,
          response: { 200: campaignDetailSchema, ...errors },
        },
      },
      async (request) => {
        const detail = await controlCampaign(db(), {
          callerUserId: requireUser(request).userId,
          campaignId: request.params.id,
          action,
          now: now(),
        });
        if (action === 'RESUME') await queueCampaignSending(app);
        return detail;
      },
    );
  }

  // POST /backoffice/newsletter-campaigns/:id/test
  app.post(
    `${base}/:id/test`,
    {
      onRequest: authenticate,
      config: {
        rateLimit: { max: app.deps.config.NEWSLETTER_TEST_SEND_RATE_LIMIT_MAX, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['backoffice'],
        description: 'Envia a campanha para o e-mail de quem pede ("Enviar teste para mim").',
        params: idParams,
        response: { 200: campaignTestSendSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      if (!(await isMarketingWriter(db(), caller.userId)))
        throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
      const campaign = await findCampaignRow(db(), request.params.id);
      const [me] = await db().select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
      const { config } = app.deps;
      const content = await resolveCampaignContent(db(), campaign.blocks, config.WEB_ORIGIN);
      const email = await renderCampaignEmail(
        { subject: `[Teste] ${campaign.subject}`, preheader: campaign.preheader },
        content,
        {
          api: config.API_PUBLIC_URL,
          site: config.WEB_ORIGIN,
          trackingToken: null,
          unsubscribeToken: signUnsubscribeToken(unsubscribeKeyFor(app), 'test'),
        },
      );
      await queueEmailAndDeliverLater({ db: db(), notifier: notifierFor(app) }, { to: me!.email, ...email });
      return { sentTo: me!.email };
    },
  );

  // GET /web/newsletter/o/:file — the open pixel (<token>.gif)
  app.get(
    '/web/newsletter/o/:file',
    {
      schema: {
        tags: ['newsletter'],
        description: 'Pixel de abertura de uma campanha (GIF 1×1); registra a primeira abertura.',
        params: z.object({ file: z.string().max(100) }),
        response: { 200: campaignOpenPixelSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.gif$/, '');
      await recordOpen(db(), token);
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store, max-age=0')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(pixel);
    },
  );

  // GET /web/newsletter/c/:token/:index — a tracked click
  app.get(
    '/web/newsletter/c/:token/:index',
    {
      schema: {
        tags: ['newsletter'],
        description:
          'Clique num link de campanha: registra o primeiro clique e redireciona ao endereço da campanha.',
        params: z.object({
          token: z.string().max(100),
          index: z.coerce.number({ error: 'Link inválido' }).int().min(0).max(1000),
        }),
        response: { 302: z.null(), ...errorResponses(404, 400) },
      },
    },
    async (request, reply) => {
      const link = await recordClick(db(), request.params.token, request.params.index);
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );

  // RFC 8058 one-click POSTs `List-Unsubscribe=One-Click` as a form; the page posts JSON or nothing.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // POST /web/newsletter/unsubscribe?t=
  app.post(
    '/web/newsletter/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        description:
          'Cancela a inscrição do endereço do link assinado (o link do e-mail ou o cancelamento com um clique, RFC 8058). Sem sessão; repetir não muda nada.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await unsubscribe(db(), unsubscribeKeyFor(app), request.query.t);
      return { unsubscribed: true as const };
    },
  );
}
