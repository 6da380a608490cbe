'use client';

import {
  formatBRL,
  formatDateTimeLong,
  sellerClosingsResponseSchema,
  userSellersResponseSchema,
} from '@circula/domain';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useAuth } from '@/features/auth/client';
import { authedFetcherOf, authedKey } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import { failureText } from '@/lib/http/failure-text';
import {
  answerConditionalSale,
  type ClosingFilter,
  type ConditionalSaleAnswer,
  type SellerClosing,
  sellerClosingsPath,
  sellerMembershipsPath,
} from '../api/seller-api';
import { AcceptSaleDialog } from './accept-sale-dialog';
import { SellerEvents } from './seller-events';
import { SellerInvitations } from './seller-invitations';
import { card, linkStyle } from './seller-labels';

const tabs: { filter: ClosingFilter; label: string; empty: string }[] = [
  {
    filter: 'PENDING_CONFIRMATION',
    label: 'Aguardando resposta',
    empty: 'Nenhuma venda condicional aguarda sua resposta.',
  },
  { filter: 'APPROVED', label: 'Aceitas', empty: 'Nenhuma venda condicional aceita ainda.' },
  { filter: 'REJECTED', label: 'Recusadas ou expiradas', empty: 'Nenhuma venda recusada ou expirada.' },
];

/** Answers that mean the list is out of date: the sale left the waiting list meanwhile. */
const staleAnswerMessages: Record<string, string> = {
  LOT_CLOSING_NOT_PENDING: 'Esta venda já foi respondida. A lista foi atualizada.',
  SELLER_DEADLINE_PASSED: 'O prazo para responder terminou e a venda foi liberada. A lista foi atualizada.',
};

/**
 * /vendedor: the user's sellers with their Events and live figures (each Event opens its page), then the
 * conditional sales of the user's sellers (winning bids below the reserve) with their
 * deadlines in horário de Brasília; an ADMIN accepts or refuses each, a VIEWER reads.
 */
export function SellerArea() {
  const auth = useAuth();
  const [answerNotice, setAnswerNotice] = useState<string | null>(null);
  const memberships = useSWR(
    auth.status === 'signed-in' ? authedKey(sellerMembershipsPath) : null,
    authedFetcherOf(userSellersResponseSchema),
  );
  if (auth.status === 'signed-out') {
    return (
      <div className="space-y-4">
        <p>Entre com a conta da sua empresa para ver as vendas dos seus eventos.</p>
        <Link href="/auth/entrar?nextUrl=%2Fvendedor" className={buttonStyles.primary}>
          Entrar
        </Link>
      </div>
    );
  }
  if (memberships.error && !memberships.data) {
    return <p role="alert">Não foi possível carregar a área do vendedor. Tente de novo em instantes.</p>;
  }
  if (auth.status === 'loading' || !memberships.data) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  const sellers = memberships.data.sellers;
  const refused = memberships.data.refusedInvitations ?? [];
  const invitations = (
    <>
      <RefreshFailure error={memberships.error} />
      <div role="status" aria-live="polite" className="text-sm empty:hidden">
        {answerNotice}
      </div>
      <SellerInvitations
        invitations={memberships.data.invitations}
        onAnswered={async (message) => {
          // The list first, then the notice: the answered invitation never shows beside its own outcome.
          await memberships.mutate();
          setAnswerNotice(message);
        }}
      />
    </>
  );
  const refusedNotice =
    refused.length > 0 ? (
      <div role="alert" className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
        {refused.map((invitation) => (
          <p key={invitation.invitationId}>{invitation.message}</p>
        ))}
      </div>
    ) : null;
  if (sellers.length === 0 && memberships.data.invitations.length > 0) {
    return (
      <div className="space-y-6">
        {invitations}
        {refusedNotice}
      </div>
    );
  }
  if (sellers.length === 0) {
    return (
      <div className="space-y-6">
        {invitations}
        <div className={`${card} space-y-2`}>
          {refusedNotice}
          <p>Esta área é das empresas que vendem na Circula, e sua conta não faz parte de nenhuma.</p>
          <p className="text-muted text-sm">
            Se a sua empresa vende conosco, peça ao administrador dela ou ao nosso atendimento para incluir
            seu e-mail.{' '}
            <Link href="/suporte" className={linkStyle}>
              Falar com o atendimento
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {invitations}
      {refusedNotice}
      <section aria-labelledby="vendedor-empresas" className={card}>
        <h2 id="vendedor-empresas" className="mb-2 font-semibold text-lg">
          Suas empresas
        </h2>
        <ul className="space-y-1">
          {sellers.map((seller) => (
            <li key={seller.id}>
              <span className="font-medium">{seller.name}</span>{' '}
              <span className="text-muted text-sm">
                ·{' '}
                {seller.role === 'ADMIN'
                  ? 'administrador: responde às vendas'
                  : 'leitura: acompanha as vendas'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {sellers.map((seller) => (
        <SellerEvents key={seller.id} seller={seller} />
      ))}
      <ConditionalSales />
    </div>
  );
}

function ConditionalSales() {
  const [filter, setFilter] = useState<ClosingFilter>('PENDING_CONFIRMATION');
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, mutate } = useSWR(
    authedKey(sellerClosingsPath(filter)),
    authedFetcherOf(sellerClosingsResponseSchema),
    { refreshInterval: filter === 'PENDING_CONFIRMATION' ? 60_000 : 0, refreshWhenHidden: false },
  );
  const current = tabs.find((tab) => tab.filter === filter)!;
  return (
    <section aria-labelledby="vendedor-vendas" className={card}>
      <h2 id="vendedor-vendas" className="font-semibold text-lg">
        Vendas condicionais
      </h2>
      <p className="mt-1 text-muted text-sm">
        Quando o maior lance de um lote fica abaixo do preço de reserva, a venda espera a sua resposta até o
        prazo. Sem resposta, ela é liberada e o lote não é vendido.
      </p>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Situação das vendas</legend>
        {tabs.map((tab) => (
          <button
            key={tab.filter}
            type="button"
            aria-pressed={tab.filter === filter}
            onClick={() => {
              setFilter(tab.filter);
              setNotice(null);
            }}
            className={`rounded-full px-3 py-2 font-semibold text-sm ${
              tab.filter === filter ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {notice}
      </div>
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed="Não foi possível carregar as vendas."
        part="as vendas condicionais"
      />
      {!data && !error ? <p className="mt-3 text-muted">Carregando...</p> : null}
      {data && data.lotClosings.length === 0 ? <p className="mt-3">{current.empty}</p> : null}
      {data && data.lotClosings.length > 0 ? (
        <ul className="mt-2 divide-y divide-line" aria-label={current.label}>
          {data.lotClosings.map((closing) => (
            <ClosingRow
              key={closing.id}
              closing={closing}
              onAnswered={async (message) => {
                setNotice(message);
                await mutate();
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ClosingRow({
  closing,
  onAnswered,
}: {
  closing: SellerClosing;
  onAnswered: (message: string) => Promise<void>;
}) {
  const headingId = useId();
  const reasonId = useId();
  const [refusing, setRefusing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState<ConditionalSaleAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (answer: ConditionalSaleAnswer) => {
    if (sending) return;
    setSending(answer);
    setError(null);
    try {
      await answerConditionalSale(
        closing.id,
        answer,
        answer === 'reject' ? reason.trim() || undefined : undefined,
      );
      await onAnswered(
        answer === 'approve'
          ? `Venda do lote ${closing.lot.number} aceita. O comprador foi avisado e recebe as instruções de pagamento.`
          : `Venda do lote ${closing.lot.number} recusada. O comprador foi avisado.`,
      );
    } catch (caught) {
      const code = isHttpError(caught) ? caught.code : undefined;
      const stale = code ? staleAnswerMessages[code] : undefined;
      if (stale) {
        await onAnswered(stale);
      } else if (code === 'FORBIDDEN') {
        setError('Só o administrador do vendedor pode responder a esta venda.');
      } else {
        setError(failureText(caught, 'Não foi possível enviar sua resposta. Tente de novo.'));
      }
    } finally {
      setSending(null);
    }
  };
  return (
    <li className="space-y-2 py-4 text-sm" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className="font-semibold text-base">
          <Link href={`/lotes/${closing.lot.id}`} className="hover:underline">
            Lote {closing.lot.number} · {closing.lot.title}
          </Link>
        </h3>
        <p className="text-muted">
          Evento:{' '}
          <Link href={`/eventos/${closing.listing.slug}`} className="underline underline-offset-2">
            {closing.listing.title}
          </Link>{' '}
          · {closing.seller.name}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-muted text-xs">Maior lance</dt>
          <dd className="font-semibold">{formatBRL(closing.amountCents)}</dd>
        </div>
        {closing.reserveCents !== null ? (
          <div>
            <dt className="text-muted text-xs">Preço de reserva</dt>
            <dd className="font-semibold">{formatBRL(closing.reserveCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted text-xs">Comprador</dt>
          <dd className="font-semibold">{closing.buyerUsername}</dd>
        </div>
        <div>
          <dt className="text-muted text-xs">Encerrado em</dt>
          <dd>
            <time dateTime={closing.closedAt}>{formatDateTimeLong(closing.closedAt)}</time>
          </dd>
        </div>
      </dl>
      {closing.status === 'PENDING_CONFIRMATION' && closing.sellerDeadlineAt ? (
        <p className="font-medium text-ink">
          Responda até{' '}
          <time dateTime={closing.sellerDeadlineAt}>{formatDateTimeLong(closing.sellerDeadlineAt)}</time>{' '}
          (horário de Brasília).
        </p>
      ) : null}
      {closing.status === 'PENDING_CONFIRMATION' && !closing.canAnswer ? (
        <p className="text-muted">Só o administrador da empresa pode aceitar ou recusar esta venda.</p>
      ) : null}
      {closing.canAnswer ? (
        <div className="space-y-2">
          {refusing ? (
            <div className="space-y-2 rounded-xl bg-surface p-3">
              <label htmlFor={reasonId} className="block font-medium">
                Motivo da recusa (opcional; o comprador vê)
              </label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                rows={2}
                onChange={(event) => setReason(event.target.value)}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={sending !== null}
                  onClick={() => void send('reject')}
                >
                  {sending === 'reject' ? 'Enviando…' : 'Confirmar recusa'}
                </button>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  disabled={sending !== null}
                  onClick={() => setRefusing(false)}
                >
                  Voltar
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={sending !== null}
                onClick={() => setConfirming(true)}
                aria-describedby={headingId}
              >
                {`Aceitar venda por ${formatBRL(closing.amountCents)}`}
              </button>
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={sending !== null}
                onClick={() => setRefusing(true)}
                aria-describedby={headingId}
              >
                Recusar
              </button>
            </div>
          )}
          <AcceptSaleDialog
            open={confirming}
            onOpenChange={(open) => {
              if (sending === null) setConfirming(open);
            }}
            lotLabel={`Lote ${closing.lot.number} · ${closing.lot.title}`}
            buyerUsername={closing.buyerUsername}
            amountCents={closing.amountCents}
            reserveCents={closing.reserveCents}
            sending={sending === 'approve'}
            onConfirm={() => {
              void send('approve').finally(() => setConfirming(false));
            }}
          />
          {error ? (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
