import type { PublicBanner } from '@circula/domain';

/** A row of the banner area: one wide banner, or up to two DYNAMIC_PAIR banners side by side. */
export type BannerRow =
  | { kind: 'single'; banners: [PublicBanner] }
  | { kind: 'pair'; banners: PublicBanner[] };

/** Banners whose window [startsAt, endsAt) holds `now`, in the order they came. */
export function bannersShowing(banners: readonly PublicBanner[], now: number): PublicBanner[] {
  return banners.filter((banner) => Date.parse(banner.startsAt) <= now && now < Date.parse(banner.endsAt));
}

/** Consecutive DYNAMIC_PAIR banners are paired two by two; every other banner takes a row of its own. */
export function bannerRows(banners: readonly PublicBanner[]): BannerRow[] {
  const rows: BannerRow[] = [];
  for (const banner of banners) {
    const last = rows.at(-1);
    if (banner.type === 'DYNAMIC_PAIR') {
      if (last?.kind === 'pair' && last.banners.length < 2) last.banners.push(banner);
      else rows.push({ kind: 'pair', banners: [banner] });
    } else {
      rows.push({ kind: 'single', banners: [banner] });
    }
  }
  return rows;
}

const srcSet = (sources: readonly { width: number; url: string }[]) =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/** The attributes of a banner's <picture>: art direction by viewport, sizes by layout. */
export function pictureSources(banner: PublicBanner, inPair: boolean) {
  return {
    mobile: { srcSet: srcSet(banner.mobileImage.sources), sizes: '100vw' },
    desktop: {
      srcSet: srcSet(banner.desktopImage.sources),
      // The page is at most 80rem wide with 1.5rem of padding on each side.
      sizes: inPair ? '(min-width: 80rem) 616px, 50vw' : '(min-width: 80rem) 1232px, 100vw',
    },
  };
}

/** Below this width the mobile image shows (the spec's mobile breakpoint, 40rem). */
export const mobileMedia = '(max-width: 639.98px)';
