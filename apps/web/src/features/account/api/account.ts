import type { AccountUser } from '@/features/buyer-application';
import { authedJson, authedRequest } from '@/features/session';

export interface UserSession {
  id: string;
  label: string;
  method: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface ListingBidSummary {
  listingId: string;
  bidCount: number;
  highestAmountCents: number;
  lastBidAt: string | null;
  scheduledEndAt: string | null;
}

export const sessionsPath = (userId: string) => `web/users/${userId}/sessions`;
export const listingBidsPath = (buyerId: string) => `web/buyers/${buyerId}/listing-bids?sort=DESC`;

export function updateName(userId: string, name: string) {
  return authedJson<AccountUser>(`web/users/${userId}`, { method: 'PATCH', json: { name } });
}

export async function revokeSession(userId: string, sessionId: string) {
  await authedRequest(`web/users/${userId}/sessions/${sessionId}`, { method: 'DELETE' });
}
