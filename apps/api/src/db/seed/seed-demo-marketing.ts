import type { BannerImageVariant, BannerPlacement, BannerType } from '@circula/domain';
import { bannerSizes } from '@circula/domain';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { storeBannerImage } from '../../marketing/banner-images.js';
import type { MediaStorage } from '../../media/media-storage.js';
import type { Database } from '../client.js';
import { banners, listings, lots, specialOffers } from '../schema/index.js';

const day = 86_400_000;

interface DemoBanner {
  type: BannerType;
  placement: BannerPlacement;
  title: string;
  subtitle: string;
  linkUrl: string;
  colours: [string, string];
}

/** The demo's banners: a wide hero and a pair on the home, a strip on the search page. */
const demoBanners: DemoBanner[] = [
  {
    type: 'DYNAMIC_LARGE',
    placement: 'HOME',
    title: 'Máquinas e veículos pesados',
    subtitle: 'Lances a partir de R$ 1.000 — confira os eventos abertos',
    linkUrl: '/categorias/veiculos-pesados',
    colours: ['#0a4637', '#12a57a'],
  },
  {
    type: 'DYNAMIC_PAIR',
    placement: 'HOME',
    title: 'Informática',
    subtitle: 'Notebooks e monitores de escritório',
    linkUrl: '/categorias/informatica',
    colours: ['#123a5c', '#3fa1d8'],
  },
  {
    type: 'DYNAMIC_PAIR',
    placement: 'HOME',
    title: 'Móveis de escritório',
    subtitle: 'Cadeiras, mesas e armários',
    linkUrl: '/categorias/moveis-de-escritorio',
    colours: ['#5d3a1a', '#c58b52'],
  },
  {
    type: 'RECTANGLE',
    placement: 'SEARCH',
    title: 'Como funciona um leilão na Circula',
    subtitle: 'Cadastro grátis, lances online, retirada local',
    linkUrl: '/como-funciona',
    colours: ['#4d3b00', '#d9b116'],
  },
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** A banner drawn at the type's size: gradient, title and subtitle. */
function bannerSvg(banner: DemoBanner, variant: BannerImageVariant): string {
  const { width, height } = bannerSizes[banner.type][variant];
  const [dark, light] = banner.colours;
  // Sized to fit the width as well as the height: a bold character of DejaVu Sans is about 0.65 em wide.
  const usable = width * 0.88;
  const title = Math.round(Math.min(height / 5, usable / (banner.title.length * 0.65)));
  const subtitle = Math.round(Math.min(title * 0.5, usable / (banner.subtitle.length * 0.58)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.88}" cy="${height * 0.2}" r="${height * 0.5}" fill="#ffffff" opacity="0.08"/>
    <text x="${width * 0.06}" y="${height * 0.48}" font-family="DejaVu Sans, Noto Sans, sans-serif"
      font-size="${title}" font-weight="bold" fill="#ffffff">${escapeXml(banner.title)}</text>
    <text x="${width * 0.06}" y="${height * 0.48 + title * 1.1}" font-family="DejaVu Sans, Noto Sans, sans-serif"
      font-size="${subtitle}" fill="#ffffff" opacity="0.9">${escapeXml(banner.subtitle)}</text>
  </svg>`;
}

/**
 * Demo banners (images rendered here, no network) and a few Ofertas Especiais. Runs once: nothing is
 * added when banners already exist.
 */
export async function seedDemoMarketing(db: Database, options: { now: Date; storage: MediaStorage }) {
  const [existing] = await db.select({ total: count() }).from(banners);
  if ((existing?.total ?? 0) > 0) return;
  const now = options.now.getTime();
  const rows = [];
  for (const [index, banner] of demoBanners.entries()) {
    const [desktop, mobile] = await Promise.all(
      (['desktop', 'mobile'] as const).map(async (variant) =>
        storeBannerImage(
          options.storage,
          await sharp(Buffer.from(bannerSvg(banner, variant)))
            .png()
            .toBuffer(),
          banner.type,
          variant,
        ),
      ),
    );
    rows.push({
      type: banner.type,
      placement: banner.placement,
      categoryCode: null,
      linkUrl: banner.linkUrl,
      altText: `${banner.title}: ${banner.subtitle}`,
      desktopImageKey: desktop!.key,
      mobileImageKey: mobile!.key,
      startsAt: new Date(now - day),
      endsAt: new Date(now + 90 * day),
      position: index,
    });
  }
  await db.insert(banners).values(rows);

  const open = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.status, 'OPEN'))
    .orderBy(asc(listings.scheduledEndAt))
    .limit(2);
  const [lot] = open[0]
    ? await db
        .select({ id: lots.id })
        .from(lots)
        .where(eq(lots.listingId, open[0].id))
        .orderBy(asc(lots.number))
        .limit(1)
    : [];
  const offers = [
    ...open.map((listing) => ({ listingId: listing.id, lotId: null })),
    ...(lot ? [{ listingId: null, lotId: lot.id }] : []),
  ];
  if (offers.length > 0) {
    await db
      .insert(specialOffers)
      .values(offers.map((offer, position) => ({ ...offer, position })))
      .onConflictDoNothing();
  }
}
