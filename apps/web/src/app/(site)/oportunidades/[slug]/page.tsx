import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { categoryHref, ListingSection } from '@/features/catalog';
import { fetchListings } from '@/features/catalog/server';
import { opportunityAreas } from '@/features/opportunities';
import { opportunityCopy } from '@/features/opportunities/content';
import { pageMetadata } from '@/lib/seo/metadata';

interface OpportunityPageProps {
  params: Promise<{ slug: string }>;
}

const find = (slug: string) => {
  const area = opportunityAreas.find((item) => item.slug === slug);
  const copy = opportunityCopy[slug];
  return area && copy ? { area, copy } : null;
};

export async function generateMetadata({ params }: OpportunityPageProps): Promise<Metadata> {
  const found = find((await params).slug);
  if (!found) return {};
  return pageMetadata({
    title: found.area.title,
    description: `${found.copy.headline}. ${found.area.summary}`,
    path: `/oportunidades/${found.area.slug}`,
  });
}

export default async function OpportunityPage({ params }: OpportunityPageProps) {
  const found = find((await params).slug);
  if (!found) notFound();
  await connection();
  const { area, copy } = found;
  const [open, soon, ended] = await Promise.all([
    fetchListings({ area: area.slug, status: 'aberto', sort: 'encerrando', pageSize: 8 }),
    fetchListings({ area: area.slug, status: 'em-breve', pageSize: 4 }),
    fetchListings({ area: area.slug, status: 'encerrado', sort: 'recentes', pageSize: 4 }),
  ]);
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
          <p className="font-semibold text-accent-400 text-sm uppercase tracking-widest">Oportunidades</p>
          <h1 className="mt-2 max-w-3xl font-bold text-3xl tracking-tight sm:text-4xl">{area.title}</h1>
          <p className="mt-3 max-w-3xl text-brand-100 text-lg">{copy.headline}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="space-y-4 text-ink leading-relaxed lg:col-span-2">
          {copy.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <div className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="font-semibold text-ink">O que você encontra</h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted">
            {copy.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {copy.categorySlug ? (
            <Link href={categoryHref(copy.categorySlug)} className={`${buttonStyles.secondary} mt-5 w-full`}>
              Ver lotes da categoria
            </Link>
          ) : null}
        </div>
      </div>
      <ListingSection
        id="abertos"
        title="Eventos abertos"
        listings={open.listings}
        empty="Nenhum evento aberto nesta área agora. Veja os próximos abaixo ou cadastre-se na newsletter para ser avisado."
      />
      <ListingSection id="em-breve" title="Em breve" listings={soon.listings} />
      <ListingSection id="encerrados" title="Encerrados recentemente" listings={ended.listings} />
    </>
  );
}
