import { randomUUID } from 'node:crypto';
import {
  type BuyerApplicationStatus,
  completeCnpj,
  completeCpf,
  minimumOfferCents,
  privacyVersion,
  refundAgreementTemplates,
  termsVersion,
} from '@circula/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import { writeOutbidNotices } from '../../bidding/notify-outbid.js';
import { type LotOperation, runBidBatch } from '../../bidding/run-bid-batch.js';
import { settlePaymentIntent } from '../../checkout/settle-payment-intent.js';
import { createWonLotEvent } from '../../fulfilment/won-lot-fixture.js';
import { answerConditionalSale } from '../../lot-closing/answer-conditional-sale.js';
import { closeLot } from '../../lot-closing/close-lot.js';
import type { StoredPhoto } from '../../media/photo-renditions.js';
import { makeOffer } from '../../negotiations/make-offer.js';
import type { Notifier } from '../../notifications/notifier.js';
import { sweepReferrals } from '../../referrals/referrals.js';
import { refundReference } from '../../refunds/open-refund.js';
import { insertHistory, insertRefund } from '../../refunds/refunds-repository.js';
import { upsertSellerUser } from '../../sellers/sellers-repository.js';
import { createUser } from '../../users/create-user.js';
import type { Database } from '../client.js';
import {
  buyerApplicationHistory,
  buyerApplications,
  buyers,
  highBidAgreements,
  listingEnrolments,
  listings,
  lotPhotos,
  lots,
  paymentIntentItems,
  paymentIntents,
  referralLinks,
  sellers,
  sessions,
  userConsents,
  users,
} from '../schema/index.js';

/**
 * The application a verified buyer went through (decision 276): registration data, address, review and
 * approval the day after joining, with the steps in its history, as onboarding leaves them. The receipt and
 * the staff's buyer page read the name and CPF from it.
 */
async function seedApprovedApplication(
  db: Database,
  input: { userId: string; buyerId: string; person: (typeof demoBuyers)[number]; joined: Date },
) {
  const { person, joined } = input;
  const at = (minutes: number) => new Date(joined.getTime() + minutes * 60_000);
  const [line1, number, line2, neighborhood, city, state, postalCode] = person.address;
  const [application] = await db
    .insert(buyerApplications)
    .values({
      userId: input.userId,
      buyerId: input.buyerId,
      status: 'APPROVED',
      type: 'NATURAL_PERSON',
      taxId: completeCpf(person.cpfBase),
      fullName: person.name,
      birthDate: person.birthDate,
      addressLine1: line1,
      addressNumber: number,
      addressLine2: line2,
      addressNeighborhood: neighborhood,
      addressCity: city,
      addressState: state,
      addressPostalCode: postalCode,
      submittedAt: at(12),
      reviewedAt: at(24 * 60),
      createdAt: at(5),
      updatedAt: at(24 * 60),
    })
    .returning({ id: buyerApplications.id });
  const steps: [BuyerApplicationStatus | null, BuyerApplicationStatus, number][] = [
    [null, 'REGISTRATION_DATA_SENT', 5],
    ['REGISTRATION_DATA_SENT', 'ADDRESS_SENT', 8],
    ['ADDRESS_SENT', 'UNDER_REVIEW', 12],
    ['UNDER_REVIEW', 'APPROVED', 24 * 60],
  ];
  await db.insert(buyerApplicationHistory).values(
    steps.map(([fromStatus, toStatus, minutes]) => ({
      applicationId: application!.id,
      fromStatus,
      toStatus,
      // The buyer's own steps; the approval by staff who are not part of the demo.
      actorUserId: toStatus === 'APPROVED' ? null : input.userId,
      createdAt: at(minutes),
    })),
  );
}

/** Password of every demo account (buyers and the seller's users); documented in the README. */
export const demoPassword = 'circula-demo-2026';

export const demoBuyers = [
  {
    name: 'Ana Beatriz Moreira',
    email: 'ana.demo@example.com',
    username: 'ana_arremata',
    cpfBase: '390533447',
    birthDate: '1988-03-14',
    address: ['Rua Augusta', '1200', 'Apto 52', 'Consolação', 'São Paulo', 'SP', '01304-001'],
  },
  {
    name: 'Bruno Carvalho Lima',
    email: 'bruno.demo@example.com',
    username: 'bruno_lances',
    cpfBase: '153509460',
    birthDate: '1991-07-02',
    address: ['Rua XV de Novembro', '480', null, 'Centro', 'Curitiba', 'PR', '80020-310'],
  },
  {
    name: 'Carla Nogueira Dias',
    email: 'carla.demo@example.com',
    username: 'carla_garimpa',
    cpfBase: '277665891',
    birthDate: '1985-11-23',
    address: ['Avenida Afonso Pena', '2300', 'Apto 801', 'Funcionários', 'Belo Horizonte', 'MG', '30130-007'],
  },
  {
    name: 'Diego Fernandes Rocha',
    email: 'diego.demo@example.com',
    username: 'diego_sp',
    cpfBase: '345178902',
    birthDate: '1993-01-30',
    address: ['Rua Teodoro Sampaio', '750', null, 'Pinheiros', 'São Paulo', 'SP', '05405-000'],
  },
  {
    name: 'Elisa Martins Prado',
    email: 'elisa.demo@example.com',
    username: 'elisa_rj',
    cpfBase: '468902135',
    birthDate: '1990-09-09',
    address: [
      'Avenida Nossa Senhora de Copacabana',
      '900',
      'Apto 1101',
      'Copacabana',
      'Rio de Janeiro',
      'RJ',
      '22060-001',
    ],
  },
] as const;

/**
 * What every demo person declared when signing up, as a real sign-up records it (a natural person, the
 * current terms and privacy policy): their account page lists it under Consentimentos.
 */
export const demoConsent = {
  personType: 'NATURAL_PERSON',
  declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
  termsVersion,
  privacyVersion,
} as const;

export const demoSellerAdmin = { name: 'Renata Vasconcelos', email: 'vendedor.demo@example.com' } as const;
/** The door staff of the demo pick-up Event's seller (checks pick-up codes at /vendedor/retiradas/conferir). */
export const demoDoorStaff = { name: 'Marcos Portaria', email: 'portaria.demo@example.com' } as const;
export const demoSellerViewer = {
  name: 'Paulo Henrique Sá',
  email: 'vendedor.leitura.demo@example.com',
} as const;

/** The seed writes e-mails to the outbox like any close; the delivery job sends them if SMTP is set. */
const outboxOnlyNotifier: Notifier = {
  async sendSms() {},
  async deliverQueued() {
    return 0;
  },
};

interface DemoBidder {
  userId: string;
  sessionId: string;
  buyerId: string;
}

/**
 * Bidding history on top of the demo catalogue, through the real engine (sequences, current bids, automatic
 * bids and live events consistent): five verified demo buyers enrolled in the open auctions, rising bids on
 * several lots (some by automatic bid), three lots closed through the lot-closing code — one APPROVED
 * outright (won by ana), one conditional sale the seller approved (diego), one still PENDING_CONFIRMATION —
 * and the demo seller's ADMIN and VIEWER users. The sold lots get their payment intents through the same
 * creation service as any close (the Event's creation mode decides), so the demo buyers have purchases to
 * pay. Runs once, right after the catalogue was seeded.
 */
export async function seedDemoActivity(
  db: Database,
  options: {
    webOrigin: string /** Illustrations of the pick-up Event's lot (a table with chairs). */;
    photos?: StoredPhoto[];
  },
): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const bidders: DemoBidder[] = [];
  for (const [index, person] of demoBuyers.entries()) {
    const { user } = await createUser(db, {
      name: person.name,
      email: person.email,
      passwordHash,
      emailVerified: true,
      consent: demoConsent,
    });
    const [buyer] = await db
      .insert(buyers)
      .values({ userId: user.id, username: person.username, status: 'VERIFIED', type: 'NATURAL_PERSON' })
      .returning({ id: buyers.id });
    // Members for weeks before the bids below (which the seed dates in the past).
    const joined = new Date(Date.now() - (40 - index) * 86_400_000);
    await db.update(users).set({ createdAt: joined }).where(eq(users.id, user.id));
    await db.update(userConsents).set({ acceptedAt: joined }).where(eq(userConsents.userId, user.id));
    await db.update(buyers).set({ createdAt: joined }).where(eq(buyers.id, buyer!.id));
    await seedApprovedApplication(db, { userId: user.id, buyerId: buyer!.id, person, joined });
    // Verified buyers went through onboarding, which confirms a mobile number first.
    await db
      .update(users)
      .set({
        buyerId: buyer!.id,
        phone: `+5511990000${String(index + 1).padStart(3, '0')}`,
        phoneVerifiedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await db
      .insert(highBidAgreements)
      .values({ buyerId: buyer!.id, template: 'NATURAL_PERSON', signedAt: new Date() });
    // The engine checks each bid's session; the seed bids on a session it ends afterwards.
    const [session] = await db
      .insert(sessions)
      .values({
        userId: user.id,
        method: 'seed',
        userAgent: null,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: sessions.id });
    bidders.push({ userId: user.id, sessionId: session!.id, buyerId: buyer!.id });
  }

  // Open auctions any natural person may join, ending a day or more ahead, soonest first.
  const auctions = await db
    .select({ id: listings.id, sellerId: listings.sellerId })
    .from(listings)
    .where(
      and(
        eq(listings.type, 'AUCTION'),
        eq(listings.status, 'OPEN'),
        inArray(listings.acceptBuyersMode, ['ALL', 'ONLY_NATURAL_PERSONS']),
        gt(listings.scheduledEndAt, sql`now() + interval '1 day'`),
      ),
    )
    .orderBy(asc(listings.scheduledEndAt), asc(listings.slug))
    .limit(2);
  if (auctions.length === 0) return;
  for (const auction of auctions) {
    await db.insert(listingEnrolments).values(
      bidders.map((bidder) => ({
        listingId: auction.id,
        buyerId: bidder.buyerId,
        editalAcceptedAt: new Date(),
      })),
    );
  }
  const lotsOf = async (listingId: string) =>
    db
      .select({ id: lots.id })
      .from(lots)
      .where(
        and(
          eq(lots.listingId, listingId),
          eq(lots.status, 'OPEN'),
          gt(lots.scheduledEndAt, sql`now() + interval '2 hours'`),
        ),
      )
      .orderBy(asc(lots.number))
      .limit(8);

  type LotState = { lastBidId: string | null; nextMinimumBidCents: number; currentBidCents: number | null };
  const operate = async (lotId: string, operation: LotOperation): Promise<LotState> => {
    const [outcome] = (await runBidBatch(db, lotId, [operation])).outcomes;
    if (!outcome?.ok) throw new Error(`demo bid refused: ${outcome ? outcome.error.code : 'no outcome'}`);
    return outcome.value.lot;
  };
  /**
   * `rounds` bids in turn by the given bidders, each at the minimum next bid (every third one step above
   * it); the optional automatic bidder sets a maximum a few steps up after the first bid.
   */
  const bidWar = async (
    lotId: string,
    turn: DemoBidder[],
    rounds: number,
    automatic?: { bidder: DemoBidder; steps: number },
  ): Promise<LotState> => {
    const [row] = await db
      .select({ startingBidCents: lots.startingBidCents })
      .from(lots)
      .where(eq(lots.id, lotId));
    let state: LotState = {
      lastBidId: null,
      nextMinimumBidCents: row?.startingBidCents ?? 10_000,
      currentBidCents: null,
    };
    for (let round = 0; round < rounds; round += 1) {
      const bidder = turn[round % turn.length]!;
      const step = state.currentBidCents === null ? 0 : state.nextMinimumBidCents - state.currentBidCents;
      state = await operate(lotId, {
        userId: bidder.userId,
        sessionId: bidder.sessionId,
        kind: 'bid',
        amountCents: state.nextMinimumBidCents + (round % 3 === 2 ? step : 0),
        lastSeenBidId: state.lastBidId,
        idempotencyKey: randomUUID(),
        confirmHighAmount: true,
      });
      if (automatic && round === 0) {
        const next = state.nextMinimumBidCents - (state.currentBidCents ?? 0);
        state = await operate(lotId, {
          userId: automatic.bidder.userId,
          sessionId: automatic.bidder.sessionId,
          kind: 'set-automatic',
          maxCents: state.nextMinimumBidCents + automatic.steps * next,
          confirmHighAmount: true,
        });
      }
    }
    return state;
  };

  const [ana, bruno, carla, diego, elisa] = bidders as [
    DemoBidder,
    DemoBidder,
    DemoBidder,
    DemoBidder,
    DemoBidder,
  ];
  const first = await lotsOf(auctions[0]!.id);
  const second = auctions[1] ? await lotsOf(auctions[1].id) : [];
  const open = [...first.slice(0, 5), ...second.slice(0, 3)];
  const plans: [DemoBidder[], number, { bidder: DemoBidder; steps: number } | undefined][] = [
    [[ana, bruno], 6, undefined],
    [[carla, diego, ana], 5, { bidder: elisa, steps: 4 }],
    [[bruno, elisa], 4, undefined],
    [[diego, carla], 7, { bidder: ana, steps: 6 }],
    [[elisa, ana, bruno], 3, undefined],
    [[ana, diego], 4, { bidder: carla, steps: 3 }],
    [[bruno, carla], 2, undefined],
    [[elisa, diego], 5, undefined],
  ];
  for (const [index, lot] of open.entries()) {
    const [turn, rounds, automatic] = plans[index % plans.length]!;
    await bidWar(lot.id, turn, rounds, automatic);
  }

  // Three lots that already closed: sold, sold after the seller accepted, and waiting for the seller.
  const closingLots = first.slice(5, 8);
  const deps = {
    db,
    notifier: outboxOnlyNotifier,
    webOrigin: options.webOrigin,
    sellerConfirmationBusinessDays: 2,
  };
  const closed: { lotId: string; reserveAbove: boolean }[] = [];
  for (const [index, lot] of closingLots.entries()) {
    const final = await bidWar(
      lot.id,
      index === 0 ? [ana, bruno] : index === 1 ? [diego, elisa] : [carla, bruno],
      3,
    );
    const reserveAbove = index > 0;
    if (reserveAbove) {
      await db
        .update(lots)
        .set({ reserveCents: (final.currentBidCents ?? 0) * 2 })
        .where(eq(lots.id, lot.id));
    }
    // Ended a few minutes ago, one after the other; the closing job has just run.
    await db
      .update(lots)
      .set({ scheduledEndAt: sql`now() - interval '${sql.raw(String(4 - index))} minutes'` })
      .where(eq(lots.id, lot.id));
    await closeLot(deps, lot.id);
    closed.push({ lotId: lot.id, reserveAbove });
  }

  const sellerId = auctions[0]!.sellerId;
  const sellerUsers = [] as string[];
  for (const [person, role] of [
    [demoSellerAdmin, 'ADMIN'],
    [demoSellerViewer, 'VIEWER'],
  ] as const) {
    const { user } = await createUser(db, {
      name: person.name,
      email: person.email,
      passwordHash,
      emailVerified: true,
      consent: demoConsent,
    });
    await upsertSellerUser(db, { sellerId, userId: user.id, role });
    sellerUsers.push(user.id);
  }
  const answered = closed[1];
  if (answered) {
    const closing = await db.execute(sql`select id from lot_closings where lot_id = ${answered.lotId}`);
    const closingId = String((closing as unknown as { rows: { id: string }[] }).rows[0]!.id);
    await answerConditionalSale(
      { db, notifier: outboxOnlyNotifier, webOrigin: options.webOrigin },
      { closingId, decision: 'APPROVED', answerer: { kind: 'seller', userId: sellerUsers[0]! } },
    );
  }

  // Offers: the demo seller's users also sell for the retailer of the returned electronics, where one demo
  // buyer's offer waits for their answer in /vendedor/ofertas.
  const [returns] = await db
    .select({ id: listings.id, sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.slug, 'logistica-reversa-eletronicos-recife'));
  if (returns) {
    await upsertSellerUser(db, { sellerId: returns.sellerId, userId: sellerUsers[0]!, role: 'ADMIN' });
    await upsertSellerUser(db, { sellerId: returns.sellerId, userId: sellerUsers[1]!, role: 'VIEWER' });
    const [lot] = await db
      .select({ id: lots.id, unitPriceCents: lots.unitPriceCents })
      .from(lots)
      .where(eq(lots.listingId, returns.id))
      .orderBy(asc(lots.number))
      .limit(1);
    const asking = lot?.unitPriceCents ?? 0;
    const offered = Math.max(minimumOfferCents(asking), Math.floor((asking * 8) / 1000) * 100);
    if (lot && offered < asking) {
      await makeOffer(
        { db, notifier: outboxOnlyNotifier, webOrigin: options.webOrigin },
        {
          userId: bidders[1]!.userId,
          lotId: lot.id,
          unitPriceCents: offered,
          message: 'Consigo retirar na próxima semana, com nota fiscal em nome da empresa.',
        },
      );
    }
  }
  // A closed Event with pick-up windows whose only lot Elisa won and paid: she can book the pick-up and the
  // seller's door staff can check her code.
  const [auctionRow] = await db
    .select({ auctioneerId: listings.auctioneerId })
    .from(listings)
    .where(eq(listings.id, auctions[0]!.id));
  const [pickUpSeller] = await db
    .insert(sellers)
    .values({ name: 'Escritórios Paulista S.A.', taxId: completeCnpj('789012340001') })
    .returning({ id: sellers.id });
  const { user: doorUser } = await createUser(db, {
    name: demoDoorStaff.name,
    email: demoDoorStaff.email,
    passwordHash,
    emailVerified: true,
    consent: demoConsent,
  });
  await upsertSellerUser(db, { sellerId: pickUpSeller!.id, userId: doorUser.id, role: 'VIEWER' });
  // Two days ahead in Brasília (UTC−3), on a weekday.
  const inTwoDays = new Date(Date.now() - 3 * 3_600_000 + 2 * 86_400_000);
  while (inTwoDays.getUTCDay() === 0 || inTwoDays.getUTCDay() === 6) {
    inTwoDays.setUTCDate(inTwoDays.getUTCDate() + 1);
  }
  const pickUpEvent = await createWonLotEvent(deps, {
    sellerId: pickUpSeller!.id,
    auctioneerId: auctionRow!.auctioneerId!,
    buyer: { userId: elisa.userId, buyerId: elisa.buyerId },
    title: 'Desativação de escritório — Av. Paulista',
    lotTitle: 'Mesa de reunião com 8 cadeiras',
    // Business hours of Brasília (UTC−3), two days ahead: 09:00 to 16:00.
    pickUpWindow: {
      startsAt: new Date(
        Date.UTC(inTwoDays.getUTCFullYear(), inTwoDays.getUTCMonth(), inTwoDays.getUTCDate(), 12),
      ),
      endsAt: new Date(
        Date.UTC(inTwoDays.getUTCFullYear(), inTwoDays.getUTCMonth(), inTwoDays.getUTCDate(), 19),
      ),
    },
  });
  if (options.photos?.length) {
    await db
      .insert(lotPhotos)
      .values(options.photos.map((photo, position) => ({ lotId: pickUpEvent.lotId, position, ...photo })));
  }
  const [wonIntent] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.listingId, pickUpEvent.listingId));
  if (wonIntent) {
    await db.transaction((tx) =>
      settlePaymentIntent(tx as unknown as Database, {
        intent: wonIntent,
        actor: 'PROVIDER',
        reason: 'PIX recebido',
        paidAt: new Date(),
        method: 'PIX',
        webOrigin: options.webOrigin,
      }),
    );
  }

  // "Indique e ganhe": Bruno's personal link (older than Elisa's account) brought Elisa, and her paid
  // purchase in a public Event qualifies the referral: the referral job credits both R$ 50,00.
  const [elisaUser] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, elisa.userId));
  await db.insert(referralLinks).values({
    userId: bruno.userId,
    slug: 'bruno-indica',
    createdAt: new Date(elisaUser!.createdAt.getTime() - 86_400_000),
  });
  await db.update(users).set({ referralSlug: 'bruno-indica' }).where(eq(users.id, elisa.userId));
  await sweepReferrals(db, options.webOrigin);

  // A refund waiting for customer support: Elisa reports damage on the lot she paid and asks for the
  // whole purchase back as credits (signed agreement, IN_ANALYSIS).
  if (wonIntent) {
    const [item] = await db
      .select({ lotId: paymentIntentItems.lotId, lotClosingId: paymentIntentItems.lotClosingId })
      .from(paymentIntentItems)
      .where(eq(paymentIntentItems.intentId, wonIntent.id));
    const refundId = randomUUID();
    const submittedAt = new Date();
    await insertRefund(db, {
      id: refundId,
      reference: refundReference(refundId),
      buyerId: elisa.buyerId,
      paymentIntentId: wonIntent.id,
      lotId: item!.lotId,
      lotClosingId: item!.lotClosingId,
      status: 'IN_ANALYSIS',
      reason: 'DAMAGED',
      description: 'Uma das cadeiras veio com o encosto quebrado.',
      compensation: 'CREDITS_TOTAL_PURCHASE',
      amountCents: Number(wonIntent.totalCents),
      agreementVersion: refundAgreementTemplates.CREDITS.version,
      agreementAcceptedAt: submittedAt,
      submittedAt,
    });
    await insertHistory(db, {
      refundId,
      fromStatus: null,
      toStatus: 'DRAFT',
      actor: 'BUYER',
      actorUserId: elisa.userId,
    });
    await insertHistory(db, {
      refundId,
      fromStatus: 'DRAFT',
      toStatus: 'IN_ANALYSIS',
      actor: 'BUYER',
      actorUserId: elisa.userId,
    });
  }

  await spreadDemoBids(db);
  for (const lot of open)
    await writeOutbidNotices({ db, webOrigin: options.webOrigin, throttleSeconds: 300 }, lot.id);
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'signout' })
    .where(
      inArray(
        sessions.id,
        bidders.map((bidder) => bidder.sessionId),
      ),
    );
}

const minute = 60_000;

/**
 * The engine stamps every bid with the database clock, that is the second the seed ran, which would put the
 * bids of the lots the seed then closes after their end. A believable history instead: each lot's bids
 * spread over the hours before, from an hour after its Event opened up to five minutes before the lot ended
 * (outside the soft-close window, so no extension is owed) or before now while it is open; a bid the engine
 * placed for an automatic bid two seconds after the bid it answered; the enrolments before the first bid.
 * The bids' receipts and the live lot events carry the same times.
 */
async function spreadDemoBids(db: Database): Promise<void> {
  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  await db.execute(sql`
    update listing_enrolments en set edital_accepted_at = l.starts_at + interval '30 minutes',
      created_at = l.starts_at + interval '30 minutes'
    from listings l where l.id = en.listing_id`);
  const now = Date.now();
  const lotRows = rows(
    await db.execute(sql`
      select l.id, l.status, e.starts_at as "startsAt", l.scheduled_end_at as "endAt", l.closed_at as "closedAt"
      from lots l join listings e on e.id = l.listing_id where l.bid_count > 0`),
  );
  for (const lot of lotRows) {
    const opened = new Date(String(lot.startsAt)).getTime() + 60 * minute;
    const end =
      lot.status === 'CLOSED'
        ? Math.min(new Date(String(lot.endAt)).getTime(), new Date(String(lot.closedAt)).getTime())
        : now;
    const last = end - 5 * minute;
    const bidRows = rows(
      await db.execute(
        sql`select id, automatic, buyer_id as "buyerId" from bids where lot_id = ${lot.id} order by sequence`,
      ),
    );
    const manual = bidRows.filter((bid) => bid.automatic !== true).length;
    if (last <= opened || manual === 0) continue;
    const gap = Math.min(47 * minute, (last - opened) / manual);
    let slot = 0;
    let previous = 0;
    const automaticSince = new Map<string, number>();
    for (const bid of bidRows) {
      let at: number;
      if (bid.automatic === true && previous > 0) {
        at = previous + 2_000;
        const buyerId = String(bid.buyerId);
        if (!automaticSince.has(buyerId)) automaticSince.set(buyerId, previous + 1_000);
      } else {
        // Evenly spaced manual bids, each up to a fifth of the gap early: still in order, never after `last`.
        at = last - (manual - 1 - slot) * gap - (((slot * 7) % 5) / 20) * gap;
        slot += 1;
      }
      previous = Math.round(at);
      const iso = new Date(previous).toISOString();
      await db.execute(sql`
        update bids set created_at = ${iso}::timestamptz,
          receipt = case when receipt ? 'bid' then jsonb_set(receipt, '{bid,createdAt}', to_jsonb(${iso}::text)) else receipt end
        where id = ${bid.id}`);
      await db.execute(sql`
        update lot_events set created_at = ${iso}::timestamptz, payload = jsonb_set(payload, '{createdAt}', to_jsonb(${iso}::text))
        where type = 'bid' and payload->>'bidId' = ${String(bid.id)}`);
    }
    for (const [buyerId, since] of automaticSince) {
      const iso = new Date(since).toISOString();
      await db.execute(sql`
        update automatic_bids set set_at = ${iso}::timestamptz, created_at = ${iso}::timestamptz
        where lot_id = ${lot.id} and buyer_id = ${buyerId}`);
    }
  }
}
