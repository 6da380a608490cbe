/**
 * What other contexts read of the catalogue (decision 242): a listing locked for an update in the caller's
 * transaction, and the first photo of each lot. The queries stay in catalog-repository.
 */
export { findListingForUpdate, firstPhotoKeys } from './catalog-repository.js';
