export { AuctioneerEventPage, AuctioneerEventsList } from './auctioneer-area';
