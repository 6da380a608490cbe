/**
 * A card thumbnail (the API's 256-wide rendition) in a fixed 4:3 box, so nothing moves when it loads. Cards
 * below the fold load lazily; the first row may ask for eager loading.
 */
export function CardPhoto({ src, alt, eager = false }: { src: string | null; alt: string; eager?: boolean }) {
  return (
    <div className="aspect-[4/3] overflow-hidden bg-surface">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={256}
          height={192}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted text-sm">Sem foto</div>
      )}
    </div>
  );
}
