import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isValidCnpj,
  isValidCpf,
  listingSegments,
  listingTypes,
  macroCategoryCodes,
  officialAuctioneers,
  privacyVersion,
  termsVersion,
} from '@circula/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { generateDemoPhotos, type PhotoKind, photoKinds, renderDemoPhotoSvg } from './demo-photos.js';
import { demoStateAuctioneers, juntaComercial, seedDemoData } from './seed-demo-data.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'circula-seed-'));
const { app, db } = await createTestApp({ DATA_DIR: dataDir });
const now = new Date();
const first = await seedDemoData(db, { now, storage: app.deps.media });

describe('seedDemoData', () => {
  it('loads Events of every type, segment and macro category with 300+ lots', async () => {
    expect(first.seeded).toBe(true);
    expect(first.listings).toBeGreaterThanOrEqual(12);
    expect(first.lots).toBeGreaterThanOrEqual(300);
    const types = await db.selectDistinct({ value: sql<string>`type` }).from(sql`listings`);
    expect(types.map((row) => row.value).sort()).toEqual([...listingTypes].sort());
    const segments = await db.selectDistinct({ value: sql<string>`segment` }).from(sql`listings`);
    expect(segments.map((row) => row.value).sort()).toEqual([...listingSegments].sort());
    const categories = await db.selectDistinct({ value: sql<string>`macro_category` }).from(sql`lots`);
    expect(categories.map((row) => row.value).sort()).toEqual([...macroCategoryCodes].sort());
    const states = await db.selectDistinct({ value: sql<string>`state` }).from(sql`listings`);
    expect(states.length).toBeGreaterThanOrEqual(5);
  });

  it('leaves auctions open right now, some ending within the hour, some announced and some closed', async () => {
    const open = (await app.inject({ method: 'GET', url: '/web/search?status=aberto' })).json();
    const soon = (await app.inject({ method: 'GET', url: '/web/search?status=em-breve' })).json();
    const closed = (await app.inject({ method: 'GET', url: '/web/search?status=encerrado' })).json();
    expect(open.total).toBeGreaterThan(100);
    expect(soon.total).toBeGreaterThan(0);
    expect(closed.total).toBeGreaterThan(0);
    const endingFirst = (await app.inject({ method: 'GET', url: '/web/search?sort=encerrando' })).json()
      .lots[0];
    expect(new Date(endingFirst.scheduledEndAt).getTime() - now.getTime()).toBeLessThan(3_600_000);
    expect(endingFirst.photo).toMatch(/\/media\/photos\/[0-9a-f]+\/256\.webp$/);
  });

  it('gives every auction an auctioneer and an Edital that can be downloaded', async () => {
    const page = (
      await app.inject({ method: 'GET', url: '/web/listings/leilao-frota-corporativa-sao-paulo' })
    ).json();
    expect(page.listing.auctioneer.registration).toMatch(/^JUC[A-Z-]+ nº [\d.]+ — fictício$/);
    const edital = await app.inject({ method: 'GET', url: new URL(page.listing.editalUrl).pathname });
    expect(edital.statusCode).toBe(200);
    expect(edital.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('signs every auction with one of the official auctioneers the footer names, and no direct sale', async () => {
    const result = await db.execute(sql`
      SELECT l.type, l.state, a.name, a.registration FROM listings l LEFT JOIN auctioneers a ON a.id = l.auctioneer_id`);
    const rows = (
      result as unknown as {
        rows: { type: string; state: string; name: string | null; registration: string | null }[];
      }
    ).rows;
    const official = officialAuctioneers.map(
      (auctioneer) => `${auctioneer.name} (${auctioneer.registration})`,
    );
    // A judicial auction is run by an auctioneer registered in the Junta Comercial of its court's state.
    const judicial = rows.filter((row) => row.type === 'JUDICIAL_PHASED_AUCTION');
    expect(judicial.length).toBeGreaterThan(0);
    for (const row of judicial) {
      expect(juntaComercial[row.state], row.state).toBeDefined();
      expect(row.registration, row.state).toMatch(new RegExp(`^${juntaComercial[row.state]} nº `));
      expect(row.name).toBe(demoStateAuctioneers[row.state]!.name);
    }
    // Every demo auctioneer is a made-up one and says so; none is a real person's registration.
    for (const row of rows.filter((row) => row.registration !== null)) {
      expect(row.registration).toMatch(/^JUC[A-Z-]+ nº 9\.\d{3} — fictício$/);
      expect(row.name).toMatch(/ Exemplo$/);
    }
    const auctions = rows.filter((row) => row.type === 'AUCTION');
    expect(auctions.length).toBeGreaterThan(0);
    for (const row of auctions) expect(official).toContain(`${row.name} (${row.registration})`);
    // Both of them sign some of the demo auctions.
    expect(new Set(auctions.map((row) => row.name)).size).toBe(officialAuctioneers.length);
    for (const row of rows.filter((row) => row.type === 'DIRECT_SALE')) expect(row.name).toBeNull();
  });

  it('books visits and pick-ups in business hours of Brasília, whatever time the demo is loaded', async () => {
    const result = await db.execute(sql`SELECT type, starts_at, ends_at FROM listing_booking_schedules`);
    const rows = (result as unknown as { rows: { type: string; starts_at: string; ends_at: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    const brasiliaHour = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    });
    for (const row of rows) {
      expect(brasiliaHour.format(new Date(row.starts_at)), row.type).toBe('09:00');
      expect(['16:00', '17:00'], row.type).toContain(brasiliaHour.format(new Date(row.ends_at)));
    }
  });

  it('finds demo lots in Portuguese', async () => {
    const fridges = (await app.inject({ method: 'GET', url: '/web/search?q=geladeira' })).json();
    expect(fridges.total).toBeGreaterThan(0);
    expect(fridges.lots[0].title).toMatch(/Geladeira/);
  });

  it('leaves a bidding history through the engine, closings and the demo seller’s users', async () => {
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const perLot = rows(
      await db.execute(sql`
        select l.id, l.bid_count as "bidCount", l.current_bid_cents as "current", l.last_bid_id as "lastBidId",
               max(b.amount_cents) as "highest", max(b.sequence) as "maxSequence", count(b.id) as "bids",
               bool_or(b.automatic) as "automatic", count(distinct b.buyer_id) as "bidders",
               (select b2.id from bids b2 where b2.lot_id = l.id order by b2.sequence desc limit 1) as "latest",
               (select e.slug from listings e where e.id = l.listing_id) as "slug"
        from lots l join bids b on b.lot_id = l.id group by l.id`),
    );
    expect(perLot.length).toBeGreaterThanOrEqual(8);
    for (const lot of perLot) {
      // Sequences 1..n without gaps, the lot's current bid the highest, its last bid the latest.
      expect(Number(lot.maxSequence)).toBe(Number(lot.bids));
      expect(Number(lot.bidCount)).toBe(Number(lot.bids));
      expect(Number(lot.current)).toBe(Number(lot.highest));
      expect(lot.lastBidId).toBe(lot.latest);
      // Contested lots, but for the pick-up demo: one buyer's lot won and paid.
      if (!String(lot.slug).startsWith('retirada-')) expect(Number(lot.bidders)).toBeGreaterThanOrEqual(2);
    }
    expect(perLot.some((lot) => lot.automatic === true)).toBe(true);
    const usernames = rows(
      await db.execute(sql`select distinct b.username from bids x join buyers b on b.id = x.buyer_id`),
    );
    expect(usernames.map((row) => row.username).sort()).toEqual(
      ['ana_arremata', 'bruno_lances', 'carla_garimpa', 'diego_sp', 'elisa_rj'].sort(),
    );
    // Verified buyers, as onboarding leaves them: a confirmed mobile number each.
    const unconfirmedPhones = rows(
      await db.execute(sql`
        select u.id from users u join buyers b on b.user_id = u.id
        where b.status = 'VERIFIED' and (u.phone is null or u.phone_verified_at is null)`),
    );
    expect(unconfirmedPhones).toEqual([]);
    // And an application approved after its review, with a valid CPF in the buyer's own name, the address
    // and each step in its history: what the receipt and the staff's buyer page read.
    const applications = rows(
      await db.execute(sql`
        select u.name, a.full_name as "fullName", a.tax_id as "taxId", a.status, a.address_city as city,
          a.reviewed_at > a.submitted_at as "reviewedAfter",
          (select string_agg(h.to_status, ' ' order by h.created_at) from buyer_application_history h
            where h.application_id = a.id) as steps
        from buyers b join users u on u.id = b.user_id
        left join buyer_applications a on a.buyer_id = b.id
        where b.status = 'VERIFIED'`),
    );
    expect(applications).toHaveLength(5);
    for (const application of applications) {
      expect(application).toMatchObject({
        status: 'APPROVED',
        fullName: application.name,
        reviewedAfter: true,
      });
      expect(isValidCpf(String(application.taxId))).toBe(true);
      expect(application.city).toBeTruthy();
      expect(application.steps).toBe('REGISTRATION_DATA_SENT ADDRESS_SENT UNDER_REVIEW APPROVED');
    }
    expect(new Set(applications.map((application) => application.taxId)).size).toBe(5);
    // Sellers are named on receipts with their CNPJ: each one on record is a valid one.
    const sellerIds = rows(await db.execute(sql`select name, tax_id as "taxId" from sellers`));
    expect(sellerIds.length).toBeGreaterThan(5);
    for (const seller of sellerIds) {
      if (seller.taxId !== null)
        expect([seller.name, isValidCnpj(String(seller.taxId))]).toEqual([seller.name, true]);
    }
    const closings = rows(
      await db.execute(sql`
        select c.status, (select count(*) from lot_closing_history h where h.lot_closing_id = c.id) as "steps"
        from lot_closings c order by c.status, 2`),
    );
    expect(closings.map((row) => [row.status, Number(row.steps)])).toEqual([
      ['APPROVED', 1],
      ['APPROVED', 1],
      ['APPROVED', 2],
      ['PENDING_CONFIRMATION', 1],
    ]);
    const admin = await app.inject({
      method: 'POST',
      url: '/auth/signin/credentials',
      payload: { email: 'vendedor.demo@example.com', password: 'circula-demo-2026' },
    });
    expect(admin.statusCode).toBe(200);
    const pending = await app.inject({
      method: 'GET',
      url: '/seller/lot-closings',
      headers: { authorization: `Bearer ${admin.json().accessToken}` },
    });
    expect(pending.json().lotClosings).toEqual([
      expect.objectContaining({ status: 'PENDING_CONFIRMATION', canAnswer: true }),
    ]);
    // The demo seller's ADMIN answers offers on the returned electronics; one demo buyer's offer waits.
    const offers = await app.inject({
      method: 'GET',
      url: '/seller/offers',
      headers: { authorization: `Bearer ${admin.json().accessToken}` },
    });
    expect(offers.json().offers).toEqual([
      expect.objectContaining({
        status: 'PENDING_SELLER_RESPONSE',
        buyerUsername: 'bruno_lances',
        nextActions: ['ACCEPT', 'REJECT', 'COUNTER'],
      }),
    ]);
    const bazaar = rows(
      await db.execute(
        sql`select accepts_offers as "acceptsOffers" from listings where slug = 'bazar-beneficente-instituto-semear'`,
      ),
    );
    expect(bazaar).toEqual([{ acceptsOffers: false }]);
    const outbid = rows(
      await db.execute(sql`select count(*)::int as total from user_notifications where type = 'OUTBID'`),
    );
    expect(Number(outbid[0]!.total)).toBeGreaterThan(0);
  });

  it('gives the demo buyers of the sold lots their purchases to pay, by the Event creation mode', async () => {
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const intents = rows(
      await db.execute(sql`
        select b.username, i.type, i.status, i.total_cents::bigint as "total", e.payment_intent_creation_mode as "mode",
               (select sum(amount_cents) from payment_intent_lines l where l.intent_id = i.id) as "lines"
        from payment_intents i join buyers b on b.id = i.buyer_id join listings e on e.id = i.listing_id
        order by b.username`),
    );
    expect(intents.map((row) => [row.username, row.type, row.status])).toEqual([
      ['ana_arremata', 'AUCTION_END', 'PENDING_PAYMENT'],
      ['diego_sp', 'AUCTION_END', 'PENDING_PAYMENT'],
      ['elisa_rj', 'AUCTION_END', 'PAID'],
    ]);
    for (const row of intents) {
      expect(row.mode).toBe('PER_LOT_END');
      expect(Number(row.total)).toBe(Number(row.lines));
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/signin/credentials',
      payload: { email: 'ana.demo@example.com', password: 'circula-demo-2026' },
    });
    const { accessToken } = signIn.json();
    const [ana] = rows(await db.execute(sql`select id from buyers where username = 'ana_arremata'`));
    const buyerId = String(ana!.id);
    const purchases = await app.inject({
      method: 'GET',
      url: `/web/buyers/${buyerId}/payment-intents`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(purchases.json().paymentIntents).toEqual([
      expect.objectContaining({
        status: 'PENDING_PAYMENT',
        pix: expect.objectContaining({ simulated: true }),
      }),
    ]);
  });

  it('has a qualified referral (Bruno brought Elisa, both credited) and a refund waiting for support', async () => {
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const referrals = rows(
      await db.execute(sql`
        select rb.username as "referrer", db.username as "referred", r.status
        from referrals r
        join users ru on ru.id = r.referrer_user_id join buyers rb on rb.id = ru.buyer_id
        join users du on du.id = r.referred_user_id join buyers db on db.id = du.buyer_id`),
    );
    expect(referrals).toEqual([{ referrer: 'bruno_lances', referred: 'elisa_rj', status: 'CREDITED' }]);
    const bonuses = rows(
      await db.execute(sql`
        select b.username, c.amount_cents::int as "cents", c.reason from buyer_credits c
        join buyers b on b.id = c.buyer_id where c.source_type = 'REFERRAL' order by b.username`),
    );
    expect(bonuses).toEqual([
      { username: 'bruno_lances', cents: 5_000, reason: 'MEMBER_GET_MEMBER' },
      { username: 'elisa_rj', cents: 5_000, reason: 'MEMBER_GET_MEMBER' },
    ]);
    const refunds = rows(
      await db.execute(sql`
        select b.username, r.status, r.compensation, r.amount_cents::bigint = i.total_cents as "whole"
        from buyer_refunds r join buyers b on b.id = r.buyer_id join payment_intents i on i.id = r.payment_intent_id`),
    );
    expect(refunds).toEqual([
      { username: 'elisa_rj', status: 'IN_ANALYSIS', compensation: 'CREDITS_TOTAL_PURCHASE', whole: true },
    ]);
  });

  it('records every demo person’s sign-up consent, of the current terms, when they joined', async () => {
    const result = await db.execute(
      sql`select u.email, c.terms_version as terms, c.privacy_version as privacy,
                 c.accepted_at = u.created_at as same
          from users u left join user_consents c on c.user_id = u.id
          where u.email like '%.demo@example.com' order by u.email`,
    );
    const rows = (
      result as unknown as {
        rows: { email: string; terms: string | null; privacy: string | null; same: boolean | null }[];
      }
    ).rows;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row, row.email).toMatchObject({ terms: termsVersion, privacy: privacyVersion });
    }
    expect(rows.find((row) => row.email === 'ana.demo@example.com')?.same).toBe(true);
  });

  it('runs only on an empty catalogue', async () => {
    expect(await seedDemoData(db, { now, storage: app.deps.media })).toEqual({
      seeded: false,
      listings: 0,
      lots: 0,
    });
  });
});

/** The demo is the first thing anyone sees: its invariants, whatever the moment it is loaded. */
describe('demo data a user would believe', () => {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const time = (value: unknown) => new Date(String(value)).getTime();
  const softCloseMs = 180_000;

  it('has no bid outside its lot’s open window, closings after the last bid and soft close honoured', async () => {
    const bids = await rows(sql`
      select b.created_at as "at", e.starts_at as "opened", l.scheduled_end_at as "end", l.closed_at as "closed",
             l.title, en.edital_accepted_at as "enrolled", u.created_at as "joined"
      from bids b join lots l on l.id = b.lot_id join listings e on e.id = b.listing_id
      join buyers bu on bu.id = b.buyer_id join users u on u.id = bu.user_id
      left join listing_enrolments en on en.listing_id = b.listing_id and en.buyer_id = b.buyer_id`);
    expect(bids.length).toBeGreaterThan(30);
    const loaded = Date.now();
    for (const bid of bids) {
      const at = time(bid.at);
      const label = `${bid.title} @ ${new Date(at).toISOString()}`;
      expect(at, label).toBeGreaterThanOrEqual(time(bid.opened));
      expect(at, label).toBeLessThanOrEqual(time(bid.end));
      expect(at, label).toBeLessThanOrEqual(loaded);
      if (bid.closed !== null) expect(at, label).toBeLessThan(time(bid.closed));
      expect(time(bid.enrolled), label).toBeLessThan(at);
      expect(time(bid.joined), label).toBeLessThan(at);
    }
    // Not every bid in the same second: a history, not a batch.
    expect(new Set(bids.map((bid) => time(bid.at))).size).toBeGreaterThan(bids.length / 2);

    const lots = await rows(sql`
      select l.title, l.scheduled_end_at as "end", max(b.created_at) as "lastBid",
             (select c.closed_at from lot_closings c where c.lot_id = l.id) as "closing"
      from lots l join bids b on b.lot_id = l.id group by l.id`);
    for (const lot of lots) {
      // A bid in the soft-close window would have moved the end to at least three minutes after it.
      expect(time(lot.end) - time(lot.lastBid), String(lot.title)).toBeGreaterThanOrEqual(softCloseMs);
      if (lot.closing !== null) {
        expect(time(lot.closing), String(lot.title)).toBeGreaterThanOrEqual(time(lot.end));
        expect(time(lot.closing), String(lot.title)).toBeGreaterThan(time(lot.lastBid));
      }
    }
    // The lot events live viewers replay carry the bids' own times.
    const events = await rows(sql`
      select count(*)::int as "wrong" from lot_events ev join bids b on b.id::text = ev.payload->>'bidId'
      where ev.type = 'bid' and (ev.created_at <> b.created_at or (ev.payload->>'createdAt')::timestamptz <> b.created_at)`);
    expect(events[0]!.wrong).toBe(0);
  });

  it('dates visits and pick-ups ahead for Events still to close and behind for closed ones, on weekdays', async () => {
    const windows = await rows(sql`
      select e.slug, e.status, e.scheduled_end_at as "end", s.type, s.starts_at as "from", s.ends_at as "to"
      from listing_booking_schedules s join listings e on e.id = s.listing_id`);
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'America/Sao_Paulo' });
    const loaded = Date.now();
    for (const window of windows) {
      const label = `${window.slug} ${window.type}`;
      expect(['Sat', 'Sun'], label).not.toContain(weekday.format(new Date(String(window.from))));
      if (window.status === 'CLOSED') {
        expect(time(window.to), label).toBeLessThan(loaded);
        if (window.type === 'VISIT') expect(time(window.to), label).toBeLessThan(time(window.end));
        else expect(time(window.from), label).toBeGreaterThan(time(window.end));
      } else {
        expect(time(window.to), label).toBeGreaterThan(loaded);
        if (window.type === 'PICK_UP') expect(time(window.from), label).toBeGreaterThan(time(window.end));
      }
    }
    expect(windows.some((window) => window.status === 'CLOSED')).toBe(true);
  });

  it('keeps every Event’s lots to its kind and every title to its category', async () => {
    const titleOf: Record<string, RegExp> = {
      VEICULOS_LEVES: /^(Volkswagen|Fiat|Chevrolet|Toyota|Hyundai|Renault|Ford|Honda|Jeep) /,
      VEICULOS_PESADOS: /^(Caminhão|Carreta|Ônibus|Trator|Retroescavadeira) /,
      ELETROS: /^(Geladeira|Ar-condicionado|Máquina de Lavar|Micro-ondas|Freezer) /,
      INFORMATICA: /^(Notebook|Monitor|Lote com \d+ Computadores|Impressora|Switch) /,
      CELULARES_TABLETS_TELEFONIA: /^(Celular|Tablet|Lote com \d+ Telefones) /,
      MOVEIS_ESCRITORIO:
        /^(Cadeira|Lote com \d+ Cadeiras de Escritório|Mesa de Escritório|Mesa de Reunião|Armário) /i,
      MOVEIS_UTILIDADES: /^(Sofá|Cama|Mesa de Jantar|Guarda-roupa|Rack) /,
      RESTAURANTES: /^(Forno|Fogão|Geladeira Comercial|Máquina de Café|Lote com \d+ Mesas) /,
      INDUSTRIAL: /^(Compressor|Gerador|Empilhadeira|Lote com \d+ Máquinas de Costura|Torno) /,
      CONSTRUCAO:
        /^(Lote de \d+ m² de Porcelanato|Betoneira|Lote com \d+ (Peças de Andaime|Portas)|Lote de Louças) /,
      IMOVEIS: /^(Apartamento|Casa|Terreno|Sala Comercial) /,
      OUTROS: /^(Cota de Consórcio|Bicicleta|Lote de Equipamentos de Academia|Lote com \d+ Livros) /,
    };
    const segmentHolds: Record<string, { categories: string[]; never?: RegExp }> = {
      Veículos: {
        categories: ['VEICULOS_LEVES', 'VEICULOS_PESADOS', 'INDUSTRIAL'],
        never: /Costura|Torno|Compressor/,
      },
      Consórcios: { categories: ['OUTROS'], never: /^(?!Cota de Consórcio)/ },
      'Aptos Decorados': { categories: ['MOVEIS_UTILIDADES', 'ELETROS'], never: /Freezer/ },
      'Desativação de Hotel': { categories: ['MOVEIS_UTILIDADES', 'ELETROS'], never: /Freezer/ },
      'Desativação de Restaurante': { categories: ['RESTAURANTES', 'ELETROS'], never: /Lavar/ },
      'Desativação de Escritório': {
        categories: ['MOVEIS_ESCRITORIO', 'INFORMATICA', 'CELULARES_TABLETS_TELEFONIA'],
      },
      'Queima de Estoque': { categories: ['ELETROS', 'CELULARES_TABLETS_TELEFONIA'], never: /Telefones IP/ },
      'Logística Reversa': {
        categories: ['INFORMATICA', 'CELULARES_TABLETS_TELEFONIA'],
        never: /Switch|Telefones IP|Computadores Desktop/,
      },
      Judicial: { categories: ['IMOVEIS', 'VEICULOS_LEVES'] },
      'Desativação de Loja': { categories: ['CONSTRUCAO'] },
      'Outras Desativações': { categories: ['INDUSTRIAL', 'CONSTRUCAO'] },
      Beneficente: { categories: ['MOVEIS_UTILIDADES', 'OUTROS'] },
    };
    const lots = await rows(sql`
      select l.title, l.macro_category as "category", e.segment from lots l join listings e on e.id = l.listing_id`);
    expect(new Set(lots.map((lot) => lot.segment))).toEqual(new Set(Object.keys(segmentHolds)));
    for (const lot of lots) {
      const title = String(lot.title);
      const holds = segmentHolds[String(lot.segment)]!;
      expect(holds.categories, `${lot.segment}: ${title}`).toContain(lot.category);
      expect(title, String(lot.category)).toMatch(titleOf[String(lot.category)]!);
      if (holds.never) expect(title, String(lot.segment)).not.toMatch(holds.never);
      // Quotas only in the consórcio Event, a bazaar's donations only in the bazaar.
      if (/Consórcio|Carta de Crédito/i.test(title)) expect(lot.segment).toBe('Consórcios');
      if (/Bicicleta|Livros|Academia/i.test(title)) expect(lot.segment).toBe('Beneficente');
    }
  });

  it('illustrates every lot with drawings of its own kind of goods, labelled "Foto ilustrativa"', async () => {
    const kindOf: [RegExp, PhotoKind][] = [
      [/^(Volkswagen Gol|Chevrolet Onix|Toyota|Hyundai|Renault|Ford|Honda|Jeep)/, 'car'],
      [/^(Fiat Strada|Volkswagen Saveiro)/, 'pickup'],
      [/^(Fiat Fiorino|Chevrolet Spin)/, 'van'],
      [/^(Caminhão|Carreta)/, 'truck'],
      [/^Ônibus/, 'bus'],
      [/^(Trator|Retroescavadeira)/, 'tractor'],
      [/^Celular/, 'phone'],
      [/^Tablet/, 'tablet'],
      [/Telefones IP/, 'deskphone'],
      [/^Notebook/, 'notebook'],
      [/^(Monitor|Lote com \d+ Computadores)/, 'monitor'],
      [/^Impressora/, 'printer'],
      [/^Switch/, 'switch'],
      [/^Geladeira/, 'fridge'],
      [/^Freezer/, 'freezer'],
      [/^Ar-condicionado/, 'aircon'],
      [/^Máquina de Lavar/, 'washer'],
      [/^Micro-ondas/, 'microwave'],
      [/^Fogão/, 'stove'],
      [/^Forno/, 'combioven'],
      [/^Máquina de Café/, 'coffee'],
      [/^(Cadeira|Lote com \d+ Cadeiras)/, 'chair'],
      [/^(Mesa de Jantar|Lote com \d+ Mesas|Mesa de reunião com \d+ cadeiras)/, 'dining'],
      [/^(Mesa de Escritório|Mesa de Reunião para)/, 'desk'],
      [/^(Armário|Guarda-roupa)/, 'cabinet'],
      [/^Rack/, 'tvrack'],
      [/^Sofá/, 'sofa'],
      [/^Cama/, 'bed'],
      [/^Compressor/, 'compressor'],
      [/^Gerador/, 'generator'],
      [/^Empilhadeira/, 'forklift'],
      [/Máquinas de Costura/, 'sewing'],
      [/^Torno/, 'lathe'],
      [/Porcelanato/, 'tiles'],
      [/^Betoneira/, 'mixer'],
      [/Andaime/, 'scaffold'],
      [/Portas de Madeira/, 'door'],
      [/Louças Sanitárias/, 'toilet'],
      [/^Apartamento/, 'apartment'],
      [/^Casa/, 'house'],
      [/^Terreno/, 'land'],
      [/^Sala Comercial/, 'office'],
      [/^Cota de Consórcio/, 'certificate'],
      [/^Bicicleta/, 'bicycle'],
      [/Academia/, 'gym'],
      [/Livros/, 'books'],
    ];
    // The same drawings render to the same files (content-addressed), so this finds the seed's own keys.
    const kindOfKey = new Map<string, PhotoKind>();
    for (const [kind, photos] of await generateDemoPhotos(app.deps.media)) {
      for (const photo of photos) kindOfKey.set(photo.storageKey, kind);
    }
    const lots = await rows(sql`
      select l.title, array_agg(p.storage_key order by p.position) filter (where p.id is not null) as "keys"
      from lots l left join lot_photos p on p.lot_id = l.id group by l.id`);
    const shown = new Set<PhotoKind>();
    for (const lot of lots) {
      const title = String(lot.title);
      const expected = kindOf.find(([pattern]) => pattern.test(title))?.[1];
      expect(expected, title).toBeDefined();
      const keys = (lot.keys as string[] | null) ?? [];
      expect(keys.length, title).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size, title).toBe(keys.length);
      for (const key of keys) expect(kindOfKey.get(key), title).toBe(expected);
      shown.add(expected!);
    }
    expect(shown.size).toBeGreaterThanOrEqual(30);
    for (const kind of photoKinds) {
      expect(renderDemoPhotoSvg(kind, 0)).toContain('Foto ilustrativa — ');
    }
  });
});
