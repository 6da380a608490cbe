import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { uuidPattern } from '@/features/catalog';
import { fetchListingPage, fetchLotHistory, fetchLotPage } from '@/features/catalog/server';
import { LotPageView } from '@/features/lots/components/lot-page-view';
import { pageMetadata } from '@/lib/seo/metadata';

interface LotPageProps {
  params: Promise<{ id: string }>;
}

// Metadata and page share one read per request.
const load = cache(async (id: string) => (uuidPattern.test(id) ? fetchLotPage(id) : null));

export async function generateMetadata({ params }: LotPageProps): Promise<Metadata> {
  const { id } = await params;
  const answer = await load(id);
  if (!answer) return pageMetadata({ title: 'Lote não encontrado', path: `/lotes/${id}`, noIndex: true });
  const { lot, listing } = answer;
  const metadata = pageMetadata({
    title: `${lot.title} — Lote ${lot.number}`,
    description: `${lot.title} em ${lot.city} - ${lot.state}. ${listing.title}. ${lot.description}`.slice(
      0,
      300,
    ),
    path: `/lotes/${lot.id}`,
  });
  const photo = lot.photos[0];
  if (photo) {
    metadata.openGraph = {
      ...metadata.openGraph,
      images: [{ url: photo.jpegUrl, width: photo.width, height: photo.height, alt: lot.title }],
    };
  }
  return metadata;
}

export default async function LotPage({ params }: LotPageProps) {
  const { id } = await params;
  const answer = await load(id);
  if (!answer) notFound();
  // The Event's terms (fees, Edital, high-bid threshold) for the live panel; cached a few seconds. The bid
  // history too, so the list and its chart are in the first HTML (the panel reads it again once live).
  const [event, history] = await Promise.all([
    fetchListingPage(answer.listing.slug).catch(() => null),
    fetchLotHistory(answer.lot.id).catch(() => null),
  ]);
  return <LotPageView answer={answer} event={event} history={history} />;
}
