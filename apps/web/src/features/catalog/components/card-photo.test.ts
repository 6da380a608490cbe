import { describe, expect, it } from 'vitest';
import { cardSrcSet } from './card-photo';

describe('cardSrcSet', () => {
  it('offers the 256 and 640 renditions of an API photo, whichever rendition the card was given', () => {
    const base = 'http://localhost:4000/media/photos/85c51ca9/';
    const expected = `${base}256.webp 256w, ${base}640.webp 640w`;
    expect(cardSrcSet(`${base}640.webp`)).toBe(expected);
    expect(cardSrcSet(`${base}256.webp`)).toBe(expected);
    expect(cardSrcSet(`${base}1080.webp`)).toBe(expected);
  });

  it('leaves other addresses alone', () => {
    expect(cardSrcSet('https://example.com/foto.jpg')).toBeUndefined();
    expect(cardSrcSet('http://localhost:4000/media/photos/abc/1080.jpg')).toBeUndefined();
  });
});
