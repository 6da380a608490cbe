import path from 'node:path';
import {
  buyerPaymentIntentsResponseSchema,
  choosePaymentMethodSchema,
  paymentIntentViewSchema,
  pixNoticeAnswerSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses, uploadErrorResponses } from '../shared/schemas.js';
import { receiveUpload } from '../storage/receive-upload.js';
import { backofficePaymentRoutes } from './backoffice-routes.js';
import { cancelOwnDirectSale } from './cancel-own-direct-sale.js';
import { choosePaymentMethod } from './choose-payment-method.js';
import { checkoutDeps } from './context.js';
import { getOwnPaymentIntent, listOwnPaymentIntents } from './get-own-payment-intent.js';
import { receivePixNotice } from './receive-pix-notice.js';
import { simulatePixPayment } from './simulate-pix-payment.js';
import { checkReceiptUpload, uploadDepositReceipt } from './upload-deposit-receipt.js';
import { verifyPixSignature } from './verify-pix-signature.js';

const buyerParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });
const intentParams = buyerParams.extend({
  intentId: z.uuid({ error: 'Identificador de pagamento inválido' }),
});
const errors = errorResponses(400, 401, 403, 404, 409);

/** The PIX provider's notice: the bank's end-to-end id, the charge's txid, the amount and when it was paid. */
export const pixNoticeSchema = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
  txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
  amountCents: z.number().int().positive().max(100_000_000_000),
  paidAt: z.iso.datetime({ offset: true }),
});

const caller = (request: FastifyRequest, params: z.infer<typeof intentParams>) => ({
  callerUserId: requireUser(request).userId,
  buyerId: params.id,
  intentId: params.intentId,
});

/** A buyer's payment intents (Minhas compras), the PIX provider's webhook, FINANCE's routes and the jobs. */
export async function checkoutRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => checkoutDeps(app, request.log);
  // Per signed-in user, counted after authentication.
  const writeLimit = {
    rateLimit: {
      max: app.deps.config.PAYMENTS_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };

  // GET /web/buyers/:id/payment-intents
  app.get(
    '/web/buyers/:id/payment-intents',
    {
      onRequest: authenticate,
      schema: {
        tags: ['payments'],
        description: 'Pagamentos do comprador (Minhas compras), do mais recente ao mais antigo.',
        params: buyerParams,
        response: { 200: buyerPaymentIntentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      paymentIntents: await listOwnPaymentIntents(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
      }),
    }),
  );

  // GET /web/buyers/:id/payment-intents/:intentId
  app.get(
    '/web/buyers/:id/payment-intents/:intentId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['payments'],
        params: intentParams,
        response: { 200: paymentIntentViewSchema, ...errors },
      },
    },
    async (request) => getOwnPaymentIntent(deps(request), caller(request, request.params)),
  );

  // POST /web/buyers/:id/payment-intents/:intentId/method
  app.post(
    '/web/buyers/:id/payment-intents/:intentId/method',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['payments'],
        params: intentParams,
        body: choosePaymentMethodSchema,
        response: { 200: paymentIntentViewSchema, ...errors },
      },
    },
    async (request) =>
      choosePaymentMethod(deps(request), { ...caller(request, request.params), method: request.body.method }),
  );

  // POST /web/buyers/:id/payment-intents/:intentId/cancel
  app.post(
    '/web/buyers/:id/payment-intents/:intentId/cancel',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['payments'],
        description:
          'O comprador cancela uma compra de venda direta que ainda aguarda pagamento: as unidades voltam ' +
          'para a venda e os créditos usados voltam para ele. Paga, em análise ou de leilão: 409.',
        params: intentParams,
        response: { 200: paymentIntentViewSchema, ...errors },
      },
    },
    async (request) => cancelOwnDirectSale(deps(request), caller(request, request.params)),
  );

  // POST /web/buyers/:id/payment-intents/:intentId/receipt
  app.post(
    '/web/buyers/:id/payment-intents/:intentId/receipt',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['payments'],
        description: 'Envia o comprovante de depósito (PDF, JPEG ou PNG, campo "file").',
        params: intentParams,
        response: {
          200: paymentIntentViewSchema,
          ...errors,
          ...uploadErrorResponses,
        },
      },
    },
    async (request) => {
      const checkout = deps(request);
      const input = caller(request, request.params);
      await checkReceiptUpload(checkout, input);
      const upload = await receiveUpload(request, {
        maxBytes: checkout.config.UPLOAD_MAX_BYTES,
        tempDir: path.join(checkout.config.dataDir, 'tmp', 'uploads'),
      });
      return uploadDepositReceipt(checkout, input, upload);
    },
  );

  // POST /web/buyers/:id/payment-intents/:intentId/simulate-pix-payment
  app.post(
    '/web/buyers/:id/payment-intents/:intentId/simulate-pix-payment',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['payments'],
        description: 'Ambiente de testes: o provedor PIX simulado paga o valor exato pelo webhook assinado.',
        params: intentParams,
        response: { 200: paymentIntentViewSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => simulatePixPayment(deps(request), caller(request, request.params)),
  );

  await app.register(pixWebhookRoute);
  await app.register(backofficePaymentRoutes);
}

/**
 * POST /webhooks/pix, in its own scope: JSON bodies are kept as the raw text too, because the signature is
 * over the exact bytes the provider sent.
 */
async function pixWebhookRoute(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('Corpo JSON inválido.'), { statusCode: 400 }), undefined);
      }
    },
  );

  // POST /webhooks/pix
  app.post(
    '/webhooks/pix',
    {
      config: { rateLimit: { max: app.deps.config.PIX_WEBHOOK_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      // The signature is checked before the body is validated: an unsigned caller learns nothing.
      preValidation: async (request) => {
        verifyPixSignature(app.deps.config.pixWebhookSecret, {
          timestamp: request.headers['x-pix-timestamp'],
          signature: request.headers['x-pix-signature'],
          rawBody: (request as FastifyRequest & { rawBody?: string }).rawBody,
          nowMs: Date.now(),
        });
      },
      schema: {
        tags: ['payments'],
        description:
          'Aviso de pagamento PIX do provedor: cabeçalhos x-pix-timestamp (segundos Unix) e x-pix-signature ' +
          '(HMAC-SHA256 em hexadecimal de "timestamp.corpo"). Idempotente pelo identificador fim a fim.',
        body: pixNoticeSchema,
        response: {
          200: pixNoticeAnswerSchema,
          ...errorResponses(400, 401, 503),
        },
      },
    },
    async (request) => ({
      status: await receivePixNotice(checkoutDeps(app, request.log), {
        endToEndId: request.body.endToEndId,
        txid: request.body.txid,
        amountCents: request.body.amountCents,
        paidAt: new Date(request.body.paidAt),
      }),
    }),
  );
}
