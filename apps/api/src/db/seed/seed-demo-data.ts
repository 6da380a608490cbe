import { createHash } from 'node:crypto';
import {
  type AcceptBuyersMode,
  type CheckOutType,
  completeCnpj,
  type ListingSegment,
  type ListingStatus,
  type ListingType,
  lotScheduledEnd,
  type MacroCategoryCode,
  officialAuctioneers,
  type PaymentIntentCreationMode,
} from '@circula/domain';
import { count, sql } from 'drizzle-orm';
import type { MediaStorage } from '../../media/media-storage.js';
import type { Database } from '../client.js';
import {
  auctioneers,
  listingBookingSchedules,
  listingFeeRows,
  listingStatusHistory,
  listings,
  lotPhotos,
  lots,
  sellers,
} from '../schema/index.js';
import { type DemoGoods, makeDemoItem } from './demo-items.js';
import { generateDemoPhotos, type PhotoKind, photoVariants } from './demo-photos.js';
import { renderTextPdf } from './edital-pdf.js';
import { createRandom } from './prng.js';
import { seedDemoActivity } from './seed-demo-activity.js';
import { seedDemoMarketing } from './seed-demo-marketing.js';
import { seedDemoNewsletter } from './seed-demo-newsletter.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** Brasília has kept UTC−3 all year since 2019. */
const brasiliaOffset = -3 * hour;

/** `days` after the Brasília calendar day of `base`, at `hourOfDay` o'clock in Brasília. */
function brasiliaDayAt(base: Date, days: number, hourOfDay: number): Date {
  const wallClock = new Date(base.getTime() + brasiliaOffset);
  return new Date(
    Date.UTC(wallClock.getUTCFullYear(), wallClock.getUTCMonth(), wallClock.getUTCDate() + days, hourOfDay) -
      brasiliaOffset,
  );
}

/** Monday to Friday, by the Brasília calendar day of `instant`. */
function isBusinessDay(instant: Date): boolean {
  const weekday = new Date(instant.getTime() + brasiliaOffset).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first business day at least `days` after the Brasília day of `base`, from `from` to `to` o'clock. */
function businessWindow(
  base: Date,
  days: number,
  from: number,
  to: number,
): { startsAt: Date; endsAt: Date } {
  let offset = days;
  while (!isBusinessDay(brasiliaDayAt(base, offset, 12))) offset += 1;
  return { startsAt: brasiliaDayAt(base, offset, from), endsAt: brasiliaDayAt(base, offset, to) };
}

/**
 * Visit and pick-up windows in business hours of Brasília, relative to the moment the demo is loaded: an
 * Event still to close is visited in the next window that has not ended (today's, while an hour of it is left)
 * and picked up from the second business day after it closes; a closed Event was visited the first business
 * day after it opened and picked up the first business day after it closed, both in the past.
 */
function bookingWindows(event: DemoEvent, now: Date, startsAt: Date, scheduledEndAt: Date) {
  if (event.status === 'CLOSED') {
    return { visit: businessWindow(startsAt, 1, 9, 16), pickUp: businessWindow(scheduledEndAt, 1, 9, 17) };
  }
  // Today's window while an hour of it is left, else the next business day's.
  const today = businessWindow(now, 0, 9, 16);
  const visit = today.endsAt.getTime() - now.getTime() > hour ? today : businessWindow(now, 1, 9, 16);
  return { visit, pickUp: businessWindow(scheduledEndAt, 2, 9, 17) };
}

/** Juntas Comerciais of the demo Events' states, as printed before an auctioneer's registration. */
export const juntaComercial: Record<string, string> = {
  AM: 'JUCEA',
  BA: 'JUCEB',
  CE: 'JUCEC',
  DF: 'JUCIS-DF',
  GO: 'JUCEG',
  MG: 'JUCEMG',
  PE: 'JUCEPE',
  PR: 'JUCEPAR',
  RJ: 'JUCERJA',
  RS: 'JUCISRS',
  SC: 'JUCESC',
  SP: 'JUCESP',
};

/**
 * A judicial auction is run by an auctioneer of the court's state (decision 221): the demo's judicial Events
 * get one registered in their state's Junta. Fictitious like the footer's: "Exemplo" names no one, the
 * numbers are above any Junta's real roll, and the registration says so.
 */
export const demoStateAuctioneers: Record<string, { name: string; registration: string }> = {
  BA: { name: 'Helena Exemplo', registration: 'JUCEB nº 9.101 — fictício' },
  GO: { name: 'Sérgio Exemplo', registration: 'JUCEG nº 9.201 — fictício' },
};

interface DemoEvent {
  slug: string;
  title: string;
  type: ListingType;
  segment: ListingSegment;
  status: ListingStatus;
  city: string;
  state: string;
  /** Start and (first lot's) end, relative to now. */
  startsIn: number;
  endsIn: number;
  categories: MacroCategoryCode[];
  /** The goods of those categories that fit the Event (a restaurant sells no chest freezers of a hotel…). */
  goods?: DemoGoods;
  lotCount: number;
  seller: number;
  checkOutType?: CheckOutType;
  acceptBuyersMode?: AcceptBuyersMode;
  paymentIntentCreationMode?: PaymentIntentCreationMode;
  closingIntervalSeconds?: number;
  /** Otherwise the standard fee table. */
  buyerFeeBasisPoints?: number;
  /** Direct sales take offers unless this is false. */
  acceptsOffers?: boolean;
  description: string;
}

/** The demo's sellers; each company's CNPJ is a valid one (its check digits computed), as receipts print it. */
const demoSellers = [
  { name: 'Banco Horizonte S.A.', taxId: completeCnpj('123456780001') },
  { name: 'Rede Hoteleira Serra Gaúcha Ltda.', taxId: completeCnpj('234567890001') },
  { name: 'Grupo Sabor & Arte Restaurantes Ltda.', taxId: completeCnpj('345678900001') },
  { name: 'Construtora Vértice Empreendimentos Ltda.', taxId: completeCnpj('456789010001') },
  { name: 'Magazine Lar Feliz Comércio Ltda.', taxId: completeCnpj('567890120001') },
  { name: 'Tribunal de Justiça — Varas Cíveis (comitente judicial)', taxId: null },
  { name: 'Instituto Semear de Assistência Social', taxId: completeCnpj('678901230001') },
];

const events: DemoEvent[] = [
  {
    slug: 'leilao-frota-corporativa-sao-paulo',
    title: 'Leilão de Veículos — Frota Corporativa',
    type: 'AUCTION',
    segment: 'Veículos',
    status: 'OPEN',
    city: 'São Paulo',
    state: 'SP',
    startsIn: -3 * day,
    endsIn: 2 * hour,
    categories: ['VEICULOS_LEVES'],
    lotCount: 30,
    seller: 0,
    checkOutType: 'TITLE_TRANSFER_V0',
    description:
      'Renovação da frota de uma instituição financeira: carros de passeio e utilitários com manutenção em concessionária.',
  },
  {
    slug: 'leilao-caminhoes-maquinas-curitiba',
    title: 'Leilão de Caminhões e Máquinas Pesadas',
    type: 'AUCTION',
    segment: 'Veículos',
    status: 'OPEN',
    city: 'Curitiba',
    state: 'PR',
    startsIn: -2 * day,
    endsIn: 3 * day,
    categories: ['VEICULOS_PESADOS', 'INDUSTRIAL'],
    goods: { INDUSTRIAL: ['empilhadeira', 'gerador'] },
    lotCount: 20,
    seller: 3,
    checkOutType: 'TITLE_TRANSFER_V0',
    acceptBuyersMode: 'ONLY_JURIDICAL_PERSONS',
    description: 'Caminhões, implementos e máquinas de obra retirados de contratos encerrados.',
  },
  {
    slug: 'desativacao-escritorio-avenida-paulista',
    title: 'Desativação de Escritório — Avenida Paulista',
    type: 'AUCTION',
    segment: 'Desativação de Escritório',
    status: 'OPEN',
    city: 'São Paulo',
    state: 'SP',
    startsIn: -4 * day,
    endsIn: 25 * minute,
    categories: ['MOVEIS_ESCRITORIO', 'INFORMATICA', 'CELULARES_TABLETS_TELEFONIA'],
    lotCount: 30,
    seller: 0,
    closingIntervalSeconds: 30,
    description:
      'Mobiliário corporativo, computadores e telefonia de três andares de escritório desocupados na Avenida Paulista.',
  },
  {
    slug: 'desativacao-restaurante-belo-horizonte',
    title: 'Desativação de Restaurante — Cozinha Industrial Completa',
    type: 'AUCTION',
    segment: 'Desativação de Restaurante',
    status: 'OPEN',
    city: 'Belo Horizonte',
    state: 'MG',
    startsIn: -1 * day,
    endsIn: 6 * hour,
    categories: ['RESTAURANTES', 'ELETROS'],
    goods: { ELETROS: ['geladeira', 'freezer', 'ar', 'microondas'] },
    lotCount: 25,
    seller: 2,
    description:
      'Equipamentos de cozinha profissional, refrigeração e salão de um restaurante de 180 lugares.',
  },
  {
    slug: 'desativacao-hotel-gramado',
    title: 'Desativação de Hotel em Gramado',
    type: 'AUCTION',
    segment: 'Desativação de Hotel',
    status: 'TEASER',
    city: 'Gramado',
    state: 'RS',
    startsIn: 3 * day,
    endsIn: 10 * day,
    categories: ['MOVEIS_UTILIDADES', 'ELETROS'],
    goods: { ELETROS: ['geladeira', 'ar', 'microondas', 'lavadora'] },
    lotCount: 25,
    seller: 1,
    description: 'Mobiliário de 60 apartamentos, enxoval e eletrodomésticos de um hotel na Serra Gaúcha.',
  },
  {
    slug: 'queima-de-estoque-eletrodomesticos-campinas',
    title: 'Queima de Estoque — Eletrodomésticos e Celulares',
    type: 'DIRECT_SALE',
    segment: 'Queima de Estoque',
    status: 'OPEN',
    city: 'Campinas',
    state: 'SP',
    startsIn: -2 * day,
    endsIn: 5 * day,
    categories: ['ELETROS', 'CELULARES_TABLETS_TELEFONIA'],
    goods: { CELULARES_TABLETS_TELEFONIA: ['celular', 'tablet'] },
    lotCount: 25,
    seller: 4,
    paymentIntentCreationMode: 'PER_LOT_END',
    buyerFeeBasisPoints: 1000,
    description:
      'Produtos de mostruário e fim de coleção de uma rede varejista, com preço fixo e retirada em Campinas.',
  },
  {
    slug: 'logistica-reversa-eletronicos-recife',
    title: 'Logística Reversa — Eletrônicos e Informática',
    type: 'DIRECT_SALE',
    segment: 'Logística Reversa',
    status: 'OPEN',
    city: 'Recife',
    state: 'PE',
    startsIn: -1 * day,
    endsIn: 10 * day,
    categories: ['INFORMATICA', 'CELULARES_TABLETS_TELEFONIA'],
    // Returns of a retailer's customers: consumer goods, no office network gear.
    goods: {
      INFORMATICA: ['notebook', 'monitor', 'impressora'],
      CELULARES_TABLETS_TELEFONIA: ['celular', 'tablet'],
    },
    lotCount: 25,
    seller: 4,
    description: 'Devoluções e trocas de clientes revisadas pela assistência técnica, vendidas a preço fixo.',
  },
  {
    slug: 'bens-apartamentos-decorados-rio-de-janeiro',
    title: 'Bens de Apartamentos Decorados — Barra da Tijuca',
    type: 'AUCTION',
    segment: 'Aptos Decorados',
    status: 'OPEN',
    city: 'Rio de Janeiro',
    state: 'RJ',
    startsIn: -2 * day,
    endsIn: 26 * hour,
    categories: ['MOVEIS_UTILIDADES', 'ELETROS'],
    goods: { ELETROS: ['geladeira', 'ar', 'microondas', 'lavadora'] },
    lotCount: 20,
    seller: 3,
    description:
      'Móveis e eletrodomésticos de apartamentos decorados de lançamentos imobiliários, com pouco uso.',
  },
  {
    slug: 'cotas-de-consorcio-e-cartas-de-credito',
    title: 'Cotas de Consórcio e Cartas de Crédito Contempladas',
    type: 'AUCTION',
    segment: 'Consórcios',
    status: 'OPEN',
    city: 'São Paulo',
    state: 'SP',
    startsIn: -1 * day,
    endsIn: 2 * day,
    categories: ['OUTROS'],
    goods: { OUTROS: ['consorcio'] },
    lotCount: 12,
    seller: 0,
    paymentIntentCreationMode: 'ON_LISTING_END',
    checkOutType: 'TITLE_TRANSFER_V0',
    description:
      'Cotas contempladas de consórcio de imóveis e veículos, com transferência pela administradora.',
  },
  {
    slug: 'leilao-judicial-2-vara-civel-salvador',
    title: 'Leilão Judicial — 2ª Vara Cível de Salvador',
    type: 'JUDICIAL_PHASED_AUCTION',
    segment: 'Judicial',
    status: 'OPEN',
    city: 'Salvador',
    state: 'BA',
    startsIn: -5 * day,
    endsIn: 4 * day,
    categories: ['IMOVEIS', 'VEICULOS_LEVES'],
    goods: { VEICULOS_LEVES: ['carro'] },
    lotCount: 10,
    seller: 5,
    paymentIntentCreationMode: 'JUDICIAL_PIX_COMMISSION',
    checkOutType: 'TITLE_TRANSFER_V0',
    buyerFeeBasisPoints: 0,
    description:
      'Bens penhorados em execuções cíveis. Primeira praça pelo valor de avaliação; segunda praça a 50% da avaliação.',
  },
  {
    slug: 'leilao-judicial-imoveis-goiania',
    title: 'Leilão Judicial — Imóveis em Goiânia',
    type: 'JUDICIAL_PHASED_AUCTION',
    segment: 'Judicial',
    status: 'CLOSED',
    city: 'Goiânia',
    state: 'GO',
    // Both praças are over: the second ran from 2 to 9 days after the first.
    startsIn: -30 * day,
    endsIn: -20 * day,
    categories: ['IMOVEIS'],
    lotCount: 8,
    seller: 5,
    paymentIntentCreationMode: 'JUDICIAL_ALL_DEPOSITS',
    checkOutType: 'TITLE_TRANSFER_V0',
    buyerFeeBasisPoints: 0,
    description: 'Imóveis residenciais e terrenos penhorados, com débitos conforme o Edital.',
  },
  {
    slug: 'desativacao-loja-materiais-construcao-florianopolis',
    title: 'Desativação de Loja de Materiais de Construção',
    type: 'AUCTION',
    segment: 'Desativação de Loja',
    status: 'CLOSED',
    city: 'Florianópolis',
    state: 'SC',
    startsIn: -11 * day,
    endsIn: -4 * day,
    categories: ['CONSTRUCAO'],
    lotCount: 25,
    seller: 3,
    description: 'Estoque remanescente e equipamentos de uma loja de materiais de construção encerrada.',
  },
  {
    slug: 'desativacao-fabrica-textil-fortaleza',
    title: 'Desativação de Fábrica Têxtil',
    type: 'AUCTION',
    segment: 'Outras Desativações',
    status: 'OPEN',
    city: 'Fortaleza',
    state: 'CE',
    startsIn: -1 * day,
    endsIn: 8 * day,
    categories: ['INDUSTRIAL'],
    goods: { INDUSTRIAL: ['costura', 'compressor', 'gerador', 'empilhadeira', 'torno'] },
    lotCount: 20,
    seller: 3,
    description:
      'Máquinas de costura, compressores, geradores, empilhadeiras e a oficina de manutenção de uma confecção desativada.',
  },
  {
    slug: 'bazar-beneficente-instituto-semear',
    title: 'Bazar Beneficente — Instituto Semear',
    type: 'DIRECT_SALE',
    segment: 'Beneficente',
    status: 'OPEN',
    city: 'Porto Alegre',
    state: 'RS',
    startsIn: -3 * day,
    endsIn: 12 * day,
    categories: ['MOVEIS_UTILIDADES', 'OUTROS'],
    goods: { OUTROS: ['bicicleta', 'academia', 'livros'] },
    lotCount: 15,
    seller: 6,
    acceptBuyersMode: 'ONLY_NATURAL_PERSONS',
    // A charity bazaar sells at the price it asks.
    acceptsOffers: false,
    buyerFeeBasisPoints: 500,
    description: 'Doações de empresas parceiras; toda a renda é revertida aos projetos sociais do instituto.',
  },
  {
    slug: 'desativacao-escritorio-brasilia',
    title: 'Desativação de Escritório em Brasília',
    type: 'AUCTION',
    segment: 'Desativação de Escritório',
    status: 'TEASER',
    city: 'Brasília',
    state: 'DF',
    startsIn: 1 * day,
    endsIn: 6 * day,
    categories: ['INFORMATICA', 'MOVEIS_ESCRITORIO'],
    lotCount: 20,
    seller: 0,
    description: 'Computadores, servidores e mobiliário de uma sede administrativa em Brasília.',
  },
  {
    slug: 'leilao-motos-utilitarios-manaus',
    title: 'Leilão de Utilitários — Manaus (em preparação)',
    type: 'AUCTION',
    segment: 'Veículos',
    status: 'DRAFT',
    city: 'Manaus',
    state: 'AM',
    startsIn: 7 * day,
    endsIn: 14 * day,
    categories: ['VEICULOS_LEVES', 'VEICULOS_PESADOS'],
    goods: { VEICULOS_LEVES: ['utilitario'], VEICULOS_PESADOS: ['caminhao'] },
    lotCount: 10,
    seller: 0,
    description: 'Utilitários e caminhões de entrega de uma distribuidora.',
  },
];

/** The administrative fee table of the demo auctions (decisions: fee by price range). */
const standardFeeTable = [
  { fromValueCents: 0, toValueCents: 99_999, feeCents: 5_000 },
  { fromValueCents: 100_000, toValueCents: 999_999, feeCents: 15_000 },
  { fromValueCents: 1_000_000, toValueCents: 4_999_999, feeCents: 45_000 },
  { fromValueCents: 5_000_000, toValueCents: 999_999_999_99, feeCents: 120_000 },
];

/** Status path of a demo Event up to its current status, for the history rows. */
function statusPath(status: ListingStatus): ListingStatus[] {
  const forward: ListingStatus[] = ['DRAFT', 'TEASER', 'OPEN', 'CLOSED'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

/** Rounds an amount to a "nice" figure: R$ 10 below R$ 1.000, R$ 100 below R$ 100.000, else R$ 1.000. */
function roundCents(cents: number): number {
  const step = cents < 100_000 ? 1_000 : cents < 10_000_000 ? 10_000 : 100_000;
  return Math.max(step, Math.round(cents / step) * step);
}

export interface SeedOptions {
  now: Date;
  storage: MediaStorage;
  /** Where the web app is, for links in the demo notices (default http://localhost:3000). */
  webOrigin?: string;
}

export interface SeedResult {
  seeded: boolean;
  listings: number;
  lots: number;
}

/**
 * Loads the demo catalogue into an empty database: 16 Events (one a DRAFT) of every type, segment and
 * macro category, ~340 lots, dates relative to `now` so there is always something open, ending soon,
 * announced and closed. Deterministic (seeded), and does nothing when any Event exists.
 */
/** The first lot of a direct sale has one unit (drawn or not, so the demo's random sequence is unchanged). */
const lastUnitFirst = (number: number, drawn: number) => (number === 1 ? 1 : drawn);

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ total: count() }).from(listings);
  if ((existing?.total ?? 0) > 0) return { seeded: false, listings: 0, lots: 0 };

  const photos = await generateDemoPhotos(options.storage);
  const random = createRandom(20_260_301);
  const now = options.now.getTime();
  let lotTotal = 0;

  const result = await db.transaction(async (tx) => {
    // Two API processes starting together on one empty database must not both seed it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724011)`);
    const [again] = await tx.select({ total: count() }).from(listings);
    if ((again?.total ?? 0) > 0) return false;

    const sellerRows = await tx.insert(sellers).values(demoSellers).returning({ id: sellers.id });
    const auctioneerRows = await tx
      .insert(auctioneers)
      .values([...officialAuctioneers])
      .returning({ id: auctioneers.id });
    const stateAuctioneerIds = new Map<string, string>();
    for (const [state, auctioneer] of Object.entries(demoStateAuctioneers)) {
      const [row] = await tx.insert(auctioneers).values(auctioneer).returning({ id: auctioneers.id });
      stateAuctioneerIds.set(state, row!.id);
    }

    for (const [index, event] of events.entries()) {
      const auction = event.type !== 'DIRECT_SALE';
      const startsAt = new Date(now + event.startsIn);
      const scheduledEndAt = new Date(now + event.endsIn);
      const judicial = event.type === 'JUDICIAL_PHASED_AUCTION';
      const interval = event.closingIntervalSeconds ?? (auction ? 60 : 0);
      let editalKey: string | null = null;
      // Judicial auctions: the auctioneer of the court's state; the others: the footer's official ones.
      const local = judicial ? demoStateAuctioneers[event.state] : undefined;
      if (judicial && !local) throw new Error(`no demo auctioneer registered in ${event.state}`);
      const auctioneer = local ?? officialAuctioneers[index % officialAuctioneers.length]!;
      const auctioneerId = local
        ? stateAuctioneerIds.get(event.state)!
        : auctioneerRows[index % auctioneerRows.length]!.id;
      if (auction) {
        const pdf = renderTextPdf(`Edital — ${event.title}`, [
          `Leiloeiro(a) oficial: ${auctioneer.name}, ${auctioneer.registration}.`,
          'Dados de demonstração: leiloeiro, comitente e bens são fictícios.',
          `Local dos bens: ${event.city}/${event.state}.`,
          'Os bens são vendidos no estado em que se encontram, sem garantia.',
          'Comissão do leiloeiro: 5% sobre o valor de arremate, paga pelo arrematante.',
          'Pagamento em até 2 dias úteis por PIX ou depósito identificado.',
          'Lances em até 3 minutos do encerramento prorrogam o lote por mais 3 minutos.',
        ]);
        editalKey = `documents/edital-${createHash('sha256').update(pdf).digest('hex').slice(0, 24)}.pdf`;
        await options.storage.put(editalKey, pdf, 'application/pdf');
      }
      const [listing] = await tx
        .insert(listings)
        .values({
          slug: event.slug,
          type: event.type,
          segment: event.segment,
          status: event.status,
          sellerId: sellerRows[event.seller]!.id,
          auctioneerId: auction ? auctioneerId : null,
          title: event.title,
          description: event.description,
          city: event.city,
          state: event.state,
          inspectionConditions: `Visitação presencial em ${event.city}/${event.state}, mediante agendamento, nos horários da agenda de visitas. Levar documento com foto.`,
          pickUpConditions: `Retirada em até 10 dias úteis após a confirmação do pagamento, em ${event.city}/${event.state}. Desmontagem, transporte e carregamento por conta do comprador.`,
          checkOutType: event.checkOutType ?? 'PICK_UP_V0',
          acceptBuyersMode: event.acceptBuyersMode ?? 'ALL',
          acceptsOffers: event.acceptsOffers ?? true,
          buyerFeeBasisPoints: event.buyerFeeBasisPoints ?? null,
          paymentIntentCreationMode: event.paymentIntentCreationMode ?? 'PER_LOT_END',
          startsAt,
          scheduledEndAt,
          enrolmentDeadlineAt: auction ? new Date(scheduledEndAt.getTime() - hour) : null,
          closingIntervalSeconds: interval,
          secondPhaseStartsAt: judicial ? new Date(scheduledEndAt.getTime() + 2 * day) : null,
          secondPhaseEndsAt: judicial ? new Date(scheduledEndAt.getTime() + 9 * day) : null,
          editalKey,
          publishedAt: event.status === 'DRAFT' ? null : new Date(startsAt.getTime() - 7 * day),
        })
        .returning({ id: listings.id });
      const listingId = listing!.id;

      const path = statusPath(event.status);
      await tx.insert(listingStatusHistory).values(
        path.map((status, step) => ({
          listingId,
          fromStatus: step === 0 ? null : path[step - 1]!,
          toStatus: status,
          changedBy: 'system',
          changedAt: new Date(startsAt.getTime() - (path.length - step) * day),
        })),
      );
      if (event.buyerFeeBasisPoints === undefined) {
        await tx.insert(listingFeeRows).values(standardFeeTable.map((row) => ({ ...row, listingId })));
      }
      const { visit, pickUp } = bookingWindows(event, options.now, startsAt, scheduledEndAt);
      await tx.insert(listingBookingSchedules).values([
        {
          listingId,
          type: 'VISIT',
          ...visit,
          address: `Rua das Indústrias, ${100 + index * 17} — ${event.city}/${event.state}`,
          notes: 'Agendamento obrigatório pelo atendimento.',
        },
        {
          listingId,
          type: 'PICK_UP',
          ...pickUp,
          address: `Rua das Indústrias, ${100 + index * 17} — ${event.city}/${event.state}`,
          notes: 'Apresentar o termo de retirada e documento com foto.',
        },
      ]);

      const kinds: PhotoKind[] = [];
      const lotValues = Array.from({ length: event.lotCount }, (_, i) => {
        const number = i + 1;
        const category = event.categories[i % event.categories.length]!;
        const item = makeDemoItem(category, random, event.goods);
        kinds.push(item.kind);
        const estimate = roundCents(item.estimatedValueCents);
        const startingBid = auction
          ? roundCents(judicial ? estimate : estimate * random.pick([0.3, 0.4, 0.5, 0.6]))
          : null;
        return {
          listingId,
          number,
          title: item.title,
          description: item.description,
          macroCategory: category,
          estimatedValueCents: estimate,
          startingBidCents: startingBid,
          incrementCents: auction && random.chance(0.2) ? roundCents(estimate * 0.02) : null,
          reserveCents: auction && !judicial && random.chance(0.25) ? roundCents(estimate * 0.8) : null,
          // Direct sales: stock to try "Comprar agora" with; each Event's first lot is a last unit.
          quantity: auction ? 1 : lastUnitFirst(number, random.pick([1, 1, 2, 3, 5, 10])),
          unitPriceCents: auction ? null : roundCents(estimate * random.pick([0.45, 0.55, 0.65])),
          scheduledEndAt: lotScheduledEnd(scheduledEndAt, number, interval),
          status: event.status === 'CLOSED' ? ('CLOSED' as const) : ('OPEN' as const),
          city: event.city,
          state: event.state,
        };
      });
      const lotRows = await tx.insert(lots).values(lotValues).returning({ id: lots.id });
      lotTotal += lotRows.length;
      // Two or three illustrations of the lot's own kind of goods, starting from a different look in turn.
      const photoValues = lotRows.flatMap((lot, i) => {
        const pool = photos.get(kinds[i]!)!;
        const howMany = 2 + (i % 2);
        return Array.from({ length: howMany }, (_, position) => {
          const photo = pool[(i + position) % photoVariants]!;
          return { lotId: lot.id, position, ...photo };
        });
      });
      await tx.insert(lotPhotos).values(photoValues);
    }
    return true;
  });
  if (result) {
    await seedDemoActivity(db, {
      webOrigin: options.webOrigin ?? 'http://localhost:3000',
      photos: photos.get('dining') ?? [],
    });
    await seedDemoMarketing(db, options);
    await seedDemoNewsletter(db);
  }
  return result
    ? { seeded: true, listings: events.length, lots: lotTotal }
    : { seeded: false, listings: 0, lots: 0 };
}

export const demoEventCount = events.length;
