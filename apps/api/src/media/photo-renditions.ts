import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStorage } from './media-storage.js';

/**
 * Widths of the renditions of every photo, picked from the spec's image sizes: 256 (image widths: cards and
 * thumbnails), 640 and 1080 (device widths: phones and the lot gallery). WebP for all; one JPEG at 1080 for
 * share previews, which some crawlers still read only as JPEG.
 */
export const photoWidths = [256, 640, 1080] as const;
export type PhotoWidth = (typeof photoWidths)[number];
const largestWidth: PhotoWidth = 1080;

export interface StoredPhoto {
  storageKey: string;
  /** Size of the largest rendition. */
  width: number;
  height: number;
}

export function renditionKey(storageKey: string, width: PhotoWidth, format: 'webp' | 'jpg' = 'webp'): string {
  return `${storageKey}/${width}.${format}`;
}

export interface PhotoUrls {
  width: number;
  height: number;
  /** 256-wide WebP, for cards. */
  thumbnailUrl: string;
  sources: { width: number; url: string }[];
  /** 1080-wide JPEG, for share previews. */
  jpegUrl: string;
}

export function photoUrls(storage: MediaStorage, photo: StoredPhoto): PhotoUrls {
  return {
    width: photo.width,
    height: photo.height,
    thumbnailUrl: storage.publicUrl(renditionKey(photo.storageKey, 256)),
    sources: photoWidths.map((width) => ({
      width,
      url: storage.publicUrl(renditionKey(photo.storageKey, width)),
    })),
    jpegUrl: storage.publicUrl(renditionKey(photo.storageKey, 1080, 'jpg')),
  };
}

/**
 * Resizes an uploaded or generated image into every rendition and stores them under a key derived from its
 * content, so storing the same image twice costs nothing and keys never change meaning.
 */
export async function storePhoto(storage: MediaStorage, input: Buffer): Promise<StoredPhoto> {
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const storageKey = `photos/${hash}`;
  // Turned by EXIF orientation, never enlarged: a small original keeps its size in the larger renditions.
  const base = sharp(input, { failOn: 'error' }).rotate();
  const meta = await base.metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? largestWidth;
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? sourceWidth;
  const largest = Math.min(sourceWidth, largestWidth);
  const height = Math.round((sourceHeight * largest) / sourceWidth);
  if (!(await storage.exists(renditionKey(storageKey, 1080, 'jpg')))) {
    await Promise.all(
      photoWidths.map(async (width) => {
        const body = await base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 2 })
          .toBuffer();
        await storage.put(renditionKey(storageKey, width), body, 'image/webp');
      }),
    );
    const jpeg = await base
      .clone()
      .resize({ width: 1080, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    await storage.put(renditionKey(storageKey, 1080, 'jpg'), jpeg, 'image/jpeg');
  }
  return { storageKey, width: largest, height };
}
