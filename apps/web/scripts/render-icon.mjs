#!/usr/bin/env node
// Renders the site's icon (design/icon.svg) to the PNG that pages link as their icon (src/app/icon.png).
// A PNG, not the SVG itself: Chromium opens an SVG icon as a document of its own on the page's main thread
// (15–33 ms a page load), where a PNG is decoded off it (docs/decisions/298).
//   npm run icon -w @circula/web
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, '../design/icon.svg');
const target = path.join(here, '../src/app/icon.png');
// 48 px: sharp on a tab at 1×, 1.5× and 2× (16 and 24 px), and the size search engines ask for.
const size = 48;

const info = await sharp(source, { density: (72 * size * 4) / 48 })
  .resize(size, size)
  .png({ compressionLevel: 9 })
  .toFile(target);
console.log(`${path.relative(process.cwd(), target)}: ${info.width}×${info.height}, ${info.size} bytes`);
