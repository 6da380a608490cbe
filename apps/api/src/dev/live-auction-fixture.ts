import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  auctioneers,
  buyers,
  listingStatusHistory,
  listings,
  lots,
  sellers,
  users,
} from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';

/**
 * A short live auction for journeys and demos: an OPEN Event with one lot ending in `endsInSeconds`, with
 * its own soft-close window and extension. Development only (see routes.ts).
 */
export async function createLiveAuctionFixture(
  db: Database,
  input: { endsInSeconds: number; softCloseWindowSeconds: number; softCloseExtensionSeconds: number },
) {
  const now = Date.now();
  const suffix = randomUUID().slice(0, 8);
  const endsAt = new Date(now + input.endsInSeconds * 1000);
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .insert(sellers)
      .values({ name: `Comitente ${suffix}` })
      .returning();
    const [auctioneer] = await tx
      .insert(auctioneers)
      .values({ name: 'Marina Albuquerque Prado', registration: 'JUCESP nº 1.234' })
      .returning();
    const [listing] = await tx
      .insert(listings)
      .values({
        slug: `leilao-ao-vivo-${suffix}`,
        type: 'AUCTION',
        segment: 'Desativação de Escritório',
        status: 'OPEN',
        title: `Leilão ao vivo ${suffix}`,
        description: 'Evento curto de demonstração do pregão ao vivo.',
        city: 'São Paulo',
        state: 'SP',
        startsAt: new Date(now - 3_600_000),
        scheduledEndAt: endsAt,
        softCloseWindowSeconds: input.softCloseWindowSeconds,
        softCloseExtensionSeconds: input.softCloseExtensionSeconds,
        sellerId: seller!.id,
        auctioneerId: auctioneer!.id,
      })
      .returning();
    await tx
      .insert(listingStatusHistory)
      .values({ listingId: listing!.id, fromStatus: null, toStatus: 'OPEN', changedBy: 'system' });
    const [lot] = await tx
      .insert(lots)
      .values({
        listingId: listing!.id,
        number: 1,
        title: `Notebook de demonstração ${suffix}`,
        description: 'Notebook em bom estado, com carregador.',
        macroCategory: 'OUTROS',
        estimatedValueCents: 150_000,
        startingBidCents: 50_000,
        incrementCents: 1_000,
        scheduledEndAt: endsAt,
        city: 'São Paulo',
        state: 'SP',
      })
      .returning();
    return { listingId: listing!.id, listingSlug: listing!.slug, lotId: lot!.id, scheduledEndAt: endsAt };
  });
}

/** Makes a signed-up user a VERIFIED natural-person buyer (skipping the application). Development only. */
export async function makeVerifiedBuyerFixture(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
  if (user.buyerId) {
    const [buyer] = await db
      .update(buyers)
      .set({ status: 'VERIFIED' })
      .where(eq(buyers.id, user.buyerId))
      .returning();
    return { buyerId: buyer!.id, username: buyer!.username };
  }
  const [buyer] = await db
    .insert(buyers)
    .values({
      userId: user.id,
      username: `licitante_${randomUUID().slice(0, 8)}`,
      status: 'VERIFIED',
      type: 'NATURAL_PERSON',
    })
    .returning();
  await db.update(users).set({ buyerId: buyer!.id }).where(eq(users.id, user.id));
  return { buyerId: buyer!.id, username: buyer!.username };
}
