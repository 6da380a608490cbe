import type { LotClosingStatus, LotExtension } from '@circula/domain';
import type { Options } from 'ky';
import { publicConfig } from '@/config/public';
import { authedJson, authedRequest } from '@/features/session';
import { createHttpClient, isHttpError } from '@/lib/http/client';
import type { LiveBid, LotStateFields } from '../lib/live-lot-state';

const client = createHttpClient({ prefixUrl: publicConfig.apiUrl });

export const lotStreamUrl = (lotId: string) => `${publicConfig.apiUrl}/web/lots/${lotId}/stream`;
export const listingStreamUrl = (listingId: string) =>
  `${publicConfig.apiUrl}/web/listings/${listingId}/stream`;

export async function fetchServerTime(): Promise<{ serverTime: string }> {
  return client.get('web/time', { cache: 'no-store' }).json();
}

export interface LotBidsAnswer {
  bids: LiveBid[];
  extensions: LotExtension[];
  lot: LotStateFields & { status: 'OPEN' | 'CLOSED' | 'CANCELLED'; nextMinimumBidCents: number };
}

export async function fetchLotBids(lotId: string, afterSequence = 0, limit = 500): Promise<LotBidsAnswer> {
  return client
    .get(`web/lots/${lotId}/bids`, { searchParams: { afterSequence, limit }, cache: 'no-store' })
    .json();
}

export interface LotClosingAnswer {
  closing: {
    lotId: string;
    status: LotClosingStatus;
    amountCents: number;
    winnerUsername: string;
    closedAt: string;
    sellerDeadlineAt: string | null;
  } | null;
}

export async function fetchLotClosing(lotId: string): Promise<LotClosingAnswer> {
  return client.get(`web/lots/${lotId}/closing`, { cache: 'no-store' }).json();
}

export interface BidReceipt {
  bid: { id: string; sequence: number; amountCents: number; createdAt: string };
  lot: LotStateFields & { nextMinimumBidCents: number; scheduledEndAt: string };
  winning: boolean;
  serverTime: string;
}

export function placeBid(
  lotId: string,
  body: {
    amountCents: number;
    lastSeenBidId: string | null;
    idempotencyKey: string;
    confirmHighAmount: boolean;
  },
): Promise<BidReceipt> {
  return authedJson<BidReceipt>(`web/lots/${lotId}/bids`, { method: 'POST', json: body, retry: 0 });
}

export interface AutomaticBidAnswer {
  automaticBid: { maxCents: number; setAt: string } | null;
  lot?: BidReceipt['lot'];
  winning?: boolean;
  serverTime?: string;
}

export function fetchOwnAutomaticBid(lotId: string): Promise<AutomaticBidAnswer> {
  return authedJson<AutomaticBidAnswer>(`web/lots/${lotId}/automatic-bid`);
}

/** `confirmHighAmount` once the person confirmed a maximum far above the minimum (needsAmountConfirmation). */
export function setAutomaticBid(
  lotId: string,
  maxCents: number,
  confirmHighAmount: boolean,
): Promise<AutomaticBidAnswer> {
  return authedJson<AutomaticBidAnswer>(`web/lots/${lotId}/automatic-bid`, {
    method: 'PUT',
    json: { maxCents, confirmHighAmount },
  });
}

export function cancelAutomaticBid(lotId: string): Promise<AutomaticBidAnswer> {
  return authedJson<AutomaticBidAnswer>(`web/lots/${lotId}/automatic-bid`, { method: 'DELETE' });
}

export function fetchOwnEnrolment(listingId: string): Promise<{ enrolment: { id: string } | null }> {
  return authedJson(`web/listings/${listingId}/enrolment`);
}

export function enrol(listingId: string): Promise<{ enrolment: { id: string } }> {
  return authedJson(`web/listings/${listingId}/enrolments`, { method: 'POST', json: { acceptEdital: true } });
}

export function fetchHighBidAgreement(): Promise<{ agreement: { signedAt: string } | null }> {
  return authedJson('web/high-bid-agreement');
}

export async function signHighBidAgreement(): Promise<void> {
  await authedRequest('web/high-bid-agreement', { method: 'POST', json: { accept: true } } as Options);
}

export interface ApiRefusal {
  status: number;
  code: string | null;
  message: string | null;
  details: Record<string, unknown> | null;
}

/** The code, message and details of a refused call; null when it is not an API answer. */
export async function refusalOf(error: unknown): Promise<ApiRefusal | null> {
  if (!isHttpError(error)) return null;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string; details?: Record<string, unknown> } | null;
  return {
    status: error.response.status,
    code: body?.code ?? null,
    message: body?.message ?? null,
    details: body?.details ?? null,
  };
}
