'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import type { Photo } from '@/features/catalog/types';
import { largestOf } from '../lib/gallery-navigation';

interface ZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photo: Photo;
  alt: string;
  position: string;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** Full-screen view; a click (or Enter on the photo) doubles the size around the point clicked. */
export function PhotoZoomDialog({ open, onOpenChange, photo, alt, position, onKeyDown }: ZoomDialogProps) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const largest = largestOf(photo.sources);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && event.clientX) {
      setOrigin(
        `${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`,
      );
    }
    setZoomed((value) => !value);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setZoomed(false);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/90" />
        <Dialog.Content
          onKeyDown={(event) => {
            setZoomed(false);
            onKeyDown(event);
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4"
        >
          <Dialog.Title className="sr-only">Foto ampliada</Dialog.Title>
          <Dialog.Description className="sr-only">
            Foto {position}. Use as setas para passar as fotos e Esc para fechar.
          </Dialog.Description>
          <button
            type="button"
            onClick={toggle}
            className={`max-h-full max-w-full overflow-hidden ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
            aria-label={zoomed ? 'Reduzir' : 'Aproximar'}
          >
            <img
              src={largest?.url ?? photo.jpegUrl}
              width={photo.width}
              height={photo.height}
              alt={alt}
              style={{ transform: zoomed ? 'scale(2)' : undefined, transformOrigin: origin }}
              className="max-h-[85dvh] w-auto object-contain transition-transform"
            />
          </button>
          <p className="mt-3 text-sm text-white">{position}</p>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full bg-white/90 p-2 text-ink hover:bg-white"
            aria-label="Fechar foto ampliada"
          >
            <CloseIcon className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
