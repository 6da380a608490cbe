import { type ListingPageAnswer, listingPageAnswerSchema, listingStatusLabels } from '@circula/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { drainBody, fetchAsStaff } from '@/app/backoffice/staff-access';
import Link from '@/components/navigation/link';
import { uuidPattern } from '@/features/catalog';
import { fetchCategories } from '@/features/catalog/api/catalog-server';
import { CategoryNamesProvider } from '@/features/catalog/components/category-names';
import { listingPreviewPath } from '@/features/catalogue-admin';
import { PreviewSessionRefresh } from '@/features/catalogue-admin/components/preview-session-refresh';
import { EventPageView } from '@/features/events/components/event-page-view';
import { readAnswer } from '@/lib/http/answer';
import { notFoundAbsoluteTitle } from '@/lib/seo/metadata';

const pageOf = (value: string | string[] | undefined) => {
  const page = Number.parseInt(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), 10);
  return Number.isFinite(page) && page > 0 && page <= 1000 ? page : 1;
};

type Preview =
  | { kind: 'answer'; answer: ListingPageAnswer }
  | { kind: 'signed-out' }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

/** The API's preview answer, read once per request by the title and the page alike. */
const readPreview = cache(async (id: string, currentPage: number): Promise<Preview> => {
  if (!uuidPattern.test(id)) return { kind: 'not-found' };
  const page = currentPage > 1 ? `?currentPage=${currentPage}` : '';
  const response = await fetchAsStaff(`${listingPreviewPath(id)}${page}`);
  if (!response) return { kind: 'signed-out' };
  if (!response.ok) {
    await drainBody(response);
    if (response.status === 401) return { kind: 'signed-out' };
    if (response.status === 403) return { kind: 'forbidden' };
    if (response.status === 404) return { kind: 'not-found' };
    throw new Error(`Prévia do evento: a API respondeu ${response.status}.`);
  }
  const answer = readAnswer(listingPageAnswerSchema, await response.json(), `GET /${listingPreviewPath(id)}`);
  return { kind: 'answer', answer };
});

type PreviewProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The Event's own title in the tab, so a cataloguer with several previews open tells them apart. */
export async function generateMetadata({ params, searchParams }: PreviewProps): Promise<Metadata> {
  const { id } = await params;
  const preview = await readPreview(id, pageOf((await searchParams).currentPage));
  const robots = { index: false, follow: false, nocache: true };
  if (preview.kind === 'not-found') return { title: notFoundAbsoluteTitle, robots };
  const title = preview.kind === 'answer' ? `Prévia: ${preview.answer.listing.title}` : 'Prévia do evento';
  return { title, robots };
}

/**
 * /backoffice/catalogo/[id]/previa: an Event in any status (DRAFT, TEASER) rendered by the public page's
 * own component, from the back office's preview answer (GET /backoffice/listings/:id/preview, CATALOGGER),
 * under a bar that says it is not published (decision 211). The back office's layout already turns away
 * whoever is not staff; the API turns away whoever is not a CATALOGGER.
 */
export default async function PreviewPage({ params, searchParams }: PreviewProps) {
  const { id } = await params;
  const preview = await readPreview(id, pageOf((await searchParams).currentPage));
  if (preview.kind === 'not-found') return notFound();
  if (preview.kind === 'signed-out') return <PreviewSessionRefresh />;
  if (preview.kind === 'forbidden') {
    return (
      <p role="alert" className="font-medium text-red-700">
        Você não tem permissão para ver a prévia deste evento.
      </p>
    );
  }
  const { answer } = preview;
  const categories = await fetchCategories();
  return (
    <div className="-mx-4">
      <div
        role="status"
        className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-2 border-amber-300 border-y bg-amber-100 px-4 py-2 text-amber-950 sm:px-6"
      >
        <p className="font-semibold">Prévia — não publicado</p>
        <p className="text-sm">
          Assim o evento aparecerá no site depois de publicado. Situação atual:{' '}
          {listingStatusLabels[answer.listing.status]}.{' '}
          <Link href={`/backoffice/catalogo/${id}`} className="font-medium underline">
            Voltar à edição
          </Link>
        </p>
      </div>
      <CategoryNamesProvider names={categories.map((category) => [category.code, category.name] as const)}>
        <EventPageView answer={answer} />
      </CategoryNamesProvider>
    </div>
  );
}
