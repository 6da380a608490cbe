export { FavoriteButton } from './components/favorite-button';
export { FavoritesLink } from './components/favorites-link';
export { FavoritesPage } from './components/favorites-page';
