import { z } from 'zod';
import { bookingScheduleTypes, checkOutTypes, listingStatuses } from './enums.js';

/*
 * Fulfilment's HTTP contract (visits, pick-ups, pick-up codes, title transfers): the API declares its routes
 * with these schemas and the web takes its types from them. Instants are ISO strings in UTC.
 */

/** A booking is ACTIVE until its buyer cancels it (CANCELLED). */
export const bookingStatuses = ['ACTIVE', 'CANCELLED'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * What happens to one paid lot after payment: PENDING (to collect or to transfer), COLLECTED at the door,
 * TRANSFERRED (title transfer done) or NOT_COLLECTED (the last pick-up day passed; see decision 142).
 */
export const lotFulfilmentStatuses = ['PENDING', 'COLLECTED', 'TRANSFERRED', 'NOT_COLLECTED'] as const;
export type LotFulfilmentStatus = (typeof lotFulfilmentStatuses)[number];

export const lotFulfilmentStatusLabels: Record<LotFulfilmentStatus, string> = {
  PENDING: 'Pendente',
  COLLECTED: 'Retirado',
  TRANSFERRED: 'Transferido',
  NOT_COLLECTED: 'Não retirado',
};

/** The steps of a title transfer, in order. */
export const titleTransferSteps = ['BUYER_DOCUMENTS', 'SELLER_DOCUMENTS', 'TRANSFER_DONE'] as const;
export type TitleTransferStep = (typeof titleTransferSteps)[number];

export const titleTransferStepLabels: Record<TitleTransferStep, string> = {
  BUYER_DOCUMENTS: 'Documentos do comprador',
  SELLER_DOCUMENTS: 'Documentos do vendedor',
  TRANSFER_DONE: 'Transferência concluída',
};

/** Pick-up codes: 8 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as XXXX-XXXX. */
export const pickUpCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const pickUpCodeLength = 8;

/** Upper-cases a typed code and drops spaces and dashes, so 'abcd-2345' and 'ABCD 2345' are the same code. */
export function normalisePickUpCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function formatPickUpCode(code: string): string {
  return code.length === pickUpCodeLength ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export const bookingSlotSchema = z.object({
  id: z.uuid(),
  type: z.enum(bookingScheduleTypes),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  address: z.string(),
  notes: z.string(),
  capacity: z.number().int(),
  freePlaces: z.number().int(),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  type: z.enum(bookingScheduleTypes),
  status: z.enum(bookingStatuses),
  slot: bookingSlotSchema,
  /** Until when it can still be rescheduled or cancelled. */
  changeableUntil: z.iso.datetime(),
  /** The pick-up code (PICK_UP bookings), XXXX-XXXX. */
  pickUpCode: z.string().nullable(),
  /** The code as a QR image (data:image/svg+xml), for the door. */
  pickUpQrDataUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const titleTransferStepSchema = z.object({
  step: z.enum(titleTransferSteps),
  done: z.boolean(),
  at: z.iso.datetime().nullable(),
  /** Who acted: the buyer's username, or the seller's or Circula's user name. */
  by: z.string().nullable(),
  hasDocument: z.boolean(),
});
export type TitleTransferStepView = z.infer<typeof titleTransferStepSchema>;

export const lotFulfilmentSchema = z.object({
  id: z.uuid(),
  lotId: z.uuid(),
  lotNumber: z.number().int(),
  lotTitle: z.string(),
  quantity: z.number().int(),
  status: z.enum(lotFulfilmentStatuses),
  collectedAt: z.iso.datetime().nullable(),
  collectedBy: z.string().nullable(),
  /** When the buyer got the goods: collected at the door, or confirmed by the buyer (decision 168). */
  receivedAt: z.iso.datetime().nullable(),
  receivedSource: z.enum(['PICK_UP', 'BUYER_CONFIRMATION']).nullable(),
  /** TITLE_TRANSFER_V0 only: the three steps. */
  titleTransfer: z.array(titleTransferStepSchema).nullable(),
});
export type LotFulfilment = z.infer<typeof lotFulfilmentSchema>;

/** A buyer's view of one Event's bookings and fulfilment (Event page and purchase page). */
export const buyerFulfilmentSchema = z.object({
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(listingStatuses),
    checkOutType: z.enum(checkOutTypes),
    bookingChangeLimitHours: z.number().int(),
  }),
  canBookVisit: z.boolean(),
  canBookPickUp: z.boolean(),
  visitSlots: z.array(bookingSlotSchema),
  pickUpSlots: z.array(bookingSlotSchema),
  visit: bookingSchema.nullable(),
  pickUp: bookingSchema.nullable(),
  lots: z.array(lotFulfilmentSchema),
});
export type BuyerFulfilment = z.infer<typeof buyerFulfilmentSchema>;

export const bookSlotSchema = z.object({
  slotId: z.uuid({ error: 'Escolha um horário' }),
});
export type BookSlotInput = z.infer<typeof bookSlotSchema>;

export const pickUpCodeInputSchema = z.object({
  code: z
    .string({ error: 'Informe o código de retirada' })
    .max(20, { error: 'Código de retirada inválido' })
    .transform(normalisePickUpCode)
    .pipe(
      z
        .string()
        .length(pickUpCodeLength, { error: 'O código de retirada tem 8 caracteres' })
        .regex(/^[A-Z0-9]+$/, { error: 'Código de retirada inválido' }),
    ),
});

export const collectLotsSchema = pickUpCodeInputSchema.extend({
  lotFulfilmentIds: z
    .array(z.uuid({ error: 'Lote inválido' }))
    .min(1, { error: 'Escolha ao menos um lote' })
    .max(200),
});

/** What the door sees after a code is checked. */
export const pickUpCheckSchema = z.object({
  bookingId: z.uuid(),
  code: z.string(),
  buyerUsername: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string(), status: z.enum(listingStatuses) }),
  slot: bookingSlotSchema,
  lots: z.array(lotFulfilmentSchema),
});
export type PickUpCheck = z.infer<typeof pickUpCheckSchema>;

/** The seller's pick-up list of one Event. */
export const sellerPickUpListSchema = z.object({
  listing: z.object({ id: z.uuid(), title: z.string(), status: z.enum(listingStatuses) }),
  bookings: z.array(
    z.object({
      bookingId: z.uuid(),
      buyerUsername: z.string(),
      slot: bookingSlotSchema,
      lots: z.array(lotFulfilmentSchema),
    }),
  ),
  /** Paid lots with no pick-up booked yet. */
  unbooked: z.array(z.object({ buyerUsername: z.string(), lots: z.array(lotFulfilmentSchema) })),
});
export type SellerPickUpList = z.infer<typeof sellerPickUpListSchema>;

export const settleListingSchema = z.object({
  reason: z
    .string({ error: 'Informe a referência do repasse' })
    .trim()
    .min(3, { error: 'Informe a referência do repasse' })
    .max(500, { error: 'Referência muito longa (máximo 500 caracteres)' }),
});

/* ---------------------------------------------------------------- the seller's slot editor (decision 164) */

/** A booking window of an Event as its seller edits it: how it is cut, and how many places are booked. */
export const editableScheduleSchema = z.object({
  id: z.uuid(),
  type: z.enum(bookingScheduleTypes),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  address: z.string(),
  notes: z.string(),
  slotMinutes: z.number().int(),
  slotCapacity: z.number().int(),
  slots: z.number().int(),
  /** Places booked in the window, and in its fullest slot (the lowest capacity allowed). */
  booked: z.number().int(),
  mostBookedInASlot: z.number().int(),
});
export type EditableSchedule = z.infer<typeof editableScheduleSchema>;

export const sellerSchedulesSchema = z.object({
  listing: z.object({ id: z.uuid(), title: z.string(), status: z.enum(listingStatuses) }),
  /** ADMIN of the seller: adds, changes and removes windows; a VIEWER reads. */
  canEdit: z.boolean(),
  schedules: z.array(editableScheduleSchema),
});
export type SellerSchedules = z.infer<typeof sellerSchedulesSchema>;

export const maxSlotCapacity = 500;

const slotCapacityField = z
  .number({ error: 'Informe quantas pessoas cabem em cada horário' })
  .int({ error: 'A capacidade deve ser um número inteiro' })
  .min(1, { error: 'Cada horário recebe pelo menos 1 pessoa' })
  .max(maxSlotCapacity, { error: `Cada horário recebe no máximo ${maxSlotCapacity} pessoas` });

export const addScheduleSchema = z.object({
  type: z.enum(bookingScheduleTypes, { error: 'Escolha visita ou retirada' }),
  startsAt: z.iso.datetime({ error: 'Informe o início' }),
  endsAt: z.iso.datetime({ error: 'Informe o fim' }),
  address: z
    .string()
    .trim()
    .min(5, { error: 'Informe o endereço' })
    .max(300, { error: 'Endereço muito longo' }),
  notes: z.string().trim().max(500, { error: 'Observações muito longas' }).default(''),
  slotMinutes: z
    .number({ error: 'Informe a duração de cada horário' })
    .int({ error: 'A duração deve ser em minutos inteiros' })
    .min(15, { error: 'Cada horário dura pelo menos 15 minutos' })
    .max(480, { error: 'Cada horário dura no máximo 8 horas' }),
  slotCapacity: slotCapacityField,
});
export type AddScheduleInput = z.input<typeof addScheduleSchema>;

export const changeScheduleCapacitySchema = z.object({ slotCapacity: slotCapacityField });

/** The title transfers of an Event for its seller's users (decision 162): one row per paid lot. */
export const sellerTitleTransfersSchema = z.object({
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(listingStatuses),
    checkOutType: z.enum(checkOutTypes),
  }),
  /** ADMIN of the seller: sends the seller's documents and records the transfer; a VIEWER reads. */
  canAct: z.boolean(),
  lots: z.array(lotFulfilmentSchema.extend({ buyerUsername: z.string() })),
});
export type SellerTitleTransfers = z.infer<typeof sellerTitleTransfersSchema>;
