#!/usr/bin/env node
// Renders the site's icon (design/icon.svg) to the PNG that pages link as their icon (src/app/icon.png).
// A PNG, not the SVG itself: Chromium opens an SVG icon as a document of its own on the page's main thread
// (15–39 ms a page load), where a PNG is decoded off it (docs/decisions/298).
//   npm run icon -w @circula/web
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, '../design/icon.svg');
const target = path.join(here, '../src/app/icon.png');
// 48 px: a 16 px tab icon sharp up to 3× screens, and the size search engines ask for.
const size = 48;
// The drawing's viewBox is 48 units: read at four times 72 dpi, then scaled down, for smooth edges.
const density = 288;

const info = await sharp(source, { density }).resize(size, size).png({ compressionLevel: 9 }).toFile(target);
console.log(`${path.relative(process.cwd(), target)}: ${info.width}×${info.height}, ${info.size} bytes`);
