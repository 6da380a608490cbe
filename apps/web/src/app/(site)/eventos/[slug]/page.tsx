import { formatCount } from '@circula/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { slugPattern } from '@/features/catalog';
import { fetchListingPage } from '@/features/catalog/server';
import { EventPageView } from '@/features/events/components/event-page-view';
import { pageMetadata } from '@/lib/seo/metadata';

interface EventPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pageOf = (value: string | string[] | undefined) => {
  const page = Number.parseInt(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), 10);
  return Number.isFinite(page) && page > 0 && page <= 1000 ? page : 1;
};

// Metadata and page share one read per request.
const load = cache(async (slug: string, page: number) =>
  slugPattern.test(slug) && slug.length <= 160 ? fetchListingPage(slug, page) : null,
);

export async function generateMetadata({ params, searchParams }: EventPageProps): Promise<Metadata> {
  const { slug } = await params;
  const answer = await load(slug, pageOf((await searchParams).currentPage));
  if (!answer)
    return pageMetadata({ title: 'Evento não encontrado', path: `/eventos/${slug}`, noIndex: true });
  const { listing } = answer;
  const metadata = pageMetadata({
    title: listing.title,
    description:
      `${listing.title} em ${listing.city} - ${listing.state}: ${formatCount(listing.lotCount, 'lote', 'lotes')}. ${listing.description}`.slice(
        0,
        300,
      ),
    path: `/eventos/${listing.slug}`,
  });
  if (listing.coverPhoto) {
    metadata.openGraph = { ...metadata.openGraph, images: [{ url: listing.coverPhoto, alt: listing.title }] };
  }
  return metadata;
}

export default async function EventPage({ params, searchParams }: EventPageProps) {
  const { slug } = await params;
  const answer = await load(slug, pageOf((await searchParams).currentPage));
  if (!answer) notFound();
  return <EventPageView answer={answer} />;
}
