import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FavoritesPage } from '@/features/favorites';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Meus favoritos',
  description: 'Os lotes que você salvou na Circula.',
  path: '/favoritos',
  noIndex: true,
});

export default function FavoritesRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="font-bold text-3xl text-ink tracking-tight">Meus favoritos</h1>
      <Suspense fallback={null}>
        <FavoritesPage />
      </Suspense>
    </div>
  );
}
