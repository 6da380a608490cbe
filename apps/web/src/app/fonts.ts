import localFont from 'next/font/local';

/**
 * Geist Mono, as the geist package declares it but not preloaded: only the lot countdown and the
 * back office use it, so the other pages should not spend 70 KB of early bandwidth on it.
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
