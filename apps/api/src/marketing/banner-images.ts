import { createHash } from 'node:crypto';
import {
  type BannerImage,
  type BannerImageVariant,
  type BannerType,
  bannerImageKeyPattern,
  bannerSizes,
} from '@circula/domain';
import sharp from 'sharp';
import type { MediaStorage } from '../media/media-storage.js';
import { AppError } from '../shared/errors.js';

/** 'DYNAMIC_LARGE' → 'dynamic-large', as it appears in an image key. */
export const typeSlug = (type: BannerType) => type.toLowerCase().replace('_', '-');

/** The widths stored of one banner image: its fixed size and half of it (for 1x screens and phones). */
export function bannerWidths(type: BannerType, variant: BannerImageVariant): number[] {
  const { width } = bannerSizes[type][variant];
  return [Math.round(width / 2), width];
}

const renditionKey = (key: string, width: number) => `${key}/${width}.webp`;

function typeAndVariantOf(key: string): { type: BannerType; variant: BannerImageVariant } {
  const match = bannerImageKeyPattern.exec(key);
  if (!match) throw new Error(`not a banner image key: ${key}`);
  return {
    type: match[1]!.toUpperCase().replace('-', '_') as BannerType,
    variant: match[2] as BannerImageVariant,
  };
}

/** The renditions of a stored banner image, as the API answers them. */
export function bannerImageView(storage: MediaStorage, key: string): BannerImage {
  const { type, variant } = typeAndVariantOf(key);
  const size = bannerSizes[type][variant];
  const sources = bannerWidths(type, variant).map((width) => ({
    width,
    url: storage.publicUrl(renditionKey(key, width)),
  }));
  return { key, width: size.width, height: size.height, url: sources.at(-1)!.url, sources };
}

/**
 * Re-encodes an image into a banner's fixed size (decision 206): cropped to the type's aspect ratio around
 * the centre, resized to the full and half widths, WebP, no metadata. Keys come from the content, the type
 * and the variant, so the same upload twice costs nothing.
 */
export async function storeBannerImage(
  storage: MediaStorage,
  input: Buffer,
  type: BannerType,
  variant: BannerImageVariant,
): Promise<BannerImage> {
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const key = `banners/${hash}/${typeSlug(type)}-${variant}`;
  const size = bannerSizes[type][variant];
  const base = sharp(input, { failOn: 'error' }).rotate();
  const meta = await base.metadata().catch(() => null);
  const width = meta?.autoOrient?.width ?? meta?.width ?? 0;
  const height = meta?.autoOrient?.height ?? meta?.height ?? 0;
  if (!meta || width === 0 || height === 0) {
    throw new AppError('BANNER_IMAGE_UNREADABLE', 'Não foi possível ler a imagem. Envie um JPEG ou PNG.');
  }
  // Half the fixed size at least: a smaller picture would look blurred once stretched over the banner.
  if (width < size.width / 2 || height < size.height / 2) {
    throw new AppError(
      'BANNER_IMAGE_TOO_SMALL',
      `A imagem é pequena demais para este banner: envie pelo menos ${Math.round(size.width / 2)}×${Math.round(size.height / 2)} pixels (ideal ${size.width}×${size.height}).`,
    );
  }
  const widths = bannerWidths(type, variant);
  if (!(await storage.exists(renditionKey(key, size.width)))) {
    for (const renditionWidth of widths) {
      const body = await base
        .clone()
        .resize({
          width: renditionWidth,
          height: Math.round((size.height * renditionWidth) / size.width),
          fit: 'cover',
          position: 'centre',
        })
        .webp({ quality: 80, effort: 3 })
        .toBuffer();
      await storage.put(renditionKey(key, renditionWidth), body, 'image/webp');
    }
  }
  return bannerImageView(storage, key);
}

/** Whether an image key was uploaded (its full-size rendition exists). */
export async function bannerImageExists(storage: MediaStorage, key: string): Promise<boolean> {
  const { type, variant } = typeAndVariantOf(key);
  return storage.exists(renditionKey(key, bannerSizes[type][variant].width));
}
