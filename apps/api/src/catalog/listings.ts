/**
 * What other contexts read of the catalogue (decision 242): a listing locked for an update in the caller's
 * transaction, and the first photo of each lot. The queries stay in the catalogue's read modules.
 */
export { findListingForUpdate } from './listing-reads.js';
export { firstPhotoKeys } from './lot-reads.js';
