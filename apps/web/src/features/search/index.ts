export { LocationButtonPlaceholder, LocationSelector } from './components/location-selector';
export { SearchBox, SearchForm } from './components/search-box';
