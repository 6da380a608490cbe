import { randomUUID } from 'node:crypto';
import type { BuyerType } from '@circula/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, makeUser, signIn } from '../auth/auth-test-factories.js';
import { makeUsername } from '../buyers/buyer-test-factories.js';
import type { Database } from '../db/client.js';
import { buyers, highBidAgreements, listingEnrolments, users } from '../db/schema/index.js';

/** Test factories of bidders: each test makes the buyers it needs, signed in over HTTP. */

export interface Bidder {
  userId: string;
  buyerId: string;
  username: string;
  email: string;
  headers: Record<string, string>;
}

/** A signed-in buyer (VERIFIED unless told otherwise), enrolled in the given Events. */
export async function makeBidder(
  app: FastifyInstance,
  db: Database,
  options: {
    enrolIn?: string[];
    status?: 'VERIFIED' | 'UNVERIFIED';
    type?: BuyerType;
    blocked?: boolean;
    highBidAgreement?: boolean;
  } = {},
): Promise<Bidder> {
  const user = await makeUser(db);
  const [buyer] = await db
    .insert(buyers)
    .values({
      userId: user.id,
      username: makeUsername('licitante'),
      status: options.status ?? 'VERIFIED',
      type: options.type ?? 'NATURAL_PERSON',
      blockedAt: options.blocked ? new Date() : null,
      blockReason: options.blocked ? 'UNPAID_FEES' : null,
    })
    .returning();
  await db.update(users).set({ buyerId: buyer!.id }).where(eq(users.id, user.id));
  for (const listingId of options.enrolIn ?? []) {
    await db
      .insert(listingEnrolments)
      .values({ listingId, buyerId: buyer!.id, editalAcceptedAt: new Date() });
  }
  if (options.highBidAgreement) {
    await db
      .insert(highBidAgreements)
      .values({ buyerId: buyer!.id, template: buyer!.type, signedAt: new Date() });
  }
  const { accessToken } = await signIn(app, user.email);
  return {
    userId: user.id,
    buyerId: buyer!.id,
    username: buyer!.username,
    email: user.email,
    headers: bearer(accessToken),
  };
}

export function bid(
  app: FastifyInstance,
  bidder: Bidder,
  lotId: string,
  body: {
    amountCents: number;
    lastSeenBidId: string | null;
    idempotencyKey?: string;
    confirmHighAmount?: boolean;
  },
) {
  return app.inject({
    method: 'POST',
    url: `/web/lots/${lotId}/bids`,
    headers: bidder.headers,
    payload: { idempotencyKey: randomUUID(), ...body },
  });
}

export function setAutomatic(
  app: FastifyInstance,
  bidder: Bidder,
  lotId: string,
  maxCents: number,
  options: { confirmHighAmount?: boolean } = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/web/lots/${lotId}/automatic-bid`,
    headers: bidder.headers,
    payload: { maxCents, ...options },
  });
}
