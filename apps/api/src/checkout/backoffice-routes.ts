import {
  backofficePaymentIntentListSchema,
  backofficePaymentIntentQuerySchema,
  backofficePaymentIntentSchema,
  backofficePixReturnListSchema,
  backofficePixReturnQuerySchema,
  backofficePixReturnSchema,
  cancelPaymentIntentSchema,
  confirmPixManuallySchema,
  paymentIntentsCreatedSchema,
  pendingIntentListingsSchema,
  pixEndToEndIdSchema,
  receiptLinkSchema,
  refuseReceiptSchema,
  returnPixPaymentSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { approveReceipt } from './approve-deposit-receipt.js';
import { cancelPaymentIntent } from './cancel-payment-intent.js';
import { confirmPixManually } from './confirm-pix-manually.js';
import { checkoutDeps } from './context.js';
import { createListingIntents } from './create-listing-payment-intents.js';
import { getIntentForFinance, listIntentsForFinance } from './get-intent-for-finance.js';
import { getReceiptLink } from './get-receipt-link.js';
import { listPendingIntentListings } from './list-pending-intent-listings.js';
import { listPixReturns, returnPixPayment } from './pix-returns.js';
import { refuseReceipt } from './refuse-deposit-receipt.js';

const role = 'CIRCULA_FINANCE';
const errors = errorResponses(400, 401, 403, 404, 409);
const intentParams = z.object({ intentId: z.uuid({ error: 'Identificador de pagamento inválido' }) });
const pixParams = z.object({ endToEndId: pixEndToEndIdSchema });
const listingParams = z.object({ listingId: z.uuid({ error: 'Identificador de evento inválido' }) });

/** FINANCE's back office of payment intents: level 0 reads, level 1 acts. */
export async function backofficePaymentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => checkoutDeps(app, request.log);

  // GET /backoffice/payment-intents
  app.get(
    '/backoffice/payment-intents',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        description:
          'Fila de pagamentos por situação (padrão: aguardando verificação), os mais antigos primeiro; com reference (PAG-XXXXXXXX), aquele pagamento em qualquer situação.',
        querystring: backofficePaymentIntentQuerySchema,
        response: { 200: backofficePaymentIntentListSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, role, 0);
      return listIntentsForFinance(deps(request), request.query);
    },
  );

  // GET /backoffice/payment-intents/pending-listings
  app.get(
    '/backoffice/payment-intents/pending-listings',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        description: 'Eventos sem criação automática (OFF) com lotes aprovados que ainda não têm pagamento.',
        response: { 200: pendingIntentListingsSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, role, 0);
      return listPendingIntentListings(deps(request));
    },
  );

  // GET /backoffice/payment-intents/:intentId
  app.get(
    '/backoffice/payment-intents/:intentId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        params: intentParams,
        response: { 200: backofficePaymentIntentSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, role, 0);
      return getIntentForFinance(deps(request), request.params.intentId);
    },
  );

  // GET /backoffice/payment-intents/:intentId/receipt-link
  app.get(
    '/backoffice/payment-intents/:intentId/receipt-link',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        params: intentParams,
        response: { 200: receiptLinkSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 0);
      return getReceiptLink(deps(request), { staffUserId: userId, intentId: request.params.intentId });
    },
  );

  // POST /backoffice/payment-intents/:intentId/approve-receipt
  app.post(
    '/backoffice/payment-intents/:intentId/approve-receipt',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        params: intentParams,
        response: { 200: backofficePaymentIntentSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 1);
      return approveReceipt(deps(request), { staffUserId: userId, intentId: request.params.intentId });
    },
  );

  // POST /backoffice/payment-intents/:intentId/refuse-receipt
  app.post(
    '/backoffice/payment-intents/:intentId/refuse-receipt',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        params: intentParams,
        body: refuseReceiptSchema,
        response: { 200: backofficePaymentIntentSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 1);
      return refuseReceipt(deps(request), {
        staffUserId: userId,
        intentId: request.params.intentId,
        reason: request.body.reason,
      });
    },
  );

  // POST /backoffice/payment-intents/:intentId/confirm-pix
  app.post(
    '/backoffice/payment-intents/:intentId/confirm-pix',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        params: intentParams,
        body: confirmPixManuallySchema,
        response: { 200: backofficePaymentIntentSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 1);
      return confirmPixManually(deps(request), {
        staffUserId: userId,
        intentId: request.params.intentId,
        reason: request.body.reason,
        endToEndId: request.body.endToEndId,
      });
    },
  );

  // POST /backoffice/payment-intents/:intentId/cancel
  app.post(
    '/backoffice/payment-intents/:intentId/cancel',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        params: intentParams,
        body: cancelPaymentIntentSchema,
        response: { 200: backofficePaymentIntentSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 1);
      return cancelPaymentIntent(deps(request), {
        staffUserId: userId,
        intentId: request.params.intentId,
        reason: request.body.reason,
      });
    },
  );

  // POST /backoffice/listings/:listingId/payment-intents
  app.post(
    '/backoffice/listings/:listingId/payment-intents',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        description:
          'Eventos sem criação automática (OFF): cria um pagamento por lote aprovado que ainda não tem.',
        params: listingParams,
        response: { 200: paymentIntentsCreatedSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 1);
      return createListingIntents(deps(request), {
        staffUserId: userId,
        listingId: request.params.listingId,
      });
    },
  );

  // GET /backoffice/pix-returns
  app.get(
    '/backoffice/pix-returns',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        description:
          'PIX a devolver: os que chegaram sem cobrança em aberto (compra cancelada, vencida ou já paga, txid desconhecido) e os de outro valor, inteiros ou no que passou do total, depois que a compra foi paga, cancelada ou venceu. A devolver, os mais antigos primeiro, ou devolvidos.',
        querystring: backofficePixReturnQuerySchema,
        response: { 200: backofficePixReturnListSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, role, 0);
      return listPixReturns(deps(request), request.query);
    },
  );

  // POST /backoffice/pix-returns/:endToEndId/return
  app.post(
    '/backoffice/pix-returns/:endToEndId/return',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'payments'],
        description:
          'Devolve ao pagador um PIX que não pagou nada, pelo provedor PIX; sem provedor, registra a devolução feita no banco (bankReference).',
        params: pixParams,
        body: returnPixPaymentSchema,
        response: { 200: backofficePixReturnSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, 1);
      return returnPixPayment(deps(request), {
        staffUserId: userId,
        endToEndId: request.params.endToEndId,
        body: request.body,
      });
    },
  );
}
