export { BannerArea } from './components/banner-area';
export { BannerSlot } from './components/banner-slot';
export { bannersCacheTag } from './lib/cache';
