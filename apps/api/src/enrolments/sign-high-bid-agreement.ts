import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findBuyerOfUser, findHighBidAgreement, upsertHighBidAgreement } from './enrolments-repository.js';

export function toAgreementView(row: { template: string; signedAt: Date }) {
  return { template: row.template, signedAt: row.signedAt.toISOString() };
}

/** The buyer signs the high-bids agreement of their person type (once; signing again changes nothing). */
export async function signHighBidAgreement(db: Database, userId: string) {
  const buyer = await findBuyerOfUser(db, userId);
  if (!buyer) {
    throw new AppError('NOT_A_BUYER', 'Complete seu cadastro de comprador para participar dos leilões.');
  }
  return upsertHighBidAgreement(db, { buyerId: buyer.id, template: buyer.type, signedAt: new Date() });
}

export async function getOwnHighBidAgreement(db: Database, userId: string) {
  const buyer = await findBuyerOfUser(db, userId);
  return buyer ? findHighBidAgreement(db, buyer.id) : null;
}
