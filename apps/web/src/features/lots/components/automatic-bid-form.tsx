'use client';

import {
  type AutomaticBidChangeAnswer,
  formatBRL,
  needsAmountConfirmation,
  type ownAutomaticBidAnswerSchema,
} from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import {
  cancelAutomaticBid,
  type LotStateFields,
  maskBRL,
  ownAutomaticBidPath,
  refusalText,
  setAutomaticBid,
} from '@/features/live';
import { authedFetcherTyped, authedKey } from '@/features/session';

interface AutomaticBidFormProps {
  lotId: string;
  minimum: number;
  onLotState: (fields: LotStateFields) => void;
}

/** Lance automático: set, raise or cancel one's maximum. Only its owner ever sees the maximum. */
export function AutomaticBidForm({ lotId, minimum, onLotState }: AutomaticBidFormProps) {
  const query = useSWR(
    authedKey(ownAutomaticBidPath(lotId)),
    authedFetcherTyped<typeof ownAutomaticBidAnswerSchema>,
  );
  const current = query.data?.automaticBid ?? null;
  const { register, handleSubmit, setValue, reset, watch, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: '' },
  });
  const amount = maskBRL(watch('amount'));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // A maximum far above the minimum asks first, by the same rule as a manual bid.
  const [confirming, setConfirming] = useState(false);

  const change = useMutation(
    ({
      action,
    }: {
      action: () => Promise<AutomaticBidChangeAnswer>;
      done: (answer: AutomaticBidChangeAnswer) => string;
    }) => action(),
    {
      onSuccess: async (answer, { done }) => {
        onLotState(answer.lot);
        await query.mutate({ automaticBid: answer.automaticBid }, { revalidate: false });
        setMessage({ ok: true, text: done(answer) });
        reset();
        setConfirming(false);
      },
      onError: (refusal) => {
        setMessage({ ok: false, text: refusalText(refusal.code ?? null, refusal.message) });
        setConfirming(refusal.code === 'BID_CONFIRMATION_REQUIRED');
      },
    },
  );
  const busy = change.pending;
  const run = (
    action: () => Promise<AutomaticBidChangeAnswer>,
    done: (answer: AutomaticBidChangeAnswer) => string,
  ) => {
    if (busy) return;
    setMessage(null);
    void change.run({ action, done });
  };

  const activate = (maxCents: number, confirmed: boolean) =>
    run(
      () => setAutomaticBid(lotId, maxCents, confirmed),
      (answer) =>
        `Lance automático ativo até ${formatBRL(maxCents)}.${answer.winning ? ' Você está vencendo.' : ''}`,
    );
  const amountError = formState.errors.amount?.message;
  const shown = amountError ? { ok: false, text: amountError } : message;

  return (
    <form
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-labelledby="automatic-heading"
      noValidate
      onSubmit={handleSubmit(({ amount: typed }) => {
        const maxCents = maskBRL(typed).cents;
        if (maxCents === null) return;
        if (needsAmountConfirmation(maxCents, minimum) && !confirming) {
          setConfirming(true);
          return;
        }
        activate(maxCents, confirming);
      })}
    >
      <h3 id="automatic-heading" className="font-semibold text-ink">
        Lance automático
      </h3>
      <p className="text-muted text-sm">
        Informe o máximo que aceita pagar pelo lote (sem comissão e taxa). Sempre que alguém superar seu
        lance, cobrimos com o mínimo necessário até esse limite. Ninguém além de você vê o seu máximo.
      </p>
      {current ? (
        <p className="text-ink text-sm" data-testid="automatico-atual">
          Seu máximo: <strong className="tabular-nums">{formatBRL(current.maxCents)}</strong>
        </p>
      ) : null}
      <label htmlFor="automatic-amount" className="block text-ink text-sm">
        {current ? 'Novo valor máximo' : 'Valor máximo'}
      </label>
      <input
        id="automatic-amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder={formatBRL(Math.max(minimum, current?.maxCents ?? 0))}
        aria-invalid={amountError ? true : undefined}
        {...register('amount', {
          validate: (typed) => maskBRL(typed).cents !== null || 'Informe o valor máximo.',
          onChange: (event: { target: { value: string } }) => {
            setValue('amount', maskBRL(event.target.value).display);
            setConfirming(false);
          },
        })}
        className="h-11 w-full rounded-xl border border-line px-3 tabular-nums"
      />
      {confirming && amount.cents !== null ? (
        <div
          role="alertdialog"
          aria-labelledby="automatic-jump-title"
          aria-describedby="automatic-jump-text"
          className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-3"
        >
          <p id="automatic-jump-title" className="font-semibold text-red-900">
            Confirme o valor máximo alto
          </p>
          <p id="automatic-jump-text" className="text-red-900 text-sm">
            {formatBRL(amount.cents)} está bem acima do lance mínimo de {formatBRL(minimum)}. O sistema poderá
            dar lances por você até esse valor.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.secondary} disabled={busy}>
          {confirming && amount.cents !== null
            ? `Confirmar máximo de ${formatBRL(amount.cents)}`
            : current
              ? 'Aumentar máximo'
              : 'Ativar lance automático'}
        </button>
        {current ? (
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={busy}
            onClick={() =>
              run(
                () => cancelAutomaticBid(lotId),
                () => 'Lance automático cancelado.',
              )
            }
          >
            Cancelar lance automático
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {shown ? (
          <p className={`text-sm ${shown.ok ? 'text-green-800' : 'text-red-800'}`}>{shown.text}</p>
        ) : null}
      </div>
    </form>
  );
}
