'use client';

import { listingsAnswerSchema, searchAnswerSchema, specialOffersResponseSchema } from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { canAct, useStaffAccess } from '@/features/backoffice';
import { inputClass, moveItem } from '@/features/catalogue-admin';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import {
  addSpecialOffer,
  removeSpecialOffer,
  reorderSpecialOffers,
  type SpecialOffersAnswer,
  staffSpecialOffersPath,
} from '../api/marketing';

/**
 * /backoffice/ofertas-especiais: the Events and lots listed under 'Ofertas Especiais', in order. Who sees
 * them is the rule of decision 205 (verified buyers with a paid purchase, not blocked); the 'arremates'
 * offer flag stays off.
 */
export function SpecialOffersAdminPage() {
  const access = useStaffAccess();
  const writer = canAct(access, 'CIRCULA_MARKETING');
  const offers = useSWR(authedKey(staffSpecialOffersPath), authedFetcherOf(specialOffersResponseSchema));
  const [query, setQuery] = useState('');
  const events = useSWR(
    authedKey(writer && 'web/listings?status=aberto&sort=encerrando&pageSize=24'),
    authedFetcherOf(listingsAnswerSchema),
  );
  const lots = useSWR(
    authedKey(writer && query.trim().length >= 2 && `web/search?q=${encodeURIComponent(query.trim())}`),
    authedFetcherOf(searchAnswerSchema),
    { keepPreviousData: true },
  );
  const list = offers.data?.specialOffers ?? [];
  const chosen = new Set(list.map((offer) => offer.targetId));

  const run = async (work: () => Promise<SpecialOffersAnswer>, done: string) => {
    try {
      await offers.mutate(await work(), { revalidate: false });
      toast.success(done);
    } catch (failure) {
      toast.error(failureText(failure, 'Não foi possível salvar.'));
      await offers.mutate();
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-bold text-2xl">Ofertas Especiais</h1>
        <p className="mt-1 max-w-2xl text-muted text-sm">
          Aparecem no menu da conta e em Minha Conta apenas para compradores verificados, sem bloqueio, com ao
          menos uma compra paga.
        </p>
      </div>
      <section aria-labelledby="ofertas-atuais">
        <h2 id="ofertas-atuais" className="mb-2 font-semibold text-lg">
          Na lista
        </h2>
        {offers.data ? <RefreshFailure error={offers.error} /> : null}
        {offers.error && !offers.data ? (
          <p role="alert" className="text-red-700">
            Não foi possível carregar as ofertas.
          </p>
        ) : !offers.data ? (
          <p className="flex items-center gap-2 text-muted">
            <SpinnerIcon className="size-5" /> Carregando...
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-2xl border border-line border-dashed p-6 text-center text-muted">
            Nenhuma oferta ainda. Escolha eventos ou lotes abaixo.
          </p>
        ) : (
          <ol
            className="divide-y divide-line rounded-2xl border border-line bg-white"
            aria-label="Ofertas Especiais"
          >
            {list.map((offer, index) => (
              <li key={offer.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="rounded-full bg-surface px-2 py-0.5 text-xs">
                  {offer.kind === 'LOT' ? 'Lote' : 'Evento'}
                </span>
                <div className="min-w-0 flex-1">
                  <Link href={offer.href} className="font-medium text-brand-800 hover:underline">
                    {offer.title}
                  </Link>
                  {offer.subtitle ? <p className="text-muted">{offer.subtitle}</p> : null}
                </div>
                {writer ? (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={index === 0}
                      aria-label={`Subir ${offer.title}`}
                      onClick={() =>
                        void run(
                          () => reorderSpecialOffers(moveItem(list, index, index - 1).map((item) => item.id)),
                          'Ordem salva.',
                        )
                      }
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={index === list.length - 1}
                      aria-label={`Descer ${offer.title}`}
                      onClick={() =>
                        void run(
                          () => reorderSpecialOffers(moveItem(list, index, index + 1).map((item) => item.id)),
                          'Ordem salva.',
                        )
                      }
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      onClick={() => void run(() => removeSpecialOffer(offer.id), 'Oferta retirada.')}
                    >
                      Retirar
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {writer ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="escolher-eventos">
            <h2 id="escolher-eventos" className="mb-2 font-semibold text-lg">
              Eventos abertos
            </h2>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-white text-sm">
              {(events.data?.listings ?? []).map((listing) => (
                <li key={listing.id} className="flex items-center justify-between gap-3 p-3">
                  <span>{listing.title}</span>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={chosen.has(listing.id)}
                    onClick={() =>
                      void run(() => addSpecialOffer({ listingId: listing.id }), 'Evento incluído.')
                    }
                  >
                    {chosen.has(listing.id) ? 'Incluído' : 'Incluir'}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="escolher-lotes">
            <h2 id="escolher-lotes" className="mb-2 font-semibold text-lg">
              Lotes
            </h2>
            <label className="block space-y-1 text-sm">
              <span className="font-medium">Buscar lotes</span>
              <input
                className={inputClass}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Ex.: trator, notebook"
              />
            </label>
            <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white text-sm">
              {(lots.data?.lots ?? []).slice(0, 20).map((lot) => (
                <li key={lot.id} className="flex items-center justify-between gap-3 p-3">
                  <span>
                    Lote {lot.number} · {lot.title}
                  </span>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={chosen.has(lot.id)}
                    onClick={() => void run(() => addSpecialOffer({ lotId: lot.id }), 'Lote incluído.')}
                  >
                    {chosen.has(lot.id) ? 'Incluído' : 'Incluir'}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </div>
  );
}
