'use client';

import {
  formatBRL,
  formatDateTimeLong,
  type OfferView,
  offerListResponseSchema,
  offerMessageMaxLength,
  rejectOfferSchema,
} from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { useAuth } from '@/features/auth/client';
import { authedFetcherOf, authedKey } from '@/features/session';
import { answerAsSeller, type SellerOfferAnswer, sellerOffersPath } from '../api/offers';
import { readCounterPrice, unitPriceText } from '../lib';
import { OfferHistory, OfferStatusBadge } from './offer-history';
import '@/components/ui/zod-messages';

const card = 'rounded-2xl border border-line bg-white p-5';
const fieldStyle = 'mt-1 w-full rounded-xl border border-line px-3 py-2 text-ink';

type Mode = 'idle' | 'accept' | 'reject' | 'counter';

function SellerOfferRow({ offer, onChanged }: { offer: OfferView; onChanged: () => void }) {
  const [mode, setMode] = useState<Mode>('idle');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ value: string }>({ defaultValues: { value: '' } });
  const answer = useMutation(
    ({ reply }: { reply: SellerOfferAnswer; done: string }) => answerAsSeller(offer.id, reply),
    {
      success: (_, { done }) => done,
      fallback: 'Não foi possível responder.',
      errorAs: 'toast',
      onSuccess: () => {
        setMode('idle');
        reset();
        onChanged();
      },
      onError: () => onChanged(),
    },
  );
  const sending = answer.pending;
  const fieldError = errors.value?.message ?? null;
  const fieldId = useId();
  const headingId = `oferta-${offer.id}`;
  /** The field's rule for the answer being written: a counter-price, or a refusal's reason. */
  const validate = (value: string) => {
    if (mode === 'counter') {
      const read = readCounterPrice(value, offer);
      return 'error' in read ? read.error : true;
    }
    if (mode === 'reject') {
      const parsed = rejectOfferSchema.safeParse({ reason: value });
      return parsed.success || (parsed.error.issues[0]?.message ?? 'Motivo inválido');
    }
    return true;
  };
  const submit = handleSubmit(({ value }) => {
    if (mode === 'counter') {
      const read = readCounterPrice(value, offer);
      if ('cents' in read)
        void answer.run({
          reply: { action: 'counter', unitPriceCents: read.cents },
          done: 'Contraproposta enviada',
        });
    } else if (mode === 'reject') {
      const parsed = rejectOfferSchema.safeParse({ reason: value });
      if (parsed.success)
        void answer.run({ reply: { action: 'reject', reason: parsed.data.reason }, done: 'Oferta recusada' });
    } else if (mode === 'accept') {
      void answer.run({
        reply: { action: 'accept' },
        done: 'Oferta aceita: a cobrança foi criada para o comprador',
      });
    }
  });
  const canAnswer = offer.nextActions.length > 0;
  return (
    <li className="space-y-2 py-4 text-sm" aria-labelledby={headingId} data-testid="oferta-vendedor">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-base">
            Lote {offer.lot.number} · {offer.lot.title}
          </h2>
          <p className="text-muted">
            {offer.listing.title} · {offer.seller.name} · comprador {offer.buyerUsername}
          </p>
        </div>
        <OfferStatusBadge offer={offer} />
      </div>
      <p>
        Oferta: <strong>{unitPriceText(offer.offerUnitPriceCents, offer.quantity)}</strong>
        <span className="text-muted">
          {' '}
          · preço pedido {unitPriceText(offer.askingUnitPriceCents, offer.quantity)}
        </span>
        {offer.counterUnitPriceCents !== null ? (
          <>
            {' · '}Sua contraproposta:{' '}
            <strong>{unitPriceText(offer.counterUnitPriceCents, offer.quantity)}</strong>
          </>
        ) : null}
      </p>
      {offer.message ? <p className="text-muted">Mensagem do comprador: “{offer.message}”</p> : null}
      {offer.status === 'PENDING_SELLER_RESPONSE' || offer.status === 'PENDING_BUYER_RESPONSE' ? (
        <p className="text-muted">
          {offer.status === 'PENDING_SELLER_RESPONSE' ? 'Responda até' : 'O comprador responde até'}{' '}
          <time dateTime={offer.expiresAt}>{formatDateTimeLong(offer.expiresAt)}</time> (horário de Brasília).
        </p>
      ) : null}
      {canAnswer && mode === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} onClick={() => setMode('accept')}>
            Aceitar
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode('counter')}>
            Fazer contraproposta
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={() => setMode('reject')}>
            Recusar
          </button>
        </div>
      ) : null}
      {canAnswer && mode !== 'idle' ? (
        <form
          noValidate
          onSubmit={submit}
          className="space-y-2 rounded-xl bg-surface p-3"
          aria-label="Responder oferta"
        >
          {mode === 'accept' ? (
            <p>
              Ao aceitar, o lote é vendido a {offer.buyerUsername} por{' '}
              <strong>{formatBRL(offer.offerUnitPriceCents * offer.quantity)}</strong> e as outras ofertas do
              lote são encerradas. A resposta não pode ser desfeita.
            </p>
          ) : (
            <div>
              <label htmlFor={fieldId} className="font-medium">
                {mode === 'counter' ? 'Contraproposta (R$ por unidade)' : 'Motivo da recusa'}
              </label>
              {mode === 'counter' ? (
                <input
                  id={fieldId}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  {...register('value', { validate })}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${fieldId}-erro` : undefined}
                  className={fieldStyle}
                />
              ) : (
                <textarea
                  id={fieldId}
                  rows={2}
                  maxLength={offerMessageMaxLength + 50}
                  {...register('value', { validate })}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${fieldId}-erro` : undefined}
                  className={fieldStyle}
                />
              )}
              {fieldError ? (
                <p id={`${fieldId}-erro`} className="mt-1 text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={sending}>
              {sending
                ? 'Enviando…'
                : mode === 'accept'
                  ? 'Confirmar venda'
                  : mode === 'counter'
                    ? 'Enviar contraproposta'
                    : 'Recusar oferta'}
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={sending}
              onClick={() => {
                setMode('idle');
                reset();
              }}
            >
              Voltar
            </button>
          </div>
        </form>
      ) : null}
      <OfferHistory offer={offer} />
    </li>
  );
}

/** /vendedor/ofertas: the offers on the lots of the user's sellers, waiting for the seller first. */
export function SellerOffers() {
  const auth = useAuth();
  const { data, error, mutate } = useSWR(
    auth.status === 'signed-in' ? authedKey(sellerOffersPath) : null,
    authedFetcherOf(offerListResponseSchema),
    { refreshInterval: 60_000, refreshWhenHidden: false },
  );
  if (auth.status === 'signed-out') {
    return (
      <div className="space-y-4">
        <p>Entre com a conta da sua empresa para ver as ofertas nos seus lotes.</p>
        <Link href="/auth/entrar?nextUrl=%2Fvendedor%2Fofertas" className={buttonStyles.primary}>
          Entrar
        </Link>
      </div>
    );
  }
  if (error && !data) {
    return (
      <p role="alert" className={card}>
        Não foi possível carregar as ofertas. Esta área é das empresas que vendem na Circula.
      </p>
    );
  }
  if (!data) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  const waiting = data.offers.filter((offer) => offer.status === 'PENDING_SELLER_RESPONSE').length;
  return (
    <div className={card}>
      <RefreshFailure error={error} part="as ofertas" />
      <p className="mb-3 text-muted text-sm">
        {waiting === 0
          ? 'Nenhuma oferta aguarda sua resposta.'
          : waiting === 1
            ? '1 oferta aguarda sua resposta.'
            : `${waiting} ofertas aguardam sua resposta.`}
      </p>
      {data.offers.length === 0 ? <p>Ainda não há ofertas nos lotes das suas empresas.</p> : null}
      {data.offers.length > 0 ? (
        <ul className="divide-y divide-line" aria-label="Ofertas recebidas">
          {data.offers.map((offer) => (
            <SellerOfferRow key={offer.id} offer={offer} onChanged={() => void mutate()} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
