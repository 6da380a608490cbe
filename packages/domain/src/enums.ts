/**
 * Every enumerated value of the product, spelt exactly as the spec writes it. Each is a readonly tuple so
 * that zod (`z.enum(listingTypes)`), Drizzle (`pgEnum('…', listingTypes)`) and TypeScript share one source.
 */

export const listingTypes = ['AUCTION', 'DIRECT_SALE', 'JUDICIAL_PHASED_AUCTION'] as const;
export type ListingType = (typeof listingTypes)[number];

/** Listing types run as auctions (bids, commission): the judicial auction is an auction in two phases. */
export const auctionListingTypes = [
  'AUCTION',
  'JUDICIAL_PHASED_AUCTION',
] as const satisfies readonly ListingType[];

export const listingSegments = [
  'Aptos Decorados',
  'Beneficente',
  'Consórcios',
  'Desativação de Restaurante',
  'Desativação de Hotel',
  'Desativação de Escritório',
  'Desativação de Loja',
  'Judicial',
  'Logística Reversa',
  'Outras Desativações',
  'Queima de Estoque',
  'Veículos',
] as const;
export type ListingSegment = (typeof listingSegments)[number];

export const listingStatuses = [
  'DRAFT',
  'TEASER',
  'OPEN',
  'CLOSED',
  'PAYMENT_COLLECTION',
  'FULFILLMENT',
  'FULFILLED',
  'SETTLED',
  'CANCELLED',
] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const lotClosingStatuses = [
  'PENDING_CONFIRMATION',
  'APPROVED',
  'REJECTED',
  'UNCOLLECTIBLE',
  'CANCELLED',
  'ABANDONED',
  'REFUNDED',
] as const;
export type LotClosingStatus = (typeof lotClosingStatuses)[number];

export const paymentIntentStatuses = [
  'PENDING_CONFIRMATION',
  'PENDING_PAYMENT',
  'PENDING_VERIFICATION',
  'CANCELLED',
  'PAID',
  'UNCOLLECTIBLE',
] as const;
export type PaymentIntentStatus = (typeof paymentIntentStatuses)[number];

/** A purchase not yet settled: awaiting the seller, the payment, or FINANCE's verification. */
export const openPaymentIntentStatuses = [
  'PENDING_CONFIRMATION',
  'PENDING_PAYMENT',
  'PENDING_VERIFICATION',
] as const satisfies readonly PaymentIntentStatus[];
export type OpenPaymentIntentStatus = (typeof openPaymentIntentStatuses)[number];

/** A purchase settled: paid, cancelled or lapsed unpaid. Nothing moves it again. */
export type SettledPaymentIntentStatus = Exclude<PaymentIntentStatus, OpenPaymentIntentStatus>;

/** An open purchase the buyer can pay (or has paid, awaiting verification): the seller has answered. */
export const payablePaymentIntentStatuses = [
  'PENDING_PAYMENT',
  'PENDING_VERIFICATION',
] as const satisfies readonly OpenPaymentIntentStatus[];

export const isOpenPaymentIntent = (status: PaymentIntentStatus): status is OpenPaymentIntentStatus =>
  (openPaymentIntentStatuses as readonly PaymentIntentStatus[]).includes(status);

export const isPayablePaymentIntent = (status: PaymentIntentStatus) =>
  (payablePaymentIntentStatuses as readonly PaymentIntentStatus[]).includes(status);

export const paymentIntentTypes = ['AUCTION_END', 'LOT_NEGOTIATION', 'DIRECT_SALE', 'FINE'] as const;
export type PaymentIntentType = (typeof paymentIntentTypes)[number];

export const paymentMethods = ['PIX', 'DEPOSIT_RECEIPT'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentIntentCreationModes = [
  'OFF',
  'PER_LOT_END',
  'ON_LISTING_END',
  'JUDICIAL_ALL_DEPOSITS',
  'JUDICIAL_PIX_COMMISSION',
] as const;
export type PaymentIntentCreationMode = (typeof paymentIntentCreationModes)[number];

export const negotiationStatuses = [
  'PENDING_SELLER_RESPONSE',
  'PENDING_BUYER_RESPONSE',
  'ACCEPTED_BY_SELLER',
  'REJECTED_BY_SELLER',
  'ACCEPTED_BY_BUYER',
  'REJECTED_BY_BUYER',
  'CANCELLED_BY_BUYER',
] as const;
export type NegotiationStatus = (typeof negotiationStatuses)[number];

export const buyerRefundStatuses = [
  'DRAFT',
  'IN_ANALYSIS',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'PAID',
] as const;
export type BuyerRefundStatus = (typeof buyerRefundStatuses)[number];

export const buyerStatuses = ['UNVERIFIED', 'VERIFIED'] as const;
export type BuyerStatus = (typeof buyerStatuses)[number];

export const buyerTypes = ['NATURAL_PERSON', 'JURIDICAL_PERSON'] as const;
export type BuyerType = (typeof buyerTypes)[number];

export const blockReasons = [
  'UNPAID_FEES',
  'NATURAL_PERSON_STATUS_INVALID',
  'JURIDICAL_PERSON_STATUS_INVALID',
  'PENDING_TERM_SIGNATURE',
  'OTHER',
] as const;
export type BlockReason = (typeof blockReasons)[number];

export const buyerApplicationStatuses = [
  'REGISTRATION_DATA_SENT',
  'ADDRESS_SENT',
  'UNDER_REVIEW',
  'APPROVED',
  'REJECTED',
] as const;
export type BuyerApplicationStatus = (typeof buyerApplicationStatuses)[number];

export const documentStatuses = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentTypes = [
  'NATURAL_PERSON_PHOTO_ID_FRONT',
  'NATURAL_PERSON_PHOTO_ID_BACK',
  'INCORPORATION_DOCUMENT',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export const creditTypes = ['FEES_ONLY', 'TOTAL'] as const;
export type CreditType = (typeof creditTypes)[number];

export const creditReasons = [
  'CUSTOMER_SUPPORT',
  'BUYER_REFUND',
  'MEMBER_GET_MEMBER',
  'MARKETING',
  'OTHER',
] as const;
export type CreditReason = (typeof creditReasons)[number];

export const creditStatementTypes = ['BUY', 'CREDIT', 'RECOMMENDATION'] as const;
export type CreditStatementType = (typeof creditStatementTypes)[number];

/** The movements of a credit ledger: each is a signed change of one credit's balance (append-only). */
export const creditEntryKinds = ['GRANT', 'CONSUMPTION', 'RELEASE', 'EXPIRY', 'REVERSAL'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

export const creditGrantRequestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type CreditGrantRequestStatus = (typeof creditGrantRequestStatuses)[number];

/** Who may take part in an Event: anyone (a qualified Event for referrals), enrolment controlled, or private. */
export const listingAccessModes = ['PUBLIC', 'CONTROLLED_ENROLMENT', 'PRIVATE'] as const;
export type ListingAccessMode = (typeof listingAccessModes)[number];

/** REGISTERED → CREDITED (both got the bonus) · → REJECTED (fraud rule) · → WITHHELD/REVERSED by staff. */
export const referralStatuses = ['REGISTERED', 'CREDITED', 'REJECTED', 'WITHHELD', 'REVERSED'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const refundReasons = ['DAMAGED', 'NOT_FOUND', 'OTHER'] as const;
export type RefundReason = (typeof refundReasons)[number];

export const refundCompensations = ['CREDITS_ADMINISTRATIVE_FEES', 'CREDITS_TOTAL_PURCHASE', 'PIX'] as const;
export type RefundCompensation = (typeof refundCompensations)[number];

/** The spec writes these two in lower case. */
export const bankAccountTypes = ['checking', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

export const bankTransferTypes = ['pix', 'ted'] as const;
export type BankTransferType = (typeof bankTransferTypes)[number];

export const checkOutTypes = ['PICK_UP_V0', 'TITLE_TRANSFER_V0'] as const;
export type CheckOutType = (typeof checkOutTypes)[number];

export const bookingScheduleTypes = ['VISIT', 'PICK_UP'] as const;
export type BookingScheduleType = (typeof bookingScheduleTypes)[number];

export const acceptBuyersModes = ['ONLY_NATURAL_PERSONS', 'ONLY_JURIDICAL_PERSONS', 'ALL'] as const;
export type AcceptBuyersMode = (typeof acceptBuyersModes)[number];

export const sellerRoles = ['ADMIN', 'VIEWER'] as const;
export type SellerRole = (typeof sellerRoles)[number];

export const backofficeRoles = [
  'CIRCULA_BACKOFFICE',
  'CIRCULA_CATALOGGER',
  'CIRCULA_MARKETING',
  'CIRCULA_FINANCE',
  'CIRCULA_TECH',
  'CIRCULA_CUSTOMER_SUPPORT',
] as const;
export type BackofficeRole = (typeof backofficeRoles)[number];

/** Levels are ordered: a higher level includes every lower one. */
export const permissionLevels = { READ: 0, WRITE: 1, ADMIN: 2 } as const;
export type PermissionLevelName = keyof typeof permissionLevels;
export type PermissionLevel = (typeof permissionLevels)[PermissionLevelName];

export const specialPermissions = [
  'APPROVE_MAIN_NEWSLETTER',
  'APPROVE_PARTNER_NEWSLETTER',
  'VIEW_REVENUES',
  'CREATE_USER_LOGIN_LINKS',
  'CREATE_REFERENCES',
  'APPROVE_BUYER_CREDIT',
] as const;
export type SpecialPermission = (typeof specialPermissions)[number];

export const authEvents = ['SIGNIN', 'SIGNOUT'] as const;
export type AuthEvent = (typeof authEvents)[number];

export const accountProviders = ['google'] as const;
export type AccountProvider = (typeof accountProviders)[number];

export const notificationTypes = [
  'MAGIC_LINK',
  'RESET_PASSWORD',
  'EMAIL_CODE',
  'BUYER_APPLICATION_APPROVED',
  'BUYER_APPLICATION_REJECTED',
  'OUTBID',
  'LOT_WON',
  'PAYMENT_REMINDER',
  'PAYMENT_CONFIRMED',
  'REFUND_SOLICITATION',
  'REFUND_APPROVAL',
  'REFUND_REJECTION',
  'OFFER_ANSWERED',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const invalidBidReasons = [
  'OUTDATED_BID',
  'AMOUNT_LESS_OR_EQUAL_TO_LAST_BID',
  'AMOUNT_BELOW_MINIMUM_INCREMENT',
] as const;
export type InvalidBidReason = (typeof invalidBidReasons)[number];

export const bannerTypes = ['RECTANGLE', 'DYNAMIC_LARGE', 'DYNAMIC_PAIR'] as const;
export type BannerType = (typeof bannerTypes)[number];

export const emailAudienceExclusions = ['ALL', 'CLICKS', 'OPENS', 'CLICKS_AND_OPENS'] as const;
export type EmailAudienceExclusion = (typeof emailAudienceExclusions)[number];

export const scheduledEmailStatuses = [
  'PENDING_APPROVAL',
  'SCHEDULED',
  'SENDING',
  'CANCELLED',
  'SENT',
  'ERRORED_SENDING',
  'PAUSED',
] as const;
export type ScheduledEmailStatus = (typeof scheduledEmailStatuses)[number];

export const asyncJobStatuses = ['QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED'] as const;
export type AsyncJobStatus = (typeof asyncJobStatuses)[number];

export const emailMigrationStatuses = ['NOT_MIGRATED', 'MIGRATING', 'MIGRATED'] as const;
export type EmailMigrationStatus = (typeof emailMigrationStatuses)[number];
