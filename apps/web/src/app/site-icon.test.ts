/** @vitest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/**
 * The icon every page links is a PNG rendered from the design's SVG (scripts/render-icon.mjs, decision 298):
 * Chromium opens an SVG icon as a document of its own on the page's main thread at every page load.
 */
const app = path.dirname(fileURLToPath(import.meta.url));
const iconPng = path.join(app, 'icon.png');
const designSvg = path.join(app, '../../design/icon.svg');

describe('the site icon', () => {
  it('is a 48×48 PNG, and no SVG icon file sits beside it', async () => {
    const metadata = await sharp(iconPng).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 48, height: 48 });
    // Next links any icon.* or apple-icon.* of the app folder from every page.
    const vectorIcons = readdirSync(app).filter((file) => /^(icon|apple-icon|favicon)\d*\.svg$/.test(file));
    expect(vectorIcons).toEqual([]);
  });

  it('shows what the design SVG shows', async () => {
    expect(existsSync(designSvg)).toBe(true);
    const raw = (file: string, density?: number) =>
      sharp(file, density ? { density } : {})
        .resize(48, 48)
        .ensureAlpha()
        .raw()
        .toBuffer();
    const [served, drawn] = await Promise.all([raw(iconPng), raw(designSvg, 288)]);
    expect(served.length).toBe(drawn.length);
    // The same renderer at the same size: a changed colour, shape or size moves pixels, so only rounding is let
    // through (the accent dot drawn 1 px smaller moves the mean by 0.7 levels).
    let total = 0;
    for (let i = 0; i < served.length; i += 1) total += Math.abs(served[i]! - drawn[i]!);
    expect(total / served.length).toBeLessThan(0.5);
  });
});
