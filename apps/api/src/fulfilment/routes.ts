import path from 'node:path';
import {
  addScheduleSchema,
  bookSlotSchema,
  buyerFulfilmentSchema,
  changeScheduleCapacitySchema,
  collectLotsSchema,
  lotFulfilmentSchema,
  pickUpCheckSchema,
  pickUpCodeInputSchema,
  sellerPickUpListSchema,
  sellerSchedulesSchema,
  sellerTitleTransfersSchema,
  settleListingSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { errorResponses, uploadErrorResponses } from '../shared/schemas.js';
import { receiveUpload } from '../storage/receive-upload.js';
import { bookSlot } from './book-slot.js';
import { cancelBooking, rescheduleBooking } from './change-booking.js';
import { checkPickUpCode, collectLots } from './check-pick-up-code.js';
import { confirmGoodsReceived } from './confirm-received.js';
import { fulfilmentDeps } from './context.js';
import { getBuyerFulfilment } from './get-buyer-fulfilment.js';
import { listSellerPickUps } from './list-seller-pick-ups.js';
import {
  addSellerSchedule,
  changeScheduleCapacity,
  listSellerSchedules,
  listSellerTitleTransfers,
  removeSchedule,
} from './seller-schedules.js';
import { settleListing } from './settle-listing.js';
import { checkTransferUpload, completeTransfer, uploadTransferDocuments } from './title-transfer.js';

const buyerParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });
const buyerListingParams = buyerParams.extend({
  listingId: z.uuid({ error: 'Identificador de evento inválido' }),
});
const bookingParams = buyerParams.extend({
  bookingId: z.uuid({ error: 'Identificador de agendamento inválido' }),
});
const buyerLotParams = buyerParams.extend({
  lotFulfilmentId: z.uuid({ error: 'Identificador de lote inválido' }),
});
const lotParams = z.object({ lotFulfilmentId: z.uuid({ error: 'Identificador de lote inválido' }) });
const listingParams = z.object({ listingId: z.uuid({ error: 'Identificador de evento inválido' }) });
const scheduleParams = z.object({
  scheduleId: z.uuid({ error: 'Identificador de período inválido' }),
});
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Visits and pick-ups (buyers), the door check and title transfers (sellers), settlement (FINANCE). */
export async function fulfilmentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => fulfilmentDeps(app, request.log);
  const perUser = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  });
  const writeLimit = perUser(app.deps.config.FULFILMENT_RATE_LIMIT_MAX);
  const doorLimit = perUser(app.deps.config.PICK_UP_CODE_RATE_LIMIT_MAX);

  // GET /web/buyers/:id/listings/:listingId/fulfilment
  app.get(
    '/web/buyers/:id/listings/:listingId/fulfilment',
    {
      onRequest: authenticate,
      schema: {
        tags: ['fulfilment'],
        description:
          'Visitas e retirada do comprador num evento: horários com vagas livres, agendamentos, código de ' +
          'retirada com QR code e situação de cada lote pago.',
        params: buyerListingParams,
        response: { 200: buyerFulfilmentSchema, ...errors },
      },
    },
    async (request) =>
      getBuyerFulfilment(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        listingId: request.params.listingId,
      }),
  );

  // POST /web/buyers/:id/listings/:listingId/bookings
  app.post(
    '/web/buyers/:id/listings/:listingId/bookings',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['fulfilment'],
        description:
          'Agenda uma visita (comprador verificado, antes do fim do evento) ou a retirada (comprador com lote ' +
          'pago) no horário escolhido. Horário lotado: 409 BOOKING_SLOT_FULL com os próximos horários livres.',
        params: buyerListingParams,
        body: bookSlotSchema,
        response: { 200: buyerFulfilmentSchema, ...errors },
      },
    },
    async (request) =>
      bookSlot(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        listingId: request.params.listingId,
        slotId: request.body.slotId,
      }),
  );

  // PUT /web/buyers/:id/bookings/:bookingId
  app.put(
    '/web/buyers/:id/bookings/:bookingId',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['fulfilment'],
        description: 'Remarca um agendamento para outro horário do mesmo tipo, até o prazo do evento.',
        params: bookingParams,
        body: bookSlotSchema,
        response: { 200: buyerFulfilmentSchema, ...errors },
      },
    },
    async (request) =>
      rescheduleBooking(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        bookingId: request.params.bookingId,
        slotId: request.body.slotId,
      }),
  );

  // DELETE /web/buyers/:id/bookings/:bookingId
  app.delete(
    '/web/buyers/:id/bookings/:bookingId',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['fulfilment'],
        description: 'Cancela um agendamento, até o prazo do evento; a vaga volta a ficar livre.',
        params: bookingParams,
        response: { 200: buyerFulfilmentSchema, ...errors },
      },
    },
    async (request) =>
      cancelBooking(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        bookingId: request.params.bookingId,
      }),
  );

  // POST /web/buyers/:id/lot-fulfilments/:lotFulfilmentId/received
  app.post(
    '/web/buyers/:id/lot-fulfilments/:lotFulfilmentId/received',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['fulfilment'],
        description:
          'O comprador confirma que recebeu os bens do lote pago; o prazo de 7 dias para desistir de uma ' +
          'venda direta conta desta data (ou da retirada registrada na portaria, a que vier primeiro).',
        params: buyerLotParams,
        response: { 200: lotFulfilmentSchema, ...errors },
      },
    },
    async (request) =>
      confirmGoodsReceived(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        lotFulfilmentId: request.params.lotFulfilmentId,
        now: new Date(),
      }),
  );

  // POST /web/buyers/:id/lot-fulfilments/:lotFulfilmentId/documents
  app.post(
    '/web/buyers/:id/lot-fulfilments/:lotFulfilmentId/documents',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['fulfilment'],
        description:
          'Transferência de titularidade: o comprador envia seus documentos (PDF, JPEG ou PNG, campo "file").',
        params: buyerLotParams,
        response: { 200: lotFulfilmentSchema, ...errors, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const fulfilment = deps(request);
      const actor = {
        kind: 'BUYER' as const,
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
      };
      await checkTransferUpload(fulfilment, actor, request.params.lotFulfilmentId);
      const upload = await receiveUpload(request, {
        maxBytes: fulfilment.config.UPLOAD_MAX_BYTES,
        tempDir: path.join(fulfilment.config.dataDir, 'tmp', 'uploads'),
      });
      return uploadTransferDocuments(fulfilment, actor, request.params.lotFulfilmentId, upload);
    },
  );

  // GET /seller/listings/:listingId/pick-ups
  app.get(
    '/seller/listings/:listingId/pick-ups',
    {
      onRequest: authenticate,
      schema: {
        tags: ['seller', 'fulfilment'],
        description: 'Lista de retiradas de um evento do vendedor: horários, compradores (apelido) e lotes.',
        params: listingParams,
        response: { 200: sellerPickUpListSchema, ...errors },
      },
    },
    async (request) =>
      listSellerPickUps(deps(request), {
        userId: requireUser(request).userId,
        listingId: request.params.listingId,
      }),
  );

  // GET /seller/listings/:listingId/title-transfers
  app.get(
    '/seller/listings/:listingId/title-transfers',
    {
      onRequest: authenticate,
      schema: {
        tags: ['seller', 'fulfilment'],
        description:
          'Transferências de titularidade de um evento do vendedor: as etapas de cada lote pago (ADMIN e VIEWER leem).',
        params: listingParams,
        response: { 200: sellerTitleTransfersSchema, ...errors },
      },
    },
    async (request) =>
      listSellerTitleTransfers(deps(request), {
        userId: requireUser(request).userId,
        listingId: request.params.listingId,
      }),
  );

  // GET /seller/listings/:listingId/booking-schedules
  app.get(
    '/seller/listings/:listingId/booking-schedules',
    {
      onRequest: authenticate,
      schema: {
        tags: ['seller', 'fulfilment'],
        description:
          'Períodos de visita e retirada de um evento do vendedor, com capacidade e lugares agendados.',
        params: listingParams,
        response: { 200: sellerSchedulesSchema, ...errors },
      },
    },
    async (request) =>
      listSellerSchedules(deps(request), {
        userId: requireUser(request).userId,
        listingId: request.params.listingId,
      }),
  );

  // POST /seller/listings/:listingId/booking-schedules
  app.post(
    '/seller/listings/:listingId/booking-schedules',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description: 'O ADMIN do vendedor cria um período de visita ou retirada, dividido em horários.',
        params: listingParams,
        body: addScheduleSchema,
        response: { 200: sellerSchedulesSchema, ...errors },
      },
    },
    async (request) =>
      addSellerSchedule(deps(request), {
        userId: requireUser(request).userId,
        listingId: request.params.listingId,
        window: request.body,
      }),
  );

  // PATCH /seller/booking-schedules/:scheduleId
  app.patch(
    '/seller/booking-schedules/:scheduleId',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description:
          'O ADMIN do vendedor muda a capacidade dos horários de um período; nunca abaixo dos lugares já agendados (409).',
        params: scheduleParams,
        body: changeScheduleCapacitySchema,
        response: { 200: sellerSchedulesSchema, ...errors },
      },
    },
    async (request) =>
      changeScheduleCapacity(deps(request), {
        userId: requireUser(request).userId,
        scheduleId: request.params.scheduleId,
        slotCapacity: request.body.slotCapacity,
      }),
  );

  // DELETE /seller/booking-schedules/:scheduleId
  app.delete(
    '/seller/booking-schedules/:scheduleId',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description: 'O ADMIN do vendedor remove um período sem agendamentos ativos (409 se houver).',
        params: scheduleParams,
        response: { 200: sellerSchedulesSchema, ...errors },
      },
    },
    async (request) =>
      removeSchedule(deps(request), {
        userId: requireUser(request).userId,
        scheduleId: request.params.scheduleId,
      }),
  );

  // POST /seller/pick-ups/check
  app.post(
    '/seller/pick-ups/check',
    {
      onRequest: authenticate,
      config: doorLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description:
          'Confere um código de retirada na porta: o apelido do comprador e os lotes a entregar. Código errado ' +
          'ou de outro vendedor: 404.',
        body: pickUpCodeInputSchema,
        response: { 200: pickUpCheckSchema, ...errors },
      },
    },
    async (request) =>
      checkPickUpCode(deps(request), { userId: requireUser(request).userId, code: request.body.code }),
  );

  // POST /seller/pick-ups/collect
  app.post(
    '/seller/pick-ups/collect',
    {
      onRequest: authenticate,
      config: doorLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description: 'Marca os lotes escolhidos do código como retirados, agora, por quem está na porta.',
        body: collectLotsSchema,
        response: { 200: pickUpCheckSchema, ...errors },
      },
    },
    async (request) =>
      collectLots(deps(request), {
        userId: requireUser(request).userId,
        code: request.body.code,
        lotFulfilmentIds: request.body.lotFulfilmentIds,
      }),
  );

  // POST /seller/lot-fulfilments/:lotFulfilmentId/documents
  app.post(
    '/seller/lot-fulfilments/:lotFulfilmentId/documents',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description:
          'Transferência de titularidade: o ADMIN do vendedor envia os documentos do vendedor (depois dos do comprador).',
        params: lotParams,
        response: { 200: lotFulfilmentSchema, ...errors, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const fulfilment = deps(request);
      const actor = { kind: 'SELLER' as const, userId: requireUser(request).userId };
      await checkTransferUpload(fulfilment, actor, request.params.lotFulfilmentId);
      const upload = await receiveUpload(request, {
        maxBytes: fulfilment.config.UPLOAD_MAX_BYTES,
        tempDir: path.join(fulfilment.config.dataDir, 'tmp', 'uploads'),
      });
      return uploadTransferDocuments(fulfilment, actor, request.params.lotFulfilmentId, upload);
    },
  );

  // POST /seller/lot-fulfilments/:lotFulfilmentId/transfer-done
  app.post(
    '/seller/lot-fulfilments/:lotFulfilmentId/transfer-done',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['seller', 'fulfilment'],
        description: 'O ADMIN do vendedor registra a transferência de titularidade concluída.',
        params: lotParams,
        response: { 200: lotFulfilmentSchema, ...errors },
      },
    },
    async (request) =>
      completeTransfer(deps(request), {
        userId: requireUser(request).userId,
        id: request.params.lotFulfilmentId,
      }),
  );

  // POST /backoffice/listings/:listingId/settle
  app.post(
    '/backoffice/listings/:listingId/settle',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'fulfilment'],
        description:
          'FINANCE registra o repasse ao vendedor: um evento entregue (FULFILLED) passa a liquidado (SETTLED).',
        params: listingParams,
        body: settleListingSchema,
        response: { 200: z.object({ id: z.uuid(), status: z.literal('SETTLED') }), ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, 'CIRCULA_FINANCE', 1);
      const settled = await settleListing(deps(request), {
        userId,
        listingId: request.params.listingId,
        reason: request.body.reason,
      });
      return { id: settled.id, status: 'SETTLED' as const };
    },
  );
}
