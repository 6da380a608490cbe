// One table per file; this index is what Drizzle and drizzle-kit read.
export * from './newsletter-subscribers.js';
