import type {
  AutomaticBidChangeAnswer,
  automaticBidChangeAnswerSchema,
  BidReceipt,
  bidReceiptSchema,
  EnrolmentAnswer,
  enrolmentAnswerSchema,
  LotBidsHistoryAnswer,
  lotBidsAnswerSchema,
  OwnAutomaticBidAnswer,
  OwnEnrolmentAnswer,
  OwnHighBidAgreementAnswer,
  ownAutomaticBidAnswerSchema,
  ownEnrolmentAnswerSchema,
  ownHighBidAgreementAnswerSchema,
  PublicLotClosingAnswer,
  publicLotClosingAnswerSchema,
  ServerTimeAnswer,
  serverTimeAnswerSchema,
} from '@circula/domain';
import type { Options } from 'ky';
import { publicConfig } from '@/config/public';
import { authedJsonTyped, authedRequest } from '@/features/session';
import { answerTyped } from '@/lib/http/api';
import { createHttpClient, isHttpError } from '@/lib/http/client';

/*
 * The live lot page's calls. Their answers are typed by the routes' schemas from @circula/domain (a
 * type-only import: the lot page carries no schema library, decisions 048 and 230); the API checked each
 * answer against the same schema before sending it.
 */

const client = createHttpClient({ prefixUrl: publicConfig.apiUrl });

export const lotStreamUrl = (lotId: string) => `${publicConfig.apiUrl}/web/lots/${lotId}/stream`;
export const listingStreamUrl = (listingId: string) =>
  `${publicConfig.apiUrl}/web/listings/${listingId}/stream`;

export type { BidReceipt, LotBidsHistoryAnswer, PublicLotClosingAnswer };

export function fetchServerTime(): Promise<ServerTimeAnswer> {
  return answerTyped<typeof serverTimeAnswerSchema>(client.get('web/time', { cache: 'no-store' }));
}

export function fetchLotBids(lotId: string, afterSequence = 0, limit = 500): Promise<LotBidsHistoryAnswer> {
  return answerTyped<typeof lotBidsAnswerSchema>(
    client.get(`web/lots/${lotId}/bids`, { searchParams: { afterSequence, limit }, cache: 'no-store' }),
  );
}

export function fetchLotClosing(lotId: string): Promise<PublicLotClosingAnswer> {
  return answerTyped<typeof publicLotClosingAnswerSchema>(
    client.get(`web/lots/${lotId}/closing`, { cache: 'no-store' }),
  );
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
  return authedJsonTyped<typeof bidReceiptSchema>(`web/lots/${lotId}/bids`, {
    method: 'POST',
    json: body,
    retry: 0,
  });
}

export const ownAutomaticBidPath = (lotId: string) => `web/lots/${lotId}/automatic-bid`;

export function fetchOwnAutomaticBid(lotId: string): Promise<OwnAutomaticBidAnswer> {
  return authedJsonTyped<typeof ownAutomaticBidAnswerSchema>(ownAutomaticBidPath(lotId));
}

/** `confirmHighAmount` once the person confirmed a maximum far above the minimum (needsAmountConfirmation). */
export function setAutomaticBid(
  lotId: string,
  maxCents: number,
  confirmHighAmount: boolean,
): Promise<AutomaticBidChangeAnswer> {
  return authedJsonTyped<typeof automaticBidChangeAnswerSchema>(ownAutomaticBidPath(lotId), {
    method: 'PUT',
    json: { maxCents, confirmHighAmount },
  });
}

export function cancelAutomaticBid(lotId: string): Promise<AutomaticBidChangeAnswer> {
  return authedJsonTyped<typeof automaticBidChangeAnswerSchema>(ownAutomaticBidPath(lotId), {
    method: 'DELETE',
  });
}

export const ownEnrolmentPath = (listingId: string) => `web/listings/${listingId}/enrolment`;

export function fetchOwnEnrolment(listingId: string): Promise<OwnEnrolmentAnswer> {
  return authedJsonTyped<typeof ownEnrolmentAnswerSchema>(ownEnrolmentPath(listingId));
}

export function enrol(listingId: string): Promise<EnrolmentAnswer> {
  return authedJsonTyped<typeof enrolmentAnswerSchema>(`web/listings/${listingId}/enrolments`, {
    method: 'POST',
    json: { acceptEdital: true },
  });
}

export const highBidAgreementPath = 'web/high-bid-agreement';

export function fetchHighBidAgreement(): Promise<OwnHighBidAgreementAnswer> {
  return authedJsonTyped<typeof ownHighBidAgreementAnswerSchema>(highBidAgreementPath);
}

export async function signHighBidAgreement(): Promise<void> {
  await authedRequest(highBidAgreementPath, { method: 'POST', json: { accept: true } } as Options);
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
