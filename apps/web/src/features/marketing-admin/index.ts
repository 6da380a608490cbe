export { bannerPath } from './api/marketing';
export { BannerEditor, BannerEditPage, BannersListPage } from './components/banner-pages';
export { SpecialOffersAdminPage } from './components/special-offers-admin-page';
