/** The seller teams the signed-in user belongs to, without the seller area's pages (decision 243). */
export { useSellerMemberships } from './hooks/use-seller-memberships';
