import type { BannerType, PublicBanner } from '@circula/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerArea } from './banner-area';

const now = Date.parse('2026-12-01T15:00:00.000Z');
const image = (width: number, height: number, name: string) => ({
  key: `banners/${'a'.repeat(32)}/${name}`,
  width,
  height,
  url: `/media/${name}/${width}.webp`,
  sources: [
    { width: width / 2, url: `/media/${name}/${width / 2}.webp` },
    { width, url: `/media/${name}/${width}.webp` },
  ],
});

function banner(alt: string, type: BannerType, overrides: Partial<PublicBanner> = {}): PublicBanner {
  return {
    id: crypto.randomUUID(),
    type,
    linkUrl: '/busca?q=trator',
    altText: alt,
    desktopImage: image(
      type === 'DYNAMIC_PAIR' ? 800 : 1600,
      type === 'DYNAMIC_PAIR' ? 400 : 500,
      `${alt}-d`,
    ),
    mobileImage: image(800, type === 'DYNAMIC_PAIR' ? 400 : 600, `${alt}-m`),
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-02T00:00:00.000Z',
    ...overrides,
  };
}

describe('BannerArea', () => {
  it('renders sized pictures with a mobile source, the first eager above the fold and the rest lazy', () => {
    render(
      <BannerArea
        now={now}
        aboveFold
        banners={[
          banner('grande', 'DYNAMIC_LARGE'),
          banner('faixa', 'RECTANGLE', { linkUrl: 'https://parceiro.com.br' }),
        ]}
      />,
    );
    const large = screen.getByAltText('grande') as HTMLImageElement;
    expect(large.getAttribute('width')).toBe('1600');
    expect(large.getAttribute('height')).toBe('500');
    expect(large.getAttribute('loading')).toBe('eager');
    expect(large.getAttribute('fetchpriority')).toBe('high');
    expect(large.getAttribute('srcset')).toBe(
      '/media/grande-d/800.webp 800w, /media/grande-d/1600.webp 1600w',
    );
    const source = large.parentElement!.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 639.98px)');
    expect(source.getAttribute('width')).toBe('800');
    expect(source.getAttribute('height')).toBe('600');
    expect(large.closest('a')!.getAttribute('style')).toContain('--banner-ratio-mobile: 800 / 600');
    expect(large.closest('a')!.getAttribute('href')).toBe('/busca?q=trator');

    const strip = screen.getByAltText('faixa');
    expect(strip.getAttribute('loading')).toBe('lazy');
    expect(strip.closest('a')!.getAttribute('href')).toBe('https://parceiro.com.br');
    expect(strip.closest('a')!.getAttribute('rel')).toBe('noopener');
  });

  it('is lazy throughout below the fold', () => {
    render(<BannerArea now={now} banners={[banner('abaixo', 'RECTANGLE')]} />);
    expect(screen.getByAltText('abaixo').getAttribute('loading')).toBe('lazy');
  });

  it('puts two DYNAMIC_PAIR banners in one row, side by side from the tablet width on', () => {
    render(
      <BannerArea
        now={now}
        banners={[
          banner('par 1', 'DYNAMIC_PAIR'),
          banner('par 2', 'DYNAMIC_PAIR'),
          banner('par 3', 'DYNAMIC_PAIR'),
        ]}
      />,
    );
    const first = screen.getByAltText('par 1').closest('a')!.parentElement!;
    expect(first.className).toContain('sm:grid-cols-2');
    expect(first.contains(screen.getByAltText('par 2'))).toBe(true);
    expect(first.contains(screen.getByAltText('par 3'))).toBe(false);
    expect(screen.getByAltText('par 1').getAttribute('sizes')).toContain('50vw');
  });

  it('shows a banner only inside its window', () => {
    const { container } = render(
      <BannerArea
        now={now}
        banners={[
          banner('futuro', 'RECTANGLE', { startsAt: '2026-12-01T15:00:01.000Z' }),
          banner('encerrado', 'RECTANGLE', { endsAt: '2026-12-01T15:00:00.000Z' }),
        ]}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
