/** The favourite heart and the header's link, which cards and bars of other features show (decision 243). */
export { FavoriteButton } from './components/favorite-button';
export { FavoritesLink } from './components/favorites-link';
