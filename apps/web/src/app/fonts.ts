import localFont from 'next/font/local';

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
