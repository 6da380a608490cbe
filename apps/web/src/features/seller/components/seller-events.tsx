'use client';

import { sellerEventsResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { type SellerMembership, sellerEventsPath } from '../api/seller-api';
import { EventFigures, EventSituation } from './event-figures';
import { card, linkStyle } from './seller-labels';

/** One seller's Events on /vendedor, with the live figures, refreshed every minute. */
export function SellerEvents({ seller }: { seller: SellerMembership }) {
  const { data, error } = useSWR(
    authedKey(sellerEventsPath(seller.id)),
    authedFetcherOf(sellerEventsResponseSchema),
    {
      refreshInterval: 60_000,
      refreshWhenHidden: false,
    },
  );
  const headingId = `vendedor-eventos-${seller.id}`;
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          Eventos de {seller.name}
        </h2>
        <nav aria-label={`Atalhos de ${seller.name}`} className="flex flex-wrap gap-3 text-sm">
          <Link href="/vendedor/ofertas" className={linkStyle}>
            Ofertas
          </Link>
          <Link href={`/vendedor/usuarios?vendedor=${seller.id}`} className={linkStyle}>
            Usuários
          </Link>
        </nav>
      </div>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar os eventos."
        part="os eventos"
      />
      {!data && !error ? <p className="mt-3 text-muted">Carregando...</p> : null}
      {data && data.events.length === 0 ? (
        <p className="mt-3">Nenhum evento publicado ainda. Quando a Circula publicar um, ele aparece aqui.</p>
      ) : null}
      {data && data.events.length > 0 ? (
        <ul className="mt-3 divide-y divide-line">
          {data.events.map((event) => (
            <li key={event.id} className="py-3">
              <h3 className="font-semibold">
                <Link href={`/vendedor/eventos/${event.id}`} className="hover:underline">
                  {event.title}
                </Link>
              </h3>
              <p className="text-muted text-sm">
                <EventSituation event={event} />
              </p>
              <dl
                className={`mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm ${event.type === 'DIRECT_SALE' ? 'sm:grid-cols-4' : 'sm:grid-cols-5'}`}
              >
                <EventFigures event={event} />
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
