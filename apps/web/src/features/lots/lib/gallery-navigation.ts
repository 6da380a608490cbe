/** The photo a key press moves to, or null when the key is not a gallery key. Wraps around at both ends. */
export function galleryIndexForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface Source {
  width: number;
  url: string;
}

/** 'a-256.webp 256w, a-640.webp 640w, …' from the API's renditions. */
export const srcSetOf = (sources: readonly Source[]) =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/** The largest rendition, for zoom. */
export const largestOf = (sources: readonly Source[]) =>
  sources.reduce<Source | undefined>(
    (best, source) => (!best || source.width > best.width ? source : best),
    undefined,
  );
