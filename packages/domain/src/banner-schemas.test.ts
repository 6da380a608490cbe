import { describe, expect, it } from 'vitest';
import { bannerSizes, bannerWindowState, isValidBannerLink } from './banner-schemas.js';

describe('banner links', () => {
  it.each(['/eventos/leilao', '/busca?q=trator&status=aberto', 'https://parceiro.com.br/oferta'])(
    'accepts %s',
    (link) => expect(isValidBannerLink(link)).toBe(true),
  );
  it.each([
    '',
    'javascript:alert(1)',
    'http://parceiro.com.br',
    '//parceiro.com.br',
    '/\\parceiro.com.br',
    'https://user:senha@parceiro.com.br',
    '/com espaço',
    'data:text/html,oi',
  ])('refuses %s', (link) => expect(isValidBannerLink(link)).toBe(false));
});

describe('banner windows and sizes', () => {
  const window = { startsAt: '2026-12-01T12:00:00.000Z', endsAt: '2026-12-02T12:00:00.000Z' };
  it('is scheduled before its start, active from it, ended at its end', () => {
    expect(bannerWindowState(window, new Date('2026-12-01T11:59:59.999Z'))).toBe('SCHEDULED');
    expect(bannerWindowState(window, new Date('2026-12-01T12:00:00.000Z'))).toBe('ACTIVE');
    expect(bannerWindowState(window, new Date('2026-12-02T12:00:00.000Z'))).toBe('ENDED');
  });
  it('gives a pair the same shape on desktop and mobile and the hero a wide desktop image', () => {
    expect(bannerSizes.DYNAMIC_PAIR.desktop).toEqual(bannerSizes.DYNAMIC_PAIR.mobile);
    expect(
      bannerSizes.DYNAMIC_LARGE.desktop.width / bannerSizes.DYNAMIC_LARGE.desktop.height,
    ).toBeGreaterThan(3);
  });
});
