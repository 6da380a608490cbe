/** The answers the buyer's account pages read, as the API's response schemas (@circula/domain) define them. */
export type {
  ApplicationDocument,
  ApplicationDocuments,
  BuyerApplicationView as BuyerApplication,
  CurrentUser as AccountUser,
  OwnBuyer as Buyer,
} from '@circula/domain';
