export { PickUpEventChooser } from './components/pick-up-event-chooser';
export { SellerAreaLink } from './components/seller-area-link';
export { SellerEventPage } from './components/seller-event-page';
export { SellerMenuEntry, SellerMenuLink } from './components/seller-menu-link';
export { SellerTeamPage } from './components/seller-team-page';
export { useSellerMemberships } from './hooks/use-seller-memberships';
