'use client';

import {
  defaultIncrementCents,
  formatBRL,
  formatDayMonthTimeSeconds,
  needsAmountConfirmation,
  needsHighBidAgreement,
  totalFromPrice,
} from '@circula/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button';
import {
  type BidReceipt,
  maskBRL,
  placeBid,
  quickBidAmounts,
  refusalOf,
  refusalText,
  signHighBidAgreement,
} from '@/features/live';
import type { BidAreaProps } from '../lib/live-lot-props';
import { AutomaticBidForm } from './automatic-bid-form';

function newKey(): string {
  return crypto.randomUUID();
}

/** The enrolled buyer's two ways to bid: one bid now, or a maximum the system bids up to. */
export function BidForms(props: BidAreaProps) {
  return (
    <>
      <BidForm {...props} />
      <AutomaticBidForm lotId={props.lot.lotId} minimum={props.minimum} onLotState={props.mergeState} />
    </>
  );
}

type Feedback =
  | { kind: 'receipt'; receipt: BidReceipt }
  | { kind: 'error'; text: string; code: string | null };

export function BidForm({
  lot,
  listing,
  incrementCents,
  minimum,
  agreementSigned,
  onAgreementSigned,
  mergeState,
}: BidAreaProps) {
  const { register, handleSubmit, setValue, reset, watch, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: '' },
  });
  const amount = maskBRL(watch('amount'));
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
    setValue('amount', formatBRL(cents), { shouldValidate: formState.isSubmitted });
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
      reset();
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

  /** The amount's checks before anything is sent: one typed, and not below the minimum seen now. */
  const checkAmount = (typed: string) => {
    const cents = maskBRL(typed).cents;
    if (cents === null) return 'Informe o valor do lance.';
    if (cents < minimum) return `O lance mínimo agora é ${formatBRL(minimum)}.`;
    return true;
  };

  const submit = handleSubmit(({ amount: typed }) => {
    const cents = maskBRL(typed).cents;
    if (cents === null) return;
    if (needsAmountConfirmation(cents, minimum) && !confirming) {
      setConfirming(true);
      return;
    }
    void send();
  });

  // A refused amount replaces the last answer in the same place.
  const amountError = formState.errors.amount?.message;
  const shown: Feedback | null = amountError ? { kind: 'error', code: null, text: amountError } : feedback;

  return (
    <form
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-labelledby="bid-form-heading"
      noValidate
      onSubmit={submit}
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
        placeholder={formatBRL(minimum)}
        {...register('amount', {
          validate: checkAmount,
          onChange: (event: { target: { value: string } }) => {
            setValue('amount', maskBRL(event.target.value).display);
            setConfirming(false);
          },
        })}
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
        {shown?.kind === 'receipt' ? (
          <p className="rounded-xl bg-green-50 px-3 py-2 text-green-900 text-sm">
            Lance de {formatBRL(shown.receipt.bid.amountCents)} registrado (nº {shown.receipt.bid.sequence})
            às {formatDayMonthTimeSeconds(shown.receipt.bid.createdAt)} (horário de Brasília).
            {/* The standing and the end time live in the panel's status, which follows the lot. */}
            {shown.receipt.winning ? '' : ' Um lance automático de outro licitante o superou.'}
          </p>
        ) : shown?.kind === 'error' ? (
          <p
            className="rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm"
            data-code={shown.code ?? undefined}
          >
            {shown.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
