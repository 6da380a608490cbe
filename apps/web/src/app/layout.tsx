import { configureZodMessages } from '@circula/domain';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { publicConfig } from '@/config/public';
import { returningVisitorScript } from '@/features/auth/lib/returning-visitor';
import { CookieNotice } from '@/features/layout/components/cookie-notice';
import { NoScriptWarning } from '@/features/layout/components/noscript-warning';
import { Providers } from '@/features/layout/components/providers';
import { defaultDescription, defaultTitle, shareImage, siteName } from '@/lib/seo/metadata';
import { geistMono, geistSans } from './fonts';
import './globals.css';

// Zod's own messages in pt-BR wherever the web server parses (no English validation text reaches a person).
configureZodMessages();

export const metadata: Metadata = {
  metadataBase: new URL(publicConfig.siteUrl),
  title: { default: defaultTitle, template: `%s | ${siteName}` },
  description: defaultDescription,
  applicationName: siteName,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    locale: 'pt_BR',
    siteName,
    title: defaultTitle,
    description: defaultDescription,
    images: [shareImage],
  },
  twitter: {
    card: 'summary_large_image',
    title: defaultTitle,
    description: defaultDescription,
    images: [shareImage.url],
  },
  robots: { index: true, follow: true },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#086b50',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-returning is set by the inline script before the first paint (see returningVisitorScript).
    <html lang="pt-BR" className={`${geistSans.variable} ${geistMono.variable}`} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no user input. */}
        <script dangerouslySetInnerHTML={{ __html: returningVisitorScript() }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <NoScriptWarning />
        <Providers>
          {children}
          <CookieNotice />
        </Providers>
      </body>
    </html>
  );
}
