export { FieldErrors, listingPath, listingPreviewPath, withFieldErrors } from './api/catalogue';
export {
  CatalogueListPage,
  CategoriesPage,
  ListingAdminPage,
  NewListingPage,
} from './components/catalogue-pages';
export { inputClass, ProgressBar } from './components/fields';
export { fromBrasiliaInput, moveItem, toBrasiliaInput } from './lib/form-values';
