/** The signed-in user's sellers and role in each (spec §7: GET /web/sellers). */
export const sellerMembershipsPath = 'web/sellers';
