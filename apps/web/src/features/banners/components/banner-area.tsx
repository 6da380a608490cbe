import type { PublicBanner } from '@circula/domain';
import type { CSSProperties } from 'react';
import Link from '@/components/navigation/link';
import { bannerRows, bannersShowing, mobileMedia, pictureSources } from '../lib/banner-layout';

/**
 * The banners of a placement, rendered on the server: each a <picture> with the mobile and desktop images,
 * their sizes written down (width/height and aspect-ratio per breakpoint), so the space is reserved before
 * a byte of image arrives (no layout shift). The first banner loads eagerly when the area is above the
 * fold; the others are lazy. DYNAMIC_PAIR banners sit side by side from the tablet width on and are
 * stacked on a phone.
 */
export function BannerArea({
  banners,
  now,
  aboveFold = false,
  label = 'Destaques',
}: {
  banners: readonly PublicBanner[];
  now: number;
  aboveFold?: boolean;
  label?: string;
}) {
  const rows = bannerRows(bannersShowing(banners, now));
  if (rows.length === 0) return null;
  let index = 0;
  return (
    <section aria-label={label} className="mx-auto max-w-7xl space-y-4 px-4 pt-4 sm:px-6" data-banner-area="">
      {rows.map((row) => {
        if (row.kind === 'single') {
          const banner = row.banners[0];
          const eager = aboveFold && index++ === 0;
          return <BannerPicture key={banner.id} banner={banner} eager={eager} inPair={false} />;
        }
        return (
          <div key={row.banners.map((banner) => banner.id).join('-')} className="grid gap-4 sm:grid-cols-2">
            {row.banners.map((banner) => {
              const eager = aboveFold && index++ === 0;
              return <BannerPicture key={banner.id} banner={banner} eager={eager} inPair />;
            })}
          </div>
        );
      })}
    </section>
  );
}

function BannerPicture({ banner, eager, inPair }: { banner: PublicBanner; eager: boolean; inPair: boolean }) {
  const { desktopImage: desktop, mobileImage: mobile } = banner;
  const sources = pictureSources(banner, inPair);
  const ratios = {
    '--banner-ratio-mobile': `${mobile.width} / ${mobile.height}`,
    '--banner-ratio-desktop': `${desktop.width} / ${desktop.height}`,
  } as CSSProperties;
  const picture = (
    <picture>
      <source
        media={mobileMedia}
        srcSet={sources.mobile.srcSet}
        sizes={sources.mobile.sizes}
        width={mobile.width}
        height={mobile.height}
      />
      <img
        src={desktop.url}
        srcSet={sources.desktop.srcSet}
        sizes={sources.desktop.sizes}
        width={desktop.width}
        height={desktop.height}
        alt={banner.altText}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="block h-auto w-full aspect-(--banner-ratio-mobile) bg-surface sm:aspect-(--banner-ratio-desktop)"
      />
    </picture>
  );
  const className =
    'block overflow-hidden rounded-2xl outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700';
  const internal = banner.linkUrl.startsWith('/');
  return internal ? (
    <Link href={banner.linkUrl} className={className} style={ratios} data-banner={banner.type}>
      {picture}
    </Link>
  ) : (
    <a href={banner.linkUrl} rel="noopener" className={className} style={ratios} data-banner={banner.type}>
      {picture}
    </a>
  );
}
