export { FavoriteButton } from './components/favorite-button';
export { FavoritesPage } from './components/favorites-page';
