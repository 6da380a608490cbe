import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicConfig } from '@/config/public';
import { fetchCategories, fetchSitemapEntries } from '@/features/catalog/server';
import { opportunityAreas } from '@/features/opportunities';

const fixedPaths = [
  '/',
  '/categorias',
  '/busca',
  '/como-funciona',
  '/sobre-nos',
  '/suporte',
  '/termos',
  '/privacidade',
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const at = (path: string) => new URL(path, publicConfig.siteUrl).toString();
  const [entries, categories] = await Promise.all([fetchSitemapEntries(), fetchCategories()]);
  return [
    ...fixedPaths.map((path) => ({ url: at(path), changeFrequency: 'daily' as const })),
    ...categories.map((category) => ({
      url: at(`/categorias/${category.slug}`),
      changeFrequency: 'hourly' as const,
    })),
    ...opportunityAreas.map((area) => ({
      url: at(`/oportunidades/${area.slug}`),
      changeFrequency: 'daily' as const,
    })),
    ...entries.listings.map((listing) => ({
      url: at(`/eventos/${listing.slug}`),
      lastModified: listing.updatedAt,
      changeFrequency: 'hourly' as const,
    })),
    ...entries.lots.map((lot) => ({
      url: at(`/lotes/${lot.id}`),
      lastModified: lot.updatedAt,
      changeFrequency: 'hourly' as const,
    })),
  ];
}
