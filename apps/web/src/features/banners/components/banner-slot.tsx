import type { BannerPlacement, MacroCategoryCode } from '@circula/domain';
import { fetchBanners } from '../api/banners-server';
import { BannerArea } from './banner-area';

/** Server component: reads the placement's banners and renders those inside their window now. */
export async function BannerSlot({
  placement,
  category,
  aboveFold = false,
}: {
  placement: BannerPlacement;
  category?: MacroCategoryCode;
  aboveFold?: boolean;
}) {
  const banners = await fetchBanners(placement, category);
  return <BannerArea banners={banners} now={Date.now()} aboveFold={aboveFold} />;
}
