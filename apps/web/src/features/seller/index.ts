export { SellerMenuEntry, SellerMenuLink } from './components/seller-menu-link';
export { useSellerMemberships } from './hooks/use-seller-memberships';
