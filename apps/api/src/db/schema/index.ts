// One table per file; this index is what Drizzle and drizzle-kit read.

export * from './asset-categories.js';
export * from './auctioneers.js';
export * from './listing-booking-schedules.js';
export * from './listing-fee-rows.js';
export * from './listing-status-history.js';
export * from './listings.js';
export * from './lot-photos.js';
export * from './lots.js';
export * from './newsletter-subscribers.js';
export * from './search-words.js';
export * from './sellers.js';
