'use client';

import dynamic from 'next/dynamic';
import { type KeyboardEvent, useState } from 'react';
import { preload } from 'react-dom';
import type { Photo } from '@/features/catalog/types';
import { galleryIndexForKey, largestOf, srcSetOf } from '../lib/gallery-navigation';

interface PhotoGalleryProps {
  photos: readonly Photo[];
  title: string;
}

// The zoom view (and the dialog library under it) loads when first wanted, not with the page.
const loadZoomDialog = () => import('./photo-zoom-dialog').then((module) => module.PhotoZoomDialog);
const ZoomDialog = dynamic(loadZoomDialog, { ssr: false });

// Phones: the full width; desktop: the gallery column (about 7/12 of at most 80rem).
const mainSizes = '(min-width: 1024px) 720px, 100vw';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/** The lot's photos: a large one, thumbnails, arrows and keys to move, and a zoom view. */
export function PhotoGallery({ photos, title }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  const count = photos.length;
  const current = photos[index];
  const first = photos[0];
  // The first photo is the page's largest content: announce it in the document head so the browser
  // starts fetching it before the scripts and styles that come first in the body.
  if (first) {
    preload(largestOf(first.sources)?.url ?? first.jpegUrl, {
      as: 'image',
      imageSrcSet: srcSetOf(first.sources),
      imageSizes: mainSizes,
      fetchPriority: 'high',
    });
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = galleryIndexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-surface text-muted">
        Este lote ainda não tem fotos.
      </div>
    );
  }

  const alt = (position: number) => `${title} — foto ${position + 1} de ${count}`;
  return (
    <section
      aria-roledescription="galeria"
      aria-label={`Fotos de ${title}`}
      className="space-y-3"
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-2xl bg-surface">
        <button
          type="button"
          onClick={() => {
            setZoomUsed(true);
            setZoomOpen(true);
          }}
          // A pointer on its way or the keyboard's focus: fetch the zoom view before the click.
          onPointerEnter={() => void loadZoomDialog()}
          onFocus={() => void loadZoomDialog()}
          className="block w-full cursor-zoom-in"
          aria-label={`Ampliar foto ${index + 1} de ${count}`}
        >
          <img
            key={current.jpegUrl}
            src={largestOf(current.sources)?.url ?? current.jpegUrl}
            srcSet={srcSetOf(current.sources)}
            sizes={mainSizes}
            width={current.width}
            height={current.height}
            alt={alt(index)}
            // The first photo is the page's largest content: fetch it first.
            fetchPriority={index === 0 ? 'high' : 'auto'}
            loading="eager"
            decoding={index === 0 ? 'sync' : 'async'}
            className="aspect-[4/3] w-full object-contain"
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => setIndex(galleryIndexForKey('ArrowLeft', index, count)!)}
              className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
              aria-label="Foto anterior"
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              onClick={() => setIndex(galleryIndexForKey('ArrowRight', index, count)!)}
              className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
              aria-label="Próxima foto"
            >
              <Arrow direction="right" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-0.5 text-white text-xs"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {photos.map((photo, position) => (
            <li key={photo.jpegUrl} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Ver foto ${position + 1} de ${count}`}
                aria-current={position === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${position === index ? 'border-brand-700' : 'border-transparent'}`}
              >
                <img
                  src={photo.thumbnailUrl}
                  alt=""
                  width={80}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-15 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="keyboard-hint text-muted text-xs">Use as setas do teclado para passar as fotos.</p>
      {zoomUsed ? (
        <ZoomDialog
          open={zoomOpen}
          onOpenChange={setZoomOpen}
          photo={current}
          alt={alt(index)}
          onKeyDown={onKeyDown}
          position={`${index + 1} de ${count}`}
        />
      ) : null}
    </section>
  );
}
