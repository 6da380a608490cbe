import {
  acceptSellerInvitationResponseSchema,
  conditionalSaleAnsweredSchema,
  type InviteSellerUserBody,
  inviteSellerUserResponseSchema,
  type SellerRole,
  sellerInvitationResponseSchema,
  sellerMemberResponseSchema,
  sellerRemovedResponseSchema,
  type UserSeller,
} from '@circula/domain';
import { authedJson, authedRequest } from '@/features/session';

export type {
  SellerEventResponse,
  SellerEventsResponse,
  SellerRole,
  SellerStatement,
  SellerTeamResponse,
} from '@circula/domain';

export type SellerMembership = UserSeller;
/** A lot closing of one of the user's sellers (GET /seller/lot-closings). */
export type { PendingSellerInvitation, SellerClosing, UserSellersResponse } from '@circula/domain';
export { sellerMembershipsPath } from './paths';

export type ClosingFilter = 'PENDING_CONFIRMATION' | 'APPROVED' | 'REJECTED';

export const sellerClosingsPath = (status: ClosingFilter) => `seller/lot-closings?status=${status}&limit=100`;

export type ConditionalSaleAnswer = 'approve' | 'reject';

export function answerConditionalSale(closingId: string, answer: ConditionalSaleAnswer, reason?: string) {
  return authedJson(`seller/lot-closings/${closingId}/${answer}`, conditionalSaleAnsweredSchema, {
    method: 'POST',
    json: reason ? { reason } : {},
    retry: 0,
  });
}

/** GET /seller/sellers/{id}/events: the seller's Events with live figures. */
export const sellerEventsPath = (sellerId: string) => `seller/sellers/${sellerId}/events`;
/** GET /seller/events/{id}: figures, lots, results and payments of one Event. */
export const sellerEventPath = (eventId: string) => `seller/events/${eventId}`;
/** GET /seller/events/{id}/statement: the settlement statement. */
export const sellerStatementPath = (eventId: string) => `seller/events/${eventId}/statement`;
/** GET /seller/sellers/{id}/users: the team and open invitations. */
export const sellerTeamPath = (sellerId: string) => `seller/sellers/${sellerId}/users`;

export function inviteSellerUser(sellerId: string, body: InviteSellerUserBody) {
  return authedJson(`seller/sellers/${sellerId}/users`, inviteSellerUserResponseSchema, {
    method: 'POST',
    json: body,
    retry: 0,
  });
}

export function changeSellerUserRole(sellerId: string, userId: string, role: SellerRole) {
  return authedJson(`seller/sellers/${sellerId}/users/${userId}`, sellerMemberResponseSchema, {
    method: 'PATCH',
    json: { role },
    retry: 0,
  });
}

export function removeSellerUser(sellerId: string, userId: string) {
  return authedJson(`seller/sellers/${sellerId}/users/${userId}`, sellerRemovedResponseSchema, {
    method: 'DELETE',
    retry: 0,
  });
}

export function revokeSellerInvitation(sellerId: string, invitationId: string) {
  return authedJson(`seller/sellers/${sellerId}/invitations/${invitationId}`, sellerRemovedResponseSchema, {
    method: 'DELETE',
    retry: 0,
  });
}

/**
 * Downloads the statement CSV with the session's token (a plain link cannot carry it): the file the API
 * made, saved under the name it gave.
 */
export async function downloadStatementCsv(eventId: string): Promise<void> {
  const response = await authedRequest(`seller/events/${eventId}/statement.csv`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'extrato.csv';
  const url = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** An ADMIN sends an open invitation again (expired or not): a new e-mail and 7 more days. */
export function resendSellerInvitation(sellerId: string, invitationId: string) {
  return authedJson(
    `seller/sellers/${sellerId}/invitations/${invitationId}/resend`,
    sellerInvitationResponseSchema,
    { method: 'POST', json: {}, retry: 0 },
  );
}

/** The invited user accepts an invitation to their address and joins the team with its role. */
export function acceptSellerInvitation(invitationId: string) {
  return authedJson(`web/sellers/invitations/${invitationId}/accept`, acceptSellerInvitationResponseSchema, {
    method: 'POST',
    json: {},
    retry: 0,
  });
}

/** The invited user declines an invitation to their address: it is deleted. */
export function declineSellerInvitation(invitationId: string) {
  return authedJson(`web/sellers/invitations/${invitationId}/decline`, sellerRemovedResponseSchema, {
    method: 'POST',
    json: {},
    retry: 0,
  });
}
