import type { Metadata } from 'next';

export const siteName = 'Circula';
export const tagline = 'Bom pra todo mundo';
export const defaultTitle = `${siteName} | ${tagline}`;
/** What every 404 calls itself: the site's, the back office's and a preview's of a missing Event. */
export const notFoundTitle = 'Página não encontrada';
/** The 404's whole tab title, for pages outside the site's title template (root, back office). */
export const notFoundAbsoluteTitle = { absolute: `${notFoundTitle} | ${siteName}` } as const;
export const defaultDescription =
  'Leilões, vendas diretas e tomadas de preço de bens de empresas e pessoas: veículos, eletrônicos, móveis, imóveis e equipamentos. Economia circular que é boa pra todo mundo.';

export const shareImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Circula — Bom pra todo mundo',
} as const;

interface PageMetadataInput {
  /** Page title; the site name is appended by the root template. Omit for the home page. */
  title?: string;
  description?: string;
  /** Path of the page, e.g. '/termos'; the canonical address is the site origin plus this path. */
  path: string;
  noIndex?: boolean;
}

/** Metadata for one page: canonical address, share card and indexing rule. */
export function pageMetadata({
  title,
  description = defaultDescription,
  path,
  noIndex = false,
}: PageMetadataInput): Metadata {
  const fullTitle = title ? `${title} | ${siteName}` : defaultTitle;
  return {
    ...(title ? { title } : { title: { absolute: defaultTitle } }),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'pt_BR',
      siteName,
      title: fullTitle,
      description,
      url: path,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [shareImage.url] },
    robots: noIndex ? { index: false, follow: true } : { index: true, follow: true },
  };
}
