'use client';

import { formatDateTimeLong, type OfferView, offerListResponseSchema } from '@circula/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { answerAsBuyer, type BuyerOfferAction, buyerOffersPath } from '../api/offers';
import { unitPriceText } from '../lib';
import { OfferHistory, OfferStatusBadge } from './offer-history';

const purchaseHref = (intentId: string) => `/conta/compras/${intentId}`;

/** What the buyer reads as the next step of an offer. */
function nextStep(offer: OfferView): string | null {
  switch (offer.status) {
    case 'PENDING_SELLER_RESPONSE':
      return `Aguardando a resposta do vendedor até ${formatDateTimeLong(offer.expiresAt)} (horário de Brasília).`;
    case 'PENDING_BUYER_RESPONSE':
      return `O vendedor fez uma contraproposta. Responda até ${formatDateTimeLong(offer.expiresAt)} (horário de Brasília).`;
    case 'ACCEPTED_BY_SELLER':
    case 'ACCEPTED_BY_BUYER':
      return 'Negócio fechado: pague a compra no prazo.';
    default:
      return offer.rejectionReason ? `Motivo do vendedor: ${offer.rejectionReason}` : null;
  }
}

function OfferRow({
  offer,
  buyerId,
  onChanged,
  headingLevel,
}: {
  offer: OfferView;
  buyerId: string;
  onChanged: () => void;
  /** h3 under the section's heading on /conta, h2 under the page's on /conta/ofertas. */
  headingLevel: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const router = useRouter();
  const [sending, setSending] = useState<BuyerOfferAction | null>(null);
  const headingId = `oferta-${offer.id}`;
  const act = async (action: BuyerOfferAction) => {
    setSending(action);
    try {
      const { offer: moved } = await answerAsBuyer(buyerId, offer.id, action);
      if (action === 'accept' && moved.paymentIntentId) {
        toast.success('Contraproposta aceita. Agora é só pagar.');
        router.push(purchaseHref(moved.paymentIntentId));
        return;
      }
      toast.success(action === 'cancel' ? 'Oferta cancelada' : 'Contraproposta recusada');
      onChanged();
    } catch (caught) {
      toast.error(failureText(caught, 'Não foi possível responder.'));
      onChanged();
    } finally {
      setSending(null);
    }
  };
  const step = nextStep(offer);
  return (
    <li className="space-y-2 py-4 text-sm" aria-labelledby={headingId} data-testid="minha-oferta">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={headingId} className="font-semibold text-base">
            <Link href={`/lotes/${offer.lot.id}`} className="hover:underline">
              Lote {offer.lot.number} · {offer.lot.title}
            </Link>
          </Heading>
          <p className="text-muted">
            {offer.listing.title} · {offer.seller.name}
          </p>
        </div>
        <OfferStatusBadge offer={offer} />
      </div>
      <p>
        Sua oferta: <strong>{unitPriceText(offer.offerUnitPriceCents, offer.quantity)}</strong>
        {offer.counterUnitPriceCents !== null ? (
          <>
            {' · '}Contraproposta:{' '}
            <strong>{unitPriceText(offer.counterUnitPriceCents, offer.quantity)}</strong>
          </>
        ) : null}
        <span className="text-muted">
          {' '}
          · preço pedido {unitPriceText(offer.askingUnitPriceCents, offer.quantity)}
        </span>
      </p>
      {step ? <p className="text-muted">{step}</p> : null}
      <div className="flex flex-wrap gap-2">
        {offer.nextActions.includes('ACCEPT') && offer.counterUnitPriceCents !== null ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={sending !== null}
            onClick={() => act('accept')}
          >
            {sending === 'accept' ? 'Enviando…' : 'Aceitar contraproposta'}
          </button>
        ) : null}
        {offer.nextActions.includes('REJECT') ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={sending !== null}
            onClick={() => act('reject')}
          >
            Recusar contraproposta
          </button>
        ) : null}
        {offer.nextActions.includes('CANCEL') ? (
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={sending !== null}
            onClick={() => act('cancel')}
          >
            Cancelar oferta
          </button>
        ) : null}
        {offer.paymentIntentId ? (
          <Link href={purchaseHref(offer.paymentIntentId)} className={buttonStyles.primary}>
            Ver a compra
          </Link>
        ) : null}
      </div>
      <OfferHistory offer={offer} />
    </li>
  );
}

/**
 * "Minhas ofertas": the buyer's offers, each with its history and what to do next. On /conta it is one section
 * among others, under its own heading; on /conta/ofertas (`standalone`) the page's heading names it.
 */
export function MyOffersSection({ buyerId, standalone = false }: { buyerId: string; standalone?: boolean }) {
  const { data, error, mutate } = useSWR(
    authedKey(buyerOffersPath(buyerId)),
    authedFetcherOf(offerListResponseSchema),
    {
      refreshInterval: (latest) =>
        latest?.offers.some((offer) => offer.nextActions.length > 0) ? 60_000 : 0,
      refreshWhenHidden: false,
    },
  );
  return (
    <section
      aria-labelledby={standalone ? undefined : 'conta-ofertas'}
      aria-label={standalone ? 'Minhas ofertas' : undefined}
      className="rounded-2xl border border-line bg-white p-5"
    >
      {standalone ? null : (
        <h2 id="conta-ofertas" className="mb-3 font-semibold text-lg">
          Minhas ofertas
        </h2>
      )}
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar suas ofertas."
        part="suas ofertas"
      />
      {!data && !error ? <p className="text-muted text-sm">Carregando...</p> : null}
      {data && data.offers.length === 0 ? (
        <p className="text-muted text-sm">
          Você ainda não fez ofertas. Nos lotes de venda direta que aceitam ofertas, use “Fazer oferta”.
        </p>
      ) : null}
      {data && data.offers.length > 0 ? (
        <ul className="divide-y divide-line" aria-label="Minhas ofertas">
          {data.offers.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              buyerId={buyerId}
              onChanged={() => void mutate()}
              headingLevel={standalone ? 'h2' : 'h3'}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
