import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { BannerSlot } from '@/features/banners';
import { ListingSection } from '@/features/catalog';
import { fetchCategories, fetchListings, fetchSearch } from '@/features/catalog/server';
import { CategoryTiles } from '@/features/home/components/category-tiles';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { OpportunityAreas } from '@/features/home/components/opportunity-areas';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ path: '/' });

export default function HomePage() {
  // The hero needs no data: it goes out with the page's head at once, so the browser fetches the styles,
  // font and scripts and paints the hero while the server still reads the catalogue for the sections below.
  return (
    <>
      <Hero />
      <Suspense fallback={<div aria-busy="true" className="min-h-dvh" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}

/** The sections read from the catalogue, streamed into the same response after the hero. */
async function HomeSections() {
  // Rendered per request (the API is not there at build time); the reads below are cached for 30 s.
  await connection();
  const [openNow, endingSoon, comingSoon, everything, categories] = await Promise.all([
    fetchListings({ status: 'aberto', sort: 'recentes', pageSize: 4 }),
    fetchListings({ status: 'aberto', sort: 'encerrando', pageSize: 4 }),
    fetchListings({ status: 'em-breve', sort: 'encerrando', pageSize: 4 }),
    fetchSearch({}),
    fetchCategories(),
  ]);
  const counts = new Map(
    'error' in everything ? [] : everything.facets.categories.map((item) => [item.slug, item.count] as const),
  );
  return (
    <>
      <ListingSection
        id="encerrando"
        title="Encerrando em breve"
        description="Últimas horas para dar seu lance."
        listings={endingSoon.listings}
        moreHref="/busca?status=aberto&sort=encerrando"
      />
      {/* After the first items: on a phone an item must stay on the first screen, so these load lazily. */}
      <BannerSlot placement="HOME" />
      <ListingSection
        id="abertos"
        title="Abertos agora"
        description="Eventos recebendo lances e compras."
        listings={openNow.listings}
        moreHref="/busca?status=aberto&sort=recentes"
      />
      <ListingSection
        id="em-breve"
        title="Em breve"
        description="Eventos anunciados: confira os lotes antes de abrir."
        listings={comingSoon.listings}
        moreHref="/busca?status=em-breve"
      />
      <CategoryTiles categories={categories} counts={counts} />
      <OpportunityAreas />
      <HowItWorks />
      <NewsletterSection source="home" />
    </>
  );
}
