// One table per file; this index is what Drizzle and drizzle-kit read.
export * from './accounts.js';
export * from './auth-events.js';
export * from './auth-throttle-events.js';
export * from './newsletter-subscribers.js';
export * from './outbox.js';
export * from './refresh-tokens.js';
export * from './sessions.js';
export * from './user-consents.js';
export * from './user-roles.js';
export * from './users.js';
export * from './verification-tokens.js';
