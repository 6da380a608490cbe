'use client';

import {
  defaultIncrementCents,
  firstBidMinimumCents,
  formatBRL,
  formatDateTimeLong,
  lotResultOf,
  needsAmountConfirmation,
  needsHighBidAgreement,
  totalFromPrice,
} from '@circula/domain';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { useAccount } from '@/features/buyer-application/hooks/use-account';
import {
  type BidReceipt,
  brasiliaBidTime,
  fetchLotClosing,
  LiveCountdown,
  type LiveLotState,
  maskBRL,
  placeBid,
  quickBidAmounts,
  ReconnectBanner,
  refusalOf,
  refusalText,
  signHighBidAgreement,
  useLiveLot,
  useServerClock,
} from '@/features/live';
import { authedFetcher, authedKey } from '@/features/session';
import type { LiveLotProps } from '../lib/live-lot-props';
import { AutomaticBidForm } from './automatic-bid-form';
import { BidHistory } from './bid-history';

// Only a signed-in buyer not yet enrolled sees it, once that is known: it (and the dialog library) loads then.
const EnrolmentDialog = dynamic(() => import('./enrolment-dialog').then((module) => module.EnrolmentDialog), {
  ssr: false,
  loading: () => (
    <button type="button" disabled className={`${buttonStyles.primary} w-full`}>
      Habilitar-se para dar lances
    </button>
  ),
});

/** How long the "Prorrogado" notice stays after an extension (server time). */
const extensionNoticeMs = 20_000;

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The lot's live auction panel: hydrates with the server's data, then follows the lot stream. Bids go with
 * the last bid seen and one idempotency key per intent (a retry of the same amount reuses it).
 */
export function LiveLotPanel({ lot: initialLot, listing, serverTime }: LiveLotProps) {
  const clock = useServerClock(serverTime);
  const initialServerNowMs = Date.parse(serverTime);
  const { lot, connection, mergeState } = useLiveLot(
    initialLot.id,
    {
      currentBidCents: initialLot.currentBidCents,
      bidCount: initialLot.bidCount,
      lastBidId: null,
      nextMinimumBidCents: initialLot.minimumNextBidCents,
      scheduledEndAt: initialLot.scheduledEndAt,
      status:
        initialLot.status === 'CLOSED' || initialLot.status === 'CANCELLED' ? initialLot.status : 'OPEN',
    },
    clock,
  );
  const account = useAccount();
  const signedIn = account.session.status === 'signed-in';
  const buyer = account.buyer;
  const username = buyer?.username ?? null;
  const enrolmentQuery = useSWR<{ enrolment: { id: string } | null }>(
    authedKey(signedIn && buyer?.status === 'VERIFIED' && `web/listings/${listing.id}/enrolment`),
    authedFetcher,
  );
  const agreementQuery = useSWR<{ agreement: { signedAt: string } | null }>(
    authedKey(signedIn && buyer?.status === 'VERIFIED' && 'web/high-bid-agreement'),
    authedFetcher,
  );

  const [serverNow, setServerNow] = useState(initialServerNowMs);
  useEffect(() => {
    const timer = window.setInterval(() => setServerNow(clock.now()), 1000);
    return () => window.clearInterval(timer);
  }, [clock]);

  const endMs = lot.scheduledEndAt ? Date.parse(lot.scheduledEndAt) : null;
  const open = lot.status === 'OPEN' && initialLot.biddable && endMs !== null && serverNow < endMs;
  const closed = lot.status === 'CLOSED' || lot.status === 'CANCELLED';
  const leader = lot.bids[0] && lot.bids[0].sequence === lot.bidCount ? lot.bids[0] : null;
  const ownBids = username ? lot.bids.filter((bid) => bid.username === username) : [];
  const winning = Boolean(username && leader && leader.username === username);
  const outbid = Boolean(!winning && ownBids.length > 0 && leader);
  const minimum = lot.nextMinimumBidCents ?? initialLot.startingBidCents ?? 0;
  const extended = lot.extension && serverNow - lot.extension.at < extensionNoticeMs ? lot.extension : null;

  return (
    <section aria-labelledby="live-heading" className="space-y-4" data-testid="pregao-ao-vivo">
      <h2 id="live-heading" className="sr-only">
        Pregão ao vivo
      </h2>
      <ReconnectBanner state={connection} />
      <JudicialPhase listing={listing} lot={initialLot} serverNow={serverNow} />
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-line p-4">
        <div>
          <dt className="text-muted text-sm">
            {lot.currentBidCents === null ? 'Lance inicial' : 'Lance atual'}
          </dt>
          <dd
            className="font-bold text-2xl text-ink tabular-nums"
            data-testid="lance-atual"
            aria-live="polite"
          >
            {formatBRL(lot.currentBidCents ?? initialLot.startingBidCents ?? 0)}
          </dd>
          {leader ? (
            <dd className="text-muted text-sm" data-testid="licitante-atual">
              por {leader.username}
              {leader.username === username ? ' (você)' : ''}
            </dd>
          ) : null}
        </div>
        {!closed ? (
          <div>
            <dt className="text-muted text-sm">Próximo lance mínimo</dt>
            <dd className="font-semibold text-ink text-lg tabular-nums" data-testid="lance-minimo">
              {formatBRL(minimum)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted text-sm">Lances</dt>
          <dd className="font-semibold text-ink">{lot.bidCount}</dd>
        </div>
        {initialLot.estimatedValueCents !== null ? (
          <div>
            <dt className="text-muted text-sm">Valor de avaliação</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="valor-avaliacao">
              {formatBRL(initialLot.estimatedValueCents)}
            </dd>
          </div>
        ) : null}
      </dl>
      {lot.scheduledEndAt ? (
        <div className="rounded-2xl border border-line p-4">
          <p className="text-muted text-sm">
            {closed ? 'Encerrou em' : 'Encerra em'}{' '}
            <time dateTime={lot.scheduledEndAt} data-testid="encerramento">
              {formatDateTimeLong(lot.scheduledEndAt)} (horário de Brasília)
            </time>
          </p>
          {!closed ? (
            <p className="mt-1 min-h-8 text-ink text-xl">
              <span className="sr-only">Tempo restante: </span>
              <LiveCountdown
                endIso={lot.scheduledEndAt}
                clock={clock}
                initialServerNowMs={initialServerNowMs}
              />
            </p>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite" role="status">
        {extended && !closed ? (
          <p
            className="rounded-xl bg-accent-300/40 px-3 py-2 font-semibold text-ink text-sm"
            data-testid="prorrogado"
          >
            Prorrogado! Um lance nos minutos finais adiou o encerramento para{' '}
            {brasiliaBidTime(extended.scheduledEndAt)}.
          </p>
        ) : null}
        {!closed && winning ? (
          <p
            className="rounded-xl bg-green-50 px-3 py-2 font-semibold text-green-800"
            data-testid="situacao-lance"
          >
            Você está vencendo
          </p>
        ) : null}
        {!closed && outbid ? (
          <p
            className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800"
            data-testid="situacao-lance"
          >
            Seu lance foi superado
          </p>
        ) : null}
      </div>
      {closed ? (
        <ClosedResult lot={lot} username={username} />
      ) : open ? (
        <BidArea
          lot={lot}
          listing={listing}
          incrementCents={initialLot.incrementCents}
          minimum={minimum}
          signedIn={signedIn}
          sessionLoading={account.session.status === 'loading' || account.isLoading}
          buyerStatus={buyer === null ? 'NONE' : (buyer?.status ?? null)}
          blocked={Boolean(buyer?.blockedAt)}
          enrolled={enrolmentQuery.data ? enrolmentQuery.data.enrolment !== null : null}
          onEnrolled={() => void enrolmentQuery.mutate()}
          agreementSigned={Boolean(agreementQuery.data?.agreement)}
          onAgreementSigned={() => void agreementQuery.mutate()}
          mergeState={mergeState}
        />
      ) : lot.status === 'OPEN' && endMs !== null && serverNow >= endMs ? (
        <p className="rounded-xl border border-line px-3 py-2 text-ink" role="status">
          Tempo esgotado. Apurando o resultado…
        </p>
      ) : null}
      <BidHistory bids={lot.bids} ownUsername={username} />
    </section>
  );
}

function JudicialPhase({
  listing,
  lot,
  serverNow,
}: {
  listing: LiveLotProps['listing'];
  lot: LiveLotProps['lot'];
  serverNow: number;
}) {
  if (listing.type !== 'JUDICIAL_PHASED_AUCTION') return null;
  const appraisal = lot.estimatedValueCents ?? lot.startingBidCents ?? 0;
  const secondStarts = listing.secondPhase?.startsAt ? Date.parse(listing.secondPhase.startsAt) : null;
  const phase = secondStarts !== null && serverNow >= secondStarts ? 2 : 1;
  const percentage = listing.secondPhase?.percentage ?? 50;
  const minimum = firstBidMinimumCents({
    listingType: listing.type,
    startingBidCents: lot.startingBidCents,
    appraisalCents: lot.estimatedValueCents,
    judicialPhase: phase,
    secondPhasePercentage: (percentage > 1 ? percentage : percentage * 100) / 100,
  });
  return (
    <p className="rounded-xl border border-line px-3 py-2 text-ink text-sm" data-testid="praca">
      <strong>{phase === 1 ? '1ª praça' : '2ª praça'}</strong> — lance mínimo {formatBRL(minimum)}
      {phase === 1
        ? ' (valor de avaliação).'
        : ` (${percentage > 1 ? percentage : percentage * 100}% da avaliação de ${formatBRL(appraisal)}).`}
    </p>
  );
}

export function ClosedResult({ lot, username }: { lot: LiveLotState; username: string | null }) {
  const [closing, setClosing] = useState(lot.closing);
  useEffect(() => {
    if (lot.closing) {
      setClosing(lot.closing);
      return;
    }
    let cancelled = false;
    fetchLotClosing(lot.lotId)
      .then(({ closing: answer }) => {
        if (cancelled) return;
        setClosing(
          answer
            ? {
                result: lotResultOf(answer.status),
                winnerUsername: answer.winnerUsername,
                amountCents: answer.amountCents,
                closedAt: answer.closedAt,
                sellerDeadlineAt: answer.sellerDeadlineAt,
              }
            : {
                result: 'UNSOLD',
                winnerUsername: null,
                amountCents: null,
                closedAt: '',
                sellerDeadlineAt: null,
              },
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [lot.closing, lot.lotId]);
  if (lot.status === 'CANCELLED') {
    return (
      <p className="rounded-xl border border-line px-3 py-2 text-ink" data-testid="resultado">
        Lote cancelado.
      </p>
    );
  }
  if (!closing) return <p className="text-muted">Lote encerrado.</p>;
  const won = username !== null && closing.winnerUsername === username;
  const amount = closing.amountCents === null ? '' : formatBRL(closing.amountCents);
  const deadline = closing.sellerDeadlineAt
    ? ` O vendedor tem até ${formatDateTimeLong(closing.sellerDeadlineAt)} (horário de Brasília) para confirmar a venda.`
    : '';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="resultado"
      className="rounded-2xl border border-line p-4"
    >
      {closing.result === 'UNSOLD' && closing.amountCents === null ? (
        <p className="font-semibold text-ink">Lote encerrado sem lances.</p>
      ) : closing.result === 'UNSOLD' ? (
        <>
          <p className="font-bold text-ink text-xl">
            {won ? 'O vendedor não confirmou a venda' : 'Lote não arrematado'}
          </p>
          <p className="mt-1 text-ink">
            {won
              ? `A venda do seu lance de ${amount} não foi confirmada. Nada será cobrado.`
              : `O maior lance foi de ${amount}, e a venda não foi confirmada.`}
          </p>
        </>
      ) : won && closing.result === 'SOLD' ? (
        <>
          <p className="font-bold text-green-800 text-xl">Você arrematou este lote</p>
          <p className="mt-1 text-ink">
            Seu lance de {amount} venceu. Em breve você recebe as instruções de pagamento.
          </p>
        </>
      ) : won ? (
        <>
          <p className="font-bold text-ink text-xl">Seu lance venceu, sujeito à confirmação do vendedor</p>
          <p className="mt-1 text-ink">
            Lance de {amount} abaixo do preço de reserva.{deadline}
          </p>
        </>
      ) : (
        <>
          <p className="font-bold text-ink text-xl">
            {closing.result === 'SOLD' ? 'Lote arrematado' : 'Venda condicional aguardando o vendedor'}
          </p>
          <p className="mt-1 text-ink">
            Lance vencedor de {amount} por {closing.winnerUsername}.
            {closing.result === 'CONDITIONAL' ? deadline : ''}
          </p>
        </>
      )}
    </div>
  );
}

interface BidAreaProps {
  lot: LiveLotState;
  listing: LiveLotProps['listing'];
  incrementCents: number | null;
  minimum: number;
  signedIn: boolean;
  sessionLoading: boolean;
  buyerStatus: 'VERIFIED' | 'UNVERIFIED' | 'NONE' | null;
  blocked: boolean;
  enrolled: boolean | null;
  onEnrolled: () => void;
  agreementSigned: boolean;
  onAgreementSigned: () => void;
  mergeState: ReturnType<typeof useLiveLot>['mergeState'];
}

function BidArea(props: BidAreaProps) {
  const { lot, listing, minimum, signedIn, buyerStatus, enrolled } = props;
  const path = `/lotes/${lot.lotId}`;
  if (props.sessionLoading) return <p className="text-muted text-sm">Carregando sua conta…</p>;
  if (!signedIn) {
    return (
      <Link
        href={`/auth/entrar?nextUrl=${encodeURIComponent(path)}`}
        className={`${buttonStyles.primary} w-full`}
      >
        Entre para dar lances
      </Link>
    );
  }
  if (buyerStatus !== 'VERIFIED') {
    return (
      <div className="space-y-2 rounded-2xl border border-line p-4">
        <p className="text-ink text-sm">Para dar lances, sua conta precisa estar verificada.</p>
        <Link href="/auth/verificar-conta" className={`${buttonStyles.primary} w-full`}>
          Verificar minha conta
        </Link>
      </div>
    );
  }
  if (props.blocked) {
    return (
      <p className="rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm">
        Sua conta está bloqueada para lances. Fale com o atendimento.
      </p>
    );
  }
  if (enrolled === null) return <p className="text-muted text-sm">Verificando sua habilitação…</p>;
  if (!enrolled) {
    return (
      <div className="space-y-2 rounded-2xl border border-line p-4">
        <p className="text-ink text-sm">Você ainda não está habilitado neste evento.</p>
        <EnrolmentDialog listingId={listing.id} editalUrl={listing.editalUrl} onEnrolled={props.onEnrolled} />
      </div>
    );
  }
  return (
    <>
      <BidForm {...props} minimum={minimum} />
      <AutomaticBidForm lotId={lot.lotId} minimum={minimum} onLotState={props.mergeState} />
    </>
  );
}

type Feedback =
  | { kind: 'receipt'; receipt: BidReceipt }
  | { kind: 'error'; text: string; code: string | null };

function BidForm({
  lot,
  listing,
  incrementCents,
  minimum,
  agreementSigned,
  onAgreementSigned,
  mergeState,
}: BidAreaProps) {
  const [amount, setAmount] = useState<{ cents: number | null; display: string }>({
    cents: null,
    display: '',
  });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [signingTerm, setSigningTerm] = useState(false);
  const intent = useRef<{ amountCents: number; key: string } | null>(null);
  // A second click before React re-renders must not send a second bid.
  const inFlight = useRef(false);
  const step = incrementCents && incrementCents > 0 ? incrementCents : defaultIncrementCents(minimum);
  const quick = quickBidAmounts(minimum, step);
  const chosen = amount.cents;
  const total =
    chosen !== null && chosen > 0
      ? totalFromPrice({
          listingType: listing.type,
          priceCents: chosen,
          feeTable: listing.feeTable,
          buyerFeePercentage: listing.buyerFeePercentage,
        })
      : null;
  const needsTerm =
    chosen !== null && needsHighBidAgreement(chosen, listing.highBidThresholdCents) && !agreementSigned;

  const choose = (cents: number) => {
    setAmount({ cents, display: formatBRL(cents) });
    setConfirming(false);
  };

  const send = async () => {
    if (chosen === null || inFlight.current) return;
    inFlight.current = true;
    if (!intent.current || intent.current.amountCents !== chosen) {
      intent.current = { amountCents: chosen, key: newKey() };
    }
    setSending(true);
    setFeedback(null);
    try {
      const receipt = await placeBid(lot.lotId, {
        amountCents: chosen,
        lastSeenBidId: lot.lastBidId,
        idempotencyKey: intent.current.key,
        // Sent only from the confirmation below (the API refuses an unconfirmed large jump).
        confirmHighAmount: confirming,
      });
      intent.current = null;
      mergeState(receipt.lot);
      setFeedback({ kind: 'receipt', receipt });
      setAmount({ cents: null, display: '' });
      setConfirming(false);
    } catch (error) {
      const refusal = await refusalOf(error);
      if (refusal) {
        // A definite answer: the next try is a new intent.
        intent.current = null;
        const fresh = refusal.details?.lot as Parameters<typeof mergeState>[0] | undefined;
        if (fresh) mergeState(fresh);
        setFeedback({ kind: 'error', code: refusal.code, text: refusalText(refusal.code, refusal.message) });
      } else {
        // No answer (network): the same amount retried keeps its key, so it cannot count twice.
        setFeedback({ kind: 'error', code: null, text: refusalText(null, null) });
      }
      // The API judged the jump large against a state this page had not seen yet: ask now.
      setConfirming(refusal?.code === 'BID_CONFIRMATION_REQUIRED');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const submit = () => {
    if (chosen === null) {
      setFeedback({ kind: 'error', code: null, text: 'Informe o valor do lance.' });
      return;
    }
    if (chosen < minimum) {
      setFeedback({ kind: 'error', code: null, text: `O lance mínimo agora é ${formatBRL(minimum)}.` });
      return;
    }
    if (needsAmountConfirmation(chosen, minimum) && !confirming) {
      setConfirming(true);
      return;
    }
    void send();
  };

  return (
    <form
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-labelledby="bid-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="bid-form-heading" className="font-semibold text-ink">
        Dar lance
      </h3>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Lances rápidos</legend>
        {quick.map((cents) => (
          <button
            key={cents}
            type="button"
            onClick={() => choose(cents)}
            className="rounded-full border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 text-sm tabular-nums hover:bg-brand-50"
          >
            {formatBRL(cents)}
          </button>
        ))}
      </fieldset>
      <label className="block text-ink text-sm" htmlFor="bid-amount">
        Valor do lance
      </label>
      <input
        id="bid-amount"
        inputMode="numeric"
        autoComplete="off"
        value={amount.display}
        placeholder={formatBRL(minimum)}
        onChange={(event) => {
          setAmount(maskBRL(event.target.value));
          setConfirming(false);
        }}
        className="h-11 w-full rounded-xl border border-line px-3 text-lg tabular-nums"
        aria-describedby="bid-amount-hint"
      />
      <p id="bid-amount-hint" className="text-muted text-xs">
        Digite os números: os dois últimos são os centavos.
      </p>
      {total ? (
        <dl className="space-y-1 rounded-xl bg-surface p-3 text-sm" aria-label="Total a pagar se arrematar">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Lance</dt>
            <dd className="tabular-nums">{formatBRL(total.priceCents)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Comissão do leiloeiro (5%)</dt>
            <dd className="tabular-nums">{formatBRL(total.commissionCents)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Taxa administrativa</dt>
            <dd className="tabular-nums">{formatBRL(total.administrativeFeeCents)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-line border-t pt-1 font-bold text-ink">
            <dt>Total a pagar</dt>
            <dd className="tabular-nums" data-testid="total-do-lance">
              {formatBRL(total.totalCents)}
            </dd>
          </div>
        </dl>
      ) : null}
      {needsTerm ? (
        <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="text-amber-900">
            Lances a partir de {formatBRL(listing.highBidThresholdCents)} pedem a assinatura do termo de
            lances altos: você declara ter condições de pagar o valor ofertado e conhece as penalidades por
            não pagar.
          </p>
          <button
            type="button"
            disabled={signingTerm}
            className={buttonStyles.secondary}
            onClick={async () => {
              setSigningTerm(true);
              try {
                await signHighBidAgreement();
                onAgreementSigned();
              } catch (error) {
                const refusal = await refusalOf(error);
                setFeedback({
                  kind: 'error',
                  code: refusal?.code ?? null,
                  text: refusalText(refusal?.code ?? null, refusal?.message ?? null),
                });
              } finally {
                setSigningTerm(false);
              }
            }}
          >
            {signingTerm ? 'Assinando…' : 'Li e assino o termo de lances altos'}
          </button>
        </div>
      ) : null}
      {confirming && chosen !== null ? (
        <div
          role="alertdialog"
          aria-labelledby="jump-title"
          aria-describedby="jump-text"
          className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-3"
        >
          <p id="jump-title" className="font-semibold text-red-900">
            Confirme o lance alto
          </p>
          <p id="jump-text" className="text-red-900 text-sm">
            {formatBRL(chosen)} está bem acima do lance mínimo de {formatBRL(minimum)}. Se arrematar, o total
            a pagar será {total ? formatBRL(total.totalCents) : ''}.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={sending}
              onClick={() => void send()}
            >
              {sending ? 'Enviando…' : `Confirmar lance de ${formatBRL(chosen)}`}
            </button>
            <button type="button" className={buttonStyles.ghost} onClick={() => setConfirming(false)}>
              Corrigir valor
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={sending || needsTerm}>
          {sending ? 'Enviando lance…' : chosen !== null ? `Dar lance de ${formatBRL(chosen)}` : 'Dar lance'}
        </button>
      )}
      <div aria-live="assertive" role="status" data-testid="retorno-lance">
        {feedback?.kind === 'receipt' ? (
          <p className="rounded-xl bg-green-50 px-3 py-2 text-green-900 text-sm">
            Lance de {formatBRL(feedback.receipt.bid.amountCents)} registrado (nº{' '}
            {feedback.receipt.bid.sequence}) às {brasiliaBidTime(feedback.receipt.bid.createdAt)} (horário de
            Brasília).
            {feedback.receipt.winning
              ? ' Você está vencendo.'
              : ' Um lance automático de outro licitante o superou.'}
            {` Encerramento: ${brasiliaBidTime(feedback.receipt.lot.scheduledEndAt)}.`}
          </p>
        ) : feedback?.kind === 'error' ? (
          <p
            className="rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm"
            data-code={feedback.code ?? undefined}
          >
            {feedback.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
