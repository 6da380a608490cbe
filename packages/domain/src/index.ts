export * from './address.js';
export * from './auctioneer-schemas.js';
export * from './auctioneers.js';
export * from './auth.js';
export * from './auth-cookies.js';
export * from './automatic-bids.js';
export * from './backoffice-schemas.js';
export * from './bidding.js';
export * from './bidding-engine.js';
export * from './bidding-messages.js';
export * from './bidding-schemas.js';
// Business days (`addBusinessDays`, `businessDaysDeadline`…) come from '@circula/domain/business-days': they
// carry the national holiday calendar, which the web's bundles have no use for.
export * from './buyer-picture-schemas.js';
export * from './buyer-schemas.js';
export * from './buyer-status.js';
export * from './buyers.js';
export * from './catalog-answer-schemas.js';
export * from './catalogue-admin-schemas.js';
export * from './categories.js';
export * from './collections.js';
export * from './credits.js';
export * from './credits-schemas.js';
export * from './currency.js';
export * from './dates.js';
export * from './direct-sale-schemas.js';
export * from './email-template-schemas.js';
export * from './enums.js';
export * from './fulfilment-schemas.js';
export * from './geo-schemas.js';
export * from './listing-status.js';
export * from './lot-closing.js';
export * from './lot-closing-schemas.js';
// Business days (`addBusinessDays`, `businessDaysDeadline`…) come from '@circula/domain/business-days': they
// carry the national holiday calendar, which the web's bundles have no use for.
export * from './lot-import.js';
export * from './negotiations.js';
export * from './negotiations-schemas.js';
export * from './newsletter.js';
export * from './notification-schemas.js';
export * from './payments.js';
export * from './payments-schemas.js';
export * from './phone.js';
export * from './pix-br-code.js';
export * from './pricing.js';
export * from './pricing-schemas.js';
// Business days (`addBusinessDays`, `businessDaysDeadline`…) come from '@circula/domain/business-days': they
// carry the national holiday calendar, which the web's bundles have no use for.
export * from './privacy-schemas.js';
export * from './random-code.js';
export * from './referral-slug.js';
export * from './referrals.js';
export * from './refunds.js';
export * from './refunds-schemas.js';
export * from './revenue-schemas.js';
export * from './search-schemas.js';
export * from './search-synonyms.js';
export * from './seller-schemas.js';
export * from './slug.js';
export * from './states.js';
export * from './tax-id.js';
export * from './text.js';
export * from './user-schemas.js';
export * from './validators.js';
export * from './zod-locale.js';
