import type { MetadataRoute } from 'next';
import { publicConfig } from '@/config/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Search results with parameters multiply without end; accounts, sign-in and staff pages are private.
      disallow: [
        '/busca?*',
        '/conta',
        '/auth',
        '/backoffice',
        '/favoritos',
        '/vendedor',
        '/listing-checkouts',
        '/api/',
      ],
    },
    sitemap: new URL('/sitemap.xml', publicConfig.siteUrl).toString(),
    host: publicConfig.siteUrl,
  };
}
