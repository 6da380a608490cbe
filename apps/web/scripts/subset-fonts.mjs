#!/usr/bin/env node
// Regenerates the web font the pages preload: Geist (variable, every weight) cut down to the Latin
// characters Portuguese text uses. The full file carries Latin Extended, Cyrillic and Greek (70 KB); this one
// is less than half. The characters are read from the unicode-range declared in src/app/fonts.ts, so the file
// and the @font-face that sends every other character to the fallback font never disagree.
//   npm run fonts -w @circula/web
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// The package exports only its font modules, so it is found through Node's module folders.
const geist = require.resolve
  .paths('geist')
  ?.map((folder) => path.join(folder, 'geist'))
  .find((folder) => existsSync(path.join(folder, 'LICENSE.txt')));
if (!geist) throw new Error('the geist package is not installed; run npm install');
const outDir = path.join(here, '../src/app/fonts');

const fontsModule = readFileSync(path.join(here, '../src/app/fonts.ts'), 'utf8');
const unicodeRange = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(fontsModule)?.[1];
if (!unicodeRange) throw new Error('no unicode-range declaration in src/app/fonts.ts');
const characters = unicodeRange
  .split(',')
  .map((range) => /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(range.trim()))
  .flatMap((match) => {
    if (!match) throw new Error(`bad unicode-range in src/app/fonts.ts: ${unicodeRange}`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset));
  })
  .join('');

const source = readFileSync(path.join(geist, 'dist/fonts/geist-sans/Geist-Variable.woff2'));
// Every layout feature is kept (tabular figures for the countdowns, kerning, ligatures) and so are the
// variation axes.
const subset = await subsetFont(source, characters, { targetFormat: 'woff2' });
writeFileSync(path.join(outDir, 'geist-latin.woff2'), subset);
writeFileSync(path.join(outDir, 'OFL.txt'), readFileSync(path.join(geist, 'LICENSE.txt')));
console.log(`Geist ${source.length} bytes → geist-latin.woff2 ${subset.length} bytes`);
