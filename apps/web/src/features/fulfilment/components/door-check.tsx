'use client';

import {
  formatCount,
  formatDateTimeLong,
  formatDateTimeRange,
  lotFulfilmentStatusLabels,
  type PickUpCheck,
} from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import { useAuth } from '@/features/auth/client';
import { checkPickUpCode, collectLots } from '../api/fulfilment';
import { lotLabel } from '../lib/delivery';

const card = 'rounded-2xl border border-line bg-white p-4';

/**
 * /vendedor/retiradas/conferir, made for a phone at the door: type the buyer's code, see their username and
 * lots, tick what is handed over and mark it collected (with the time and who).
 */
export function DoorCheck() {
  const auth = useAuth();
  const codeId = useId();
  const { register, handleSubmit, watch } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const code = watch('code');
  const [check, setCheck] = useState<PickUpCheck | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<string | null>(null);
  const lookUp = useMutation((typed: string) => checkPickUpCode(typed), {
    onSuccess: (answer) => {
      setCheck(answer);
      setChosen(new Set(answer.lots.filter((lot) => lot.status === 'PENDING').map((lot) => lot.id)));
    },
    onError: () => setCheck(null),
  });
  const collection = useMutation(
    ({ pickUpCode, lotIds }: { pickUpCode: string; lotIds: string[] }) => collectLots(pickUpCode, lotIds),
    {
      onSuccess: (answer, { lotIds }) => {
        setCheck(answer);
        setChosen(new Set());
        setDone(`Retirada registrada: ${formatCount(lotIds.length, 'lote', 'lotes')}.`);
      },
    },
  );
  const busy = lookUp.pending || collection.pending;
  const error = lookUp.error ?? collection.error;

  if (auth.status === 'signed-out') {
    return (
      <div className="space-y-4">
        <p>Entre com a conta da sua empresa para conferir retiradas.</p>
        <Link
          href={`/auth/entrar?nextUrl=${encodeURIComponent('/vendedor/retiradas/conferir')}`}
          className={buttonStyles.primary}
        >
          Entrar
        </Link>
      </div>
    );
  }

  const submitCode = handleSubmit(async ({ code: typed }) => {
    setDone(null);
    collection.setError(null);
    await lookUp.run(typed);
  });

  async function collect() {
    if (!check) return;
    lookUp.setError(null);
    await collection.run({ pickUpCode: check.code, lotIds: [...chosen] });
  }

  return (
    <div className="space-y-5">
      <form className={`${card} space-y-3`} onSubmit={submitCode}>
        <label htmlFor={codeId} className="block font-semibold">
          Código de retirada
        </label>
        <input
          id={codeId}
          {...register('code', {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              event.target.value = event.target.value.toUpperCase();
            },
            setValueAs: (value: string) => value.toUpperCase(),
          })}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="XXXX-XXXX"
          maxLength={12}
          className="w-full rounded-xl border border-line px-4 py-3 font-mono text-2xl tracking-widest"
        />
        <button
          type="submit"
          disabled={busy || code.trim().length === 0}
          className={`${buttonStyles.primary} w-full`}
        >
          {busy && !check ? <SpinnerIcon className="size-4" /> : null}
          Conferir
        </button>
      </form>

      {error ? (
        <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="rounded-2xl border border-brand-300 bg-brand-50 p-4 text-brand-900">
          {done}
        </p>
      ) : null}

      {check ? (
        <section aria-labelledby="retirada-comprador" className={`${card} space-y-3`}>
          <h2 id="retirada-comprador" className="font-bold text-lg">
            Comprador: <span data-testid="door-buyer">{check.buyerUsername}</span>
          </h2>
          <p className="text-muted text-sm">
            {check.listing.title} · horário agendado{' '}
            {formatDateTimeRange(check.slot.startsAt, check.slot.endsAt)} (horário de Brasília)
          </p>
          <fieldset>
            <legend className="mb-2 font-medium text-sm">Lotes a entregar</legend>
            <ul className="space-y-2">
              {check.lots.map((lot) => (
                <li key={lot.id}>
                  <label className="flex items-start gap-3 rounded-xl border border-line p-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-5"
                      disabled={lot.status !== 'PENDING'}
                      checked={chosen.has(lot.id)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(lot.id);
                        else next.delete(lot.id);
                        setChosen(next);
                      }}
                    />
                    <span className="text-sm">
                      <span className="block font-semibold">{lotLabel(lot)}</span>
                      <span className="block text-muted">
                        {lotFulfilmentStatusLabels[lot.status]}
                        {lot.collectedAt ? ` em ${formatDateTimeLong(lot.collectedAt)}` : ''}
                        {lot.collectedBy ? ` por ${lot.collectedBy}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="button"
            disabled={busy || chosen.size === 0}
            onClick={() => void collect()}
            className={`${buttonStyles.primary} w-full`}
          >
            {busy ? <SpinnerIcon className="size-4" /> : null}
            Marcar como retirado
          </button>
        </section>
      ) : null}
    </div>
  );
}
