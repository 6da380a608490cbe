'use client';

import Link from '@/components/navigation/link';
import { useSpecialOffersAccess } from '../hooks/use-special-offers';
import { useSpecialOffers } from '../hooks/use-special-offers-list';

/** /conta → Ofertas Especiais: shown only to those the rule allows (the menu links here). */
export function SpecialOffersSection() {
  const allowed = useSpecialOffersAccess();
  const offers = useSpecialOffers(allowed);
  if (!allowed) return null;
  const list = offers.data?.specialOffers ?? [];
  return (
    <section
      id="ofertas-especiais"
      aria-labelledby="ofertas-especiais-title"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="ofertas-especiais-title" className="font-semibold text-ink text-lg">
        Ofertas Especiais
      </h2>
      <p className="mt-1 text-muted text-sm">Eventos e lotes selecionados para quem já comprou na Circula.</p>
      {offers.error ? (
        <p className="mt-3 text-red-700 text-sm">Não foi possível carregar as ofertas.</p>
      ) : !offers.data ? (
        <p className="mt-3 text-muted text-sm">Carregando...</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-muted text-sm">Nenhuma oferta especial no momento. Volte em breve.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {list.map((offer) => (
            <li key={offer.id} className="flex items-center gap-3 py-3">
              {offer.imageUrl ? (
                // biome-ignore lint/performance/noImgElement: a 256-px rendition already (image optimisation is off)
                <img
                  src={offer.imageUrl}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  className="h-12 w-16 shrink-0 rounded-md bg-surface object-cover"
                />
              ) : null}
              <div className="min-w-0">
                <Link href={offer.href} className="font-medium text-brand-800 hover:underline">
                  {offer.title}
                </Link>
                {offer.subtitle ? <p className="truncate text-muted text-sm">{offer.subtitle}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
