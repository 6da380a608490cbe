'use client';

import { formatCount, pendingIntentListingsSchema } from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedKey } from '@/features/session';
import { createListingIntents, type PendingIntentListing, pendingIntentListingsPath } from '../api/payments';
import { canAct } from '../lib/access';
import { useStaffAccess } from './staff-access';

export const createdChargesMessage = (created: number) =>
  created === 0
    ? 'Nenhuma cobrança nova: os lotes deste evento já tinham cobrança.'
    : created === 1
      ? '1 cobrança gerada'
      : `${created} cobranças geradas`;

const lotsLabel = (count: number) => formatCount(count, 'lote aprovado', 'lotes aprovados');

const failureMessage = 'Não foi possível gerar as cobranças. Tente novamente.';

/** One Event: "Gerar cobranças" asks for confirmation and only "Confirmar" reaches the API. */
function PendingChargesRow({
  item,
  mayAct,
  generate,
}: {
  item: PendingIntentListing;
  mayAct: boolean;
  generate: (listingId: string) => Promise<number>;
}) {
  const [confirming, setConfirming] = useState(false);
  const { handleSubmit } = useForm();
  const charges = useMutation((listingId: string) => generate(listingId), {
    success: (created) => createdChargesMessage(created),
    fallback: failureMessage,
    onSuccess: () => setConfirming(false),
    onError: (refusal) => toast.error(refusal.message),
  });
  const { error, pending: busy } = charges;
  const setError = charges.setError;

  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>
          <Link href={`/eventos/${item.slug}`} className="font-medium underline underline-offset-2">
            {item.title}
          </Link>
          <span className="ml-2 text-muted text-sm">
            {lotsLabel(item.closingsWithoutIntent)} sem cobrança
          </span>
        </span>
        {mayAct && !confirming ? (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => {
              setConfirming(true);
              setError(null);
            }}
          >
            Gerar cobranças
          </button>
        ) : null}
      </div>
      {confirming ? (
        <form
          className="space-y-2 rounded-xl border border-line bg-slate-50 p-4"
          aria-label={`Gerar cobranças de ${item.title}`}
          onSubmit={handleSubmit(() => charges.run(item.listingId))}
        >
          <p className="font-medium">
            Gerar as cobranças de {lotsLabel(item.closingsWithoutIntent)} de “{item.title}”? Os compradores
            serão avisados por e-mail.
          </p>
          {error ? (
            <p role="alert" className="font-medium text-red-700 text-sm">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {busy ? <SpinnerIcon className="size-4" /> : null}
              Confirmar
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Voltar
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

export function PendingChargesList({
  items,
  mayAct,
  generate,
}: {
  items: PendingIntentListing[];
  mayAct: boolean;
  generate: (listingId: string) => Promise<number>;
}) {
  if (items.length === 0) {
    return <p className="text-muted text-sm">Nenhum evento com lotes aprovados aguardando cobrança.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <PendingChargesRow key={item.listingId} item={item} mayAct={mayAct} generate={generate} />
      ))}
    </ul>
  );
}

/**
 * Events whose payment intents are not created automatically (OFF): FINANCE sees those with approved lots
 * still to charge and, at the action level, creates their intents.
 */
export function PendingChargesPanel() {
  const access = useStaffAccess();
  const { data, error, mutate } = useSWR(
    authedKey(pendingIntentListingsPath),
    authedFetcherOf(pendingIntentListingsSchema),
  );
  const { mutate: mutateAll } = useSWRConfig();
  async function generate(listingId: string) {
    const { created } = await createListingIntents(listingId);
    await mutate();
    // The queue above lists the new intents too (status "Aguardando pagamento").
    await mutateAll(
      (key) =>
        Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith('backoffice/payment-intents?'),
    );
    return created;
  }
  return (
    <section aria-labelledby="gerar-cobrancas" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="gerar-cobrancas" className="font-semibold text-lg">
        Gerar cobranças de um evento
      </h2>
      <p className="mb-2 text-muted text-sm">Eventos sem criação automática de cobranças.</p>
      {error && !data ? <p role="alert">Não foi possível carregar os eventos.</p> : null}
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <PendingChargesList
          items={data.items}
          mayAct={canAct(access, 'CIRCULA_FINANCE')}
          generate={generate}
        />
      ) : null}
    </section>
  );
}
