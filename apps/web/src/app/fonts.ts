import localFont from 'next/font/local';

/**
 * Geist, every weight in one variable file, cut down to the Latin characters the pages print (ASCII,
 * Latin-1 with every Portuguese letter, typographic punctuation, € ™, arrows and ≤ ≥): 30 KB instead of the
 * package's 70 KB, preloaded by every page. Other characters (a seller's title in another script) fall back
 * to the system font through the unicode-range. `npm run fonts -w @circula/web` rebuilds the file from the
 * geist package with exactly this range.
 */
export const geistSans = localFont({
  src: './fonts/geist-latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2264-2265',
    },
  ],
});

/**
 * Geist Mono, as the geist package declares it but not preloaded: only the back office's tables use it
 * (countdowns use Geist's tabular figures), so public pages never spend 70 KB of bandwidth on it.
 */
export const geistMono = localFont({
  src: '../../../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2',
  variable: '--font-geist-mono',
  preload: false,
  adjustFontFallback: false,
  fallback: [
    'ui-monospace',
    'SFMono-Regular',
    'Roboto Mono',
    'Menlo',
    'Monaco',
    'Liberation Mono',
    'DejaVu Sans Mono',
    'Courier New',
    'monospace',
  ],
  weight: '100 900',
});
