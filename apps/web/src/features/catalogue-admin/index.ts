export {
  CatalogueListPage,
  CategoriesPage,
  ListingAdminPage,
  NewListingPage,
} from './components/catalogue-pages';
