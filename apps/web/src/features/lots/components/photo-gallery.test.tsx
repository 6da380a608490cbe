import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/features/catalog/types';
import { galleryIndexForKey, largestOf, srcSetOf } from '../lib/gallery-navigation';
import { PhotoGallery } from './photo-gallery';

const photo = (name: string): Photo => ({
  width: 1080,
  height: 810,
  thumbnailUrl: `/media/${name}/256.webp`,
  sources: [256, 640, 1080].map((width) => ({ width, url: `/media/${name}/${width}.webp` })),
  jpegUrl: `/media/${name}/1080.jpg`,
});

describe('gallery keys', () => {
  it('moves with the arrows, wraps at both ends, jumps with Home and End', () => {
    expect(galleryIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(galleryIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(galleryIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(galleryIndexForKey('Home', 2, 3)).toBe(0);
    expect(galleryIndexForKey('End', 0, 3)).toBe(2);
    expect(galleryIndexForKey('Enter', 0, 3)).toBeNull();
    expect(galleryIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('builds srcset from the renditions and finds the largest', () => {
    const sources = photo('a').sources;
    expect(srcSetOf(sources)).toBe(
      '/media/a/256.webp 256w, /media/a/640.webp 640w, /media/a/1080.webp 1080w',
    );
    expect(largestOf(sources)?.width).toBe(1080);
  });
});

describe('<PhotoGallery>', () => {
  const photos = [photo('a'), photo('b'), photo('c')];

  it('loads the first photo first, sized, with srcset; thumbnails lazily', () => {
    render(<PhotoGallery photos={photos} title="Sofá" />);
    const main = screen.getByAltText('Sofá — foto 1 de 3');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('width')).toBe('1080');
    expect(main.getAttribute('srcset')).toContain('640w');
    for (const thumbnail of screen.getAllByRole('button', { name: /Ver foto/ })) {
      expect(thumbnail.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    }
  });

  it('goes through the photos with the keyboard and the buttons', () => {
    render(<PhotoGallery photos={photos} title="Sofá" />);
    const gallery = screen.getByRole('region', { name: 'Fotos de Sofá' });
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(screen.getByAltText('Sofá — foto 2 de 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(screen.getByAltText('Sofá — foto 3 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByAltText('Sofá — foto 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver foto 2 de 3' }));
    expect(screen.getByRole('button', { name: 'Ver foto 2 de 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens the zoom view, zooms on click and moves with the keys there too', async () => {
    render(<PhotoGallery photos={photos} title="Sofá" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar foto 1 de 3' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Aproximar' }));
    expect(screen.getByRole('button', { name: 'Reduzir' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.textContent).toContain('2 de 3');
  });
});
