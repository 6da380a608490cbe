/** The API's renditions of every photo (apps/api media/photo-renditions): …/<width>.webp. */
const renditionWidths = [256, 640] as const;
const renditionPattern = /\/(256|640|1080)\.webp$/;

/**
 * The card's width in the grid (two columns up to lg, four from lg in a 1280 px container), so the browser
 * picks the 256 or the 640 rendition for the screen's density instead of one size for every screen.
 */
export const cardPhotoSizes = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw';

/** The srcset of a rendition URL, or undefined for any other address (kept as it is). */
export function cardSrcSet(src: string): string | undefined {
  if (!renditionPattern.test(src)) return undefined;
  return renditionWidths
    .map((width) => `${src.replace(renditionPattern, `/${width}.webp`)} ${width}w`)
    .join(', ');
}

/**
 * A card thumbnail in a fixed 4:3 box, so nothing moves when it loads. Cards below the fold load lazily;
 * the first row may ask for eager loading, which also asks the browser to fetch it first (it is the
 * largest paint of a results page).
 */
export function CardPhoto({ src, alt, eager = false }: { src: string | null; alt: string; eager?: boolean }) {
  // One element either way: the picture is its own 4:3 box (a card holds two dozen of them on a page).
  return src ? (
    <img
      src={src}
      srcSet={cardSrcSet(src)}
      sizes={cardSrcSet(src) ? cardPhotoSizes : undefined}
      alt={alt}
      width={256}
      height={192}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="aspect-[4/3] h-auto w-full bg-surface object-cover"
    />
  ) : (
    <div className="flex aspect-[4/3] items-center justify-center bg-surface text-muted text-sm">
      Sem foto
    </div>
  );
}
