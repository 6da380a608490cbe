import { z } from 'zod';
import { macroCategoryCodes } from './categories.js';
import {
  acceptBuyersModes,
  bookingScheduleTypes,
  checkOutTypes,
  listingAccessModes,
  listingSegments,
  listingStatuses,
  listingTypes,
  paymentIntentCreationModes,
} from './enums.js';
import { brazilianStateCodes } from './states.js';

/*
 * The catalogue back office's HTTP contract (docs/decisions/175-catalogue-back-office.md): Events and lots as
 * the CATALOGGER writes them. Amounts are integer centavos; instants ISO strings in UTC (the form shows and
 * takes horário de Brasília). Every message is the one the form shows beside its field.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} é obrigatório.` })
    .trim()
    .max(max, { error: `${label} aceita no máximo ${max} caracteres.` });
const requiredText = (label: string, max: number) =>
  text(label, max).min(1, { error: `${label} é obrigatório.`, abort: true });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} deve ser um número inteiro.` })
    .int({ error: `${label} deve ser um número inteiro.` })
    .min(min, { error: `${label} deve ser no mínimo ${min}.` })
    .max(max, { error: `${label} deve ser no máximo ${max}.` });
const cents = (label: string) =>
  z
    .number({ error: `${label} deve ser um valor em centavos.` })
    .int({ error: `${label} deve ser um valor em centavos.` })
    .min(0, { error: `${label} não pode ser negativo.` })
    .max(100_000_000_000, { error: `${label} é grande demais.` });
const instant = (label: string) => z.iso.datetime({ error: `${label}: informe data e hora válidas.` });

export const bookingScheduleInputSchema = z
  .object({
    type: z.enum(bookingScheduleTypes, { error: 'Escolha visitação ou retirada.' }),
    startsAt: instant('Início do horário'),
    endsAt: instant('Fim do horário'),
    address: requiredText('Endereço', 300),
    notes: text('Observações', 1000).default(''),
    slotMinutes: wholeNumber('Duração de cada horário (minutos)', 10, 480).default(60),
    slotCapacity: wholeNumber('Pessoas por horário', 1, 500).default(5),
  })
  .refine((schedule) => Date.parse(schedule.endsAt) > Date.parse(schedule.startsAt), {
    error: 'O fim do horário deve ser depois do início.',
    path: ['endsAt'],
  });
export type BookingScheduleInput = z.infer<typeof bookingScheduleInputSchema>;

export const feeRowInputSchema = z
  .object({
    fromValueCents: cents('Valor inicial da faixa'),
    toValueCents: cents('Valor final da faixa'),
    feeCents: cents('Taxa da faixa'),
  })
  .refine((row) => row.toValueCents > row.fromValueCents, {
    error: 'O valor final da faixa deve ser maior que o inicial.',
    path: ['toValueCents'],
  });
export type FeeRowInput = z.infer<typeof feeRowInputSchema>;

const listingFields = z.object({
  type: z.enum(listingTypes, { error: 'Escolha o tipo do evento.' }),
  segment: z.enum(listingSegments, { error: 'Escolha o segmento.' }),
  sellerId: z.uuid({ error: 'Escolha o vendedor.' }),
  auctioneerId: z.uuid({ error: 'Escolha o leiloeiro.' }).nullable().default(null),
  title: requiredText('Título', 160).min(5, { error: 'O título deve ter pelo menos 5 caracteres.' }),
  description: text('Descrição', 20_000).default(''),
  city: requiredText('Cidade', 120),
  state: z.enum(brazilianStateCodes, { error: 'Escolha a UF.' }),
  inspectionConditions: text('Condições de visitação', 5000).default(''),
  pickUpConditions: text('Condições de retirada', 5000).default(''),
  bookingSchedules: z
    .array(bookingScheduleInputSchema)
    .max(50, { error: 'No máximo 50 horários.' })
    .default([]),
  checkOutType: z.enum(checkOutTypes, { error: 'Escolha o tipo de entrega.' }).default('PICK_UP_V0'),
  /** PUBLIC is the "qualificado para indicações" Event; controlled enrolment and private are not. */
  accessMode: z.enum(listingAccessModes, { error: 'Escolha o acesso ao evento.' }).default('PUBLIC'),
  acceptBuyersMode: z.enum(acceptBuyersModes, { error: 'Escolha quem pode participar.' }).default('ALL'),
  feeRows: z.array(feeRowInputSchema).max(30, { error: 'No máximo 30 faixas de taxa.' }).default([]),
  /** Buyer fee as basis points (1000 = 10%), used when there are no fee rows. */
  buyerFeeBasisPoints: wholeNumber('Taxa do comprador', 0, 10_000).nullable().default(null),
  paymentIntentCreationMode: z
    .enum(paymentIntentCreationModes, { error: 'Escolha quando as cobranças são criadas.' })
    .default('PER_LOT_END'),
  paymentDeadlineBusinessDays: wholeNumber('Prazo de pagamento (dias úteis)', 1, 30).default(2),
  finePercentage: wholeNumber('Multa (%)', 0, 100).default(20),
  acceptsOffers: z.boolean({ error: 'Informe se aceita ofertas.' }).default(false),
  offerExpiryHours: wholeNumber('Validade das ofertas (horas)', 1, 720).default(48),
  startsAt: instant('Início'),
  scheduledEndAt: instant('Encerramento'),
  enrolmentDeadlineAt: instant('Prazo de habilitação').nullable().default(null),
  closingIntervalSeconds: wholeNumber('Intervalo entre lotes (segundos)', 0, 3600).default(60),
  softCloseWindowSeconds: wholeNumber('Janela de prorrogação (segundos)', 0, 3600).default(180),
  softCloseExtensionSeconds: wholeNumber('Prorrogação (segundos)', 0, 3600).default(180),
  secondPhaseStartsAt: instant('Início da segunda praça').nullable().default(null),
  secondPhaseEndsAt: instant('Encerramento da segunda praça').nullable().default(null),
  secondPhasePercentage: wholeNumber('Percentual da segunda praça', 1, 100).default(50),
  highBidThresholdCents: cents('Limite de lance alto').default(10_000_000),
  bookingChangeLimitHours: wholeNumber('Antecedência para remarcar (horas)', 0, 168).default(24),
});

type ListingFields = z.infer<typeof listingFields>;
type Issue = { path: string[]; message: string };

/** Rules between fields, each reported on the field the person has to fix. */
export function listingCrossFieldIssues(listing: ListingFields): Issue[] {
  const issues: Issue[] = [];
  const at = (value: string | null) => (value ? Date.parse(value) : null);
  const start = at(listing.startsAt)!;
  const end = at(listing.scheduledEndAt)!;
  if (end <= start)
    issues.push({ path: ['scheduledEndAt'], message: 'O encerramento deve ser depois do início.' });
  const enrolment = at(listing.enrolmentDeadlineAt);
  if (enrolment !== null && enrolment > end)
    issues.push({
      path: ['enrolmentDeadlineAt'],
      message: 'O prazo de habilitação deve ser até o encerramento.',
    });
  if (listing.type !== 'DIRECT_SALE' && !listing.auctioneerId)
    issues.push({ path: ['auctioneerId'], message: 'Leilões precisam de um leiloeiro.' });
  if (listing.type !== 'DIRECT_SALE' && listing.acceptsOffers)
    issues.push({ path: ['acceptsOffers'], message: 'Leilões não aceitam ofertas.' });
  if (listing.type === 'JUDICIAL_PHASED_AUCTION') {
    const secondStart = at(listing.secondPhaseStartsAt);
    const secondEnd = at(listing.secondPhaseEndsAt);
    if (secondStart === null)
      issues.push({ path: ['secondPhaseStartsAt'], message: 'Informe o início da segunda praça.' });
    else if (secondStart < end)
      issues.push({
        path: ['secondPhaseStartsAt'],
        message: 'A segunda praça deve começar depois do encerramento da primeira.',
      });
    if (secondEnd === null)
      issues.push({ path: ['secondPhaseEndsAt'], message: 'Informe o encerramento da segunda praça.' });
    else if (secondStart !== null && secondEnd <= secondStart)
      issues.push({
        path: ['secondPhaseEndsAt'],
        message: 'O encerramento da segunda praça deve ser depois do seu início.',
      });
    if (listing.softCloseWindowSeconds !== 180 || listing.softCloseExtensionSeconds !== 180)
      issues.push({
        path: ['softCloseWindowSeconds'],
        message: 'Leilões judiciais prorrogam sempre 3 minutos (Res. CNJ 236/2016).',
      });
  } else if (listing.secondPhaseStartsAt || listing.secondPhaseEndsAt) {
    issues.push({ path: ['secondPhaseStartsAt'], message: 'Só leilões judiciais têm segunda praça.' });
  }
  if (listing.feeRows.length > 0 && listing.buyerFeeBasisPoints !== null)
    issues.push({
      path: ['buyerFeeBasisPoints'],
      message: 'Use a tabela de taxas ou o percentual do comprador, não os dois.',
    });
  if (listing.feeRows.length === 0 && listing.buyerFeeBasisPoints === null)
    issues.push({
      path: ['buyerFeeBasisPoints'],
      message: 'Informe a tabela de taxas ou o percentual do comprador.',
    });
  const rows = listing.feeRows
    .map((row, index) => ({ ...row, index }))
    .sort((a, b) => a.fromValueCents - b.fromValueCents);
  for (let i = 1; i < rows.length; i += 1) {
    if (rows[i]!.fromValueCents < rows[i - 1]!.toValueCents)
      issues.push({
        path: ['feeRows', String(rows[i]!.index), 'fromValueCents'],
        message: 'Esta faixa se sobrepõe a outra.',
      });
  }
  return issues;
}

/** POST /backoffice/listings and PUT /backoffice/listings/{id}: every field of an Event as staff edit it. */
export const listingInputSchema = listingFields.superRefine((listing, context) => {
  for (const issue of listingCrossFieldIssues(listing)) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingValues = z.output<typeof listingInputSchema>;

export const lotInputSchema = z
  .object({
    title: requiredText('Título do lote', 160),
    description: text('Descrição do lote', 20_000).default(''),
    macroCategory: z.enum(macroCategoryCodes, { error: 'Escolha a categoria.' }),
    estimatedValueCents: cents('Avaliação').nullable().default(null),
    startingBidCents: cents('Lance inicial').nullable().default(null),
    incrementCents: cents('Incremento')
      .min(1, { error: 'O incremento deve ser maior que zero.' })
      .nullable()
      .default(null),
    reserveCents: cents('Preço de reserva').nullable().default(null),
    quantity: wholeNumber('Quantidade', 1, 1_000_000).default(1),
    unitPriceCents: cents('Preço unitário').nullable().default(null),
  })
  .refine(
    (lot) =>
      lot.reserveCents === null || lot.startingBidCents === null || lot.reserveCents >= lot.startingBidCents,
    {
      error: 'A reserva não pode ser menor que o lance inicial.',
      path: ['reserveCents'],
    },
  );
export type LotInput = z.input<typeof lotInputSchema>;
export type LotValues = z.output<typeof lotInputSchema>;

/** What a lot needs from its Event's type; checked by the API, which knows the Event. */
export function lotIssuesForType(lot: LotValues, type: (typeof listingTypes)[number]): Issue[] {
  if (type === 'DIRECT_SALE') {
    return lot.unitPriceCents === null || lot.unitPriceCents < 1
      ? [{ path: ['unitPriceCents'], message: 'Vendas diretas precisam do preço unitário.' }]
      : [];
  }
  const issues: Issue[] = [];
  if (lot.startingBidCents === null || lot.startingBidCents < 1)
    issues.push({ path: ['startingBidCents'], message: 'Leilões precisam do lance inicial.' });
  if (type === 'JUDICIAL_PHASED_AUCTION' && lot.estimatedValueCents === null)
    issues.push({ path: ['estimatedValueCents'], message: 'Leilões judiciais precisam da avaliação.' });
  if (lot.quantity !== 1) issues.push({ path: ['quantity'], message: 'Lotes de leilão têm quantidade 1.' });
  return issues;
}

/**
 * Editing an OPEN auction (decision 177): nothing may hurt a bidder who already counted on the Event.
 * Returns one issue per refused change; an empty list means the edit may be saved.
 */
export function openListingEditIssues(before: ListingValues, after: ListingValues): Issue[] {
  const issues: Issue[] = [];
  const fixed = [
    ['type', 'o tipo'],
    ['segment', 'o segmento'],
    ['sellerId', 'o vendedor'],
    ['auctioneerId', 'o leiloeiro'],
    ['startsAt', 'o início'],
    ['checkOutType', 'o tipo de entrega'],
    ['accessMode', 'o acesso'],
    ['acceptBuyersMode', 'quem pode participar'],
    ['buyerFeeBasisPoints', 'a taxa do comprador'],
    ['paymentIntentCreationMode', 'a criação das cobranças'],
    ['acceptsOffers', 'a aceitação de ofertas'],
    ['closingIntervalSeconds', 'o intervalo entre lotes'],
    ['secondPhaseStartsAt', 'o início da segunda praça'],
    ['secondPhaseEndsAt', 'o encerramento da segunda praça'],
    ['secondPhasePercentage', 'o percentual da segunda praça'],
    ['city', 'a cidade'],
    ['state', 'a UF'],
  ] as const;
  for (const [field, label] of fixed) {
    const a = before[field];
    const b = after[field];
    const same =
      typeof a === 'string' && typeof b === 'string' && /^\d{4}-/.test(a)
        ? Date.parse(a) === Date.parse(b)
        : a === b;
    if (!same) issues.push({ path: [field], message: `Com o evento aberto não é possível mudar ${label}.` });
  }
  if (JSON.stringify(feeKey(before)) !== JSON.stringify(feeKey(after)))
    issues.push({
      path: ['feeRows'],
      message: 'Com o evento aberto não é possível mudar a tabela de taxas.',
    });
  const notEarlier = [
    ['scheduledEndAt', 'O encerramento não pode ser antecipado com o evento aberto.'],
    ['enrolmentDeadlineAt', 'O prazo de habilitação não pode ser antecipado com o evento aberto.'],
  ] as const;
  for (const [field, message] of notEarlier) {
    const a = before[field];
    const b = after[field];
    if (a === null) {
      if (b !== null) issues.push({ path: [field], message });
    } else if (b === null ? false : Date.parse(b) < Date.parse(a)) {
      issues.push({ path: [field], message });
    } else if (b === null && field === 'scheduledEndAt') issues.push({ path: [field], message });
  }
  const notLower = [
    ['softCloseWindowSeconds', 'A janela de prorrogação não pode diminuir com o evento aberto.'],
    ['softCloseExtensionSeconds', 'A prorrogação não pode diminuir com o evento aberto.'],
    ['paymentDeadlineBusinessDays', 'O prazo de pagamento não pode diminuir com o evento aberto.'],
    ['highBidThresholdCents', 'O limite de lance alto não pode diminuir com o evento aberto.'],
    ['offerExpiryHours', 'A validade das ofertas não pode diminuir com o evento aberto.'],
  ] as const;
  for (const [field, message] of notLower) {
    if (after[field] < before[field]) issues.push({ path: [field], message });
  }
  const notHigher = [
    ['finePercentage', 'A multa não pode aumentar com o evento aberto.'],
    ['bookingChangeLimitHours', 'A antecedência para remarcar não pode aumentar com o evento aberto.'],
  ] as const;
  for (const [field, message] of notHigher) {
    if (after[field] > before[field]) issues.push({ path: [field], message });
  }
  const kept = new Set(before.bookingSchedules.map(scheduleKey));
  const now = new Set(after.bookingSchedules.map(scheduleKey));
  if ([...kept].some((key) => !now.has(key)))
    issues.push({
      path: ['bookingSchedules'],
      message: 'Com o evento aberto só é possível acrescentar horários, não mudar ou remover os existentes.',
    });
  return issues;
}

function feeKey(listing: ListingValues) {
  return [...listing.feeRows]
    .sort((a, b) => a.fromValueCents - b.fromValueCents)
    .map((row) => [row.fromValueCents, row.toValueCents, row.feeCents]);
}

function scheduleKey(schedule: BookingScheduleInput) {
  return [
    schedule.type,
    Date.parse(schedule.startsAt),
    Date.parse(schedule.endsAt),
    schedule.address,
    schedule.slotMinutes,
    schedule.slotCapacity,
  ].join('|');
}

/** A lot of an OPEN auction: no change that makes a bidder's position worse or the rules less clear. */
export function openLotEditIssues(before: LotValues, after: LotValues, hasBids: boolean): Issue[] {
  const issues: Issue[] = [];
  if (before.macroCategory !== after.macroCategory)
    issues.push({
      path: ['macroCategory'],
      message: 'Com o evento aberto não é possível mudar a categoria.',
    });
  if (hasBids && before.startingBidCents !== after.startingBidCents)
    issues.push({
      path: ['startingBidCents'],
      message: 'O lance inicial não muda depois do primeiro lance.',
    });
  if (!hasBids && (after.startingBidCents ?? 0) > (before.startingBidCents ?? 0))
    issues.push({
      path: ['startingBidCents'],
      message: 'Com o evento aberto o lance inicial só pode baixar.',
    });
  if (
    after.incrementCents === null
      ? before.incrementCents !== null
      : (before.incrementCents ?? 0) > after.incrementCents
  )
    issues.push({ path: ['incrementCents'], message: 'O incremento não pode diminuir com o evento aberto.' });
  if (before.incrementCents !== null && after.incrementCents !== before.incrementCents && hasBids)
    issues.push({ path: ['incrementCents'], message: 'O incremento não muda depois do primeiro lance.' });
  if (
    after.reserveCents !== null &&
    (before.reserveCents === null || after.reserveCents > before.reserveCents)
  )
    issues.push({ path: ['reserveCents'], message: 'Com o evento aberto a reserva só pode baixar ou sair.' });
  if (before.estimatedValueCents !== after.estimatedValueCents)
    issues.push({ path: ['estimatedValueCents'], message: 'Com o evento aberto a avaliação não muda.' });
  if (before.quantity !== after.quantity || before.unitPriceCents !== after.unitPriceCents)
    issues.push({ path: ['quantity'], message: 'Com o evento aberto a quantidade e o preço não mudam.' });
  return issues;
}

/** PUT /backoffice/listings/{id}/lots/order: every lot of the Event, in its new order (numbers 1…n). */
export const lotOrderInputSchema = z.object({
  lotIds: z
    .array(z.uuid({ error: 'Identificador de lote inválido.' }))
    .min(1, { error: 'Informe a ordem dos lotes.' })
    .max(5000, { error: 'Lotes demais.' }),
});

/** PUT /backoffice/lots/{id}/photos/order */
export const photoOrderInputSchema = z.object({
  photoIds: z
    .array(z.uuid({ error: 'Identificador de foto inválido.' }))
    .max(100, { error: 'Fotos demais.' }),
});

/** POST /backoffice/listings/{id}/status: publish (TEASER), or cancel with a reason. */
export const listingStatusInputSchema = z.discriminatedUnion(
  'to',
  [
    z.object({ to: z.literal('TEASER') }),
    z.object({
      to: z.literal('CANCELLED'),
      reason: requiredText('Motivo do cancelamento', 500),
    }),
  ],
  { error: 'Escolha publicar (TEASER) ou cancelar (CANCELLED).' },
);
export type ListingStatusInput = z.infer<typeof listingStatusInputSchema>;

/** PUT /backoffice/asset-categories/{code}: the 12 macro categories stay; their name and slug may change. */
export const assetCategoryInputSchema = z.object({
  name: requiredText('Nome', 80),
  slug: z
    .string({ error: 'Slug é obrigatório.' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use só letras minúsculas, números e hífens no slug.' })
    .max(80, { error: 'Slug aceita no máximo 80 caracteres.' }),
});

export const assetCategoryRowSchema = z.object({
  id: z.uuid(),
  code: z.enum(macroCategoryCodes),
  name: z.string(),
  slug: z.string(),
});
export const assetCategoriesResponseSchema = z.object({ categories: z.array(assetCategoryRowSchema) });

export const adminPhotoSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const adminLotSchema = lotInputSchema.safeExtend({
  id: z.uuid(),
  number: z.number().int(),
  status: z.string(),
  bidCount: z.number().int(),
  currentBidCents: z.number().int().nullable(),
  scheduledEndAt: z.iso.datetime().nullable(),
  photos: z.array(adminPhotoSchema),
});
export type AdminLot = z.infer<typeof adminLotSchema>;

export const adminListingSchema = listingFields.safeExtend({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(listingStatuses),
  editalUploaded: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  /** The statuses the Event may move to next. */
  nextStatuses: z.array(z.enum(listingStatuses)),
  lots: z.array(adminLotSchema),
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingResponseSchema = z.object({ listing: adminListingSchema });

export const adminListingSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(listingTypes),
  status: z.enum(listingStatuses),
  startsAt: z.iso.datetime(),
  scheduledEndAt: z.iso.datetime(),
  lotCount: z.number().int(),
});
export const adminListingsResponseSchema = z.object({
  listings: z.array(adminListingSummarySchema),
  total: z.number().int(),
});
export const adminListingsQuerySchema = z.object({
  status: z.enum(listingStatuses, { error: 'Situação inválida.' }).optional(),
  q: z.string().trim().max(100, { error: 'Busca longa demais.' }).optional(),
  take: z.coerce
    .number({ error: 'take deve ser um número de 1 a 100' })
    .int({ error: 'take deve ser um número de 1 a 100' })
    .min(1, { error: 'take deve ser um número de 1 a 100' })
    .max(100, { error: 'take deve ser um número de 1 a 100' })
    .default(50),
  skip: z.coerce
    .number({ error: 'skip deve ser um número inteiro a partir de 0' })
    .int({ error: 'skip deve ser um número inteiro a partir de 0' })
    .min(0, { error: 'skip deve ser um número inteiro a partir de 0' })
    .default(0),
});

/** Sellers and auctioneers to pick from in the form. */
export const catalogueOptionsResponseSchema = z.object({
  sellers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  auctioneers: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
