'use client';

import {
  acceptBuyersModeLabels,
  checkOutTypeLabels,
  completeSignUpPath,
  DIRECT_SALE_MAX_QUANTITY,
  formatBRL,
  formatCount,
  listingCheckoutPath,
} from '@circula/domain';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { useAccount } from '@/features/buyer-application';
import { useAccessToken } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import { failureText } from '@/lib/http/failure-text';
import {
  availableQuantityOf,
  confirmListingCheckout,
  fetchListingCheckoutReview,
} from '../api/listing-checkouts';
import { unitsText } from '../lib/units';

const card = 'rounded-2xl border border-line bg-white p-5';
const linkStyle = 'font-semibold text-brand-800 underline underline-offset-2';

const lotHref = (lotId: string) => `/lotes/${lotId}`;
const newClientKey = () => crypto.randomUUID().replaceAll('-', '');

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section role="alert" className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-ink">
      <h2 className="font-bold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** What a refused review or confirmation means for the buyer, with the one next step to take. */
function NextStep({
  error,
  lotId,
  quantity,
  available,
  onQuantity,
}: {
  error: unknown;
  lotId: string;
  quantity: number;
  available: number | null;
  onQuantity: (quantity: number) => void;
}) {
  const { status } = useAccount();
  const here = listingCheckoutPath(lotId, quantity);
  const code = isHttpError(error) ? error.code : undefined;
  const message = failureText(error);
  const back = (
    <Link href={lotHref(lotId)} className={linkStyle}>
      Voltar ao lote
    </Link>
  );
  switch (code) {
    case 'NOT_A_BUYER':
    case 'BUYER_NOT_VERIFIED':
      return (
        <Notice title="Verifique sua conta para comprar">
          <p>{message}</p>
          <Link
            href={`${status?.verifyLink ?? '/auth/verificar-conta'}?${new URLSearchParams({ nextUrl: here })}`}
            className={buttonStyles.primary}
          >
            Verificar minha conta
          </Link>
        </Notice>
      );
    case 'DECLARATIONS_REQUIRED':
      return (
        <Notice title="Conclua seu cadastro">
          <p>{message}</p>
          <Link
            href={`${completeSignUpPath}?${new URLSearchParams({ nextUrl: here })}`}
            className={buttonStyles.primary}
          >
            Concluir cadastro
          </Link>
        </Notice>
      );
    case 'BUYER_BLOCKED':
      return (
        <Notice title="Conta bloqueada">
          <p>{message}</p>
          <Link href="/suporte#contato" className={buttonStyles.primary}>
            Falar com o atendimento
          </Link>
        </Notice>
      );
    case 'INSUFFICIENT_STOCK':
      return (
        <Notice title={available === 0 ? 'Esgotado' : 'Estoque insuficiente'}>
          <p data-testid="estoque-restante">{message}</p>
          {available !== null && available > 0 ? (
            <button type="button" className={buttonStyles.primary} onClick={() => onQuantity(available)}>
              Comprar {unitsText(available)}
            </button>
          ) : (
            back
          )}
        </Notice>
      );
    case 'DIRECT_SALE_UNPAID_LIMIT':
      return (
        <Notice title="Compras aguardando pagamento">
          <p>{message}</p>
          <Link href="/conta#conta-compras" className={buttonStyles.primary}>
            Ver Minhas compras
          </Link>
        </Notice>
      );
    default:
      return (
        <Notice title="Não foi possível continuar a compra">
          <p>{message}</p>
          {back}
        </Notice>
      );
  }
}

function QuantityField({
  quantity,
  max,
  onChange,
}: {
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const { register, handleSubmit, reset, watch } = useForm<{ draft: string }>({
    defaultValues: { draft: String(quantity) },
  });
  useEffect(() => reset({ draft: String(quantity) }), [quantity, reset]);
  const isValid = (draft: string) => {
    const value = Number(draft);
    return Number.isInteger(value) && value >= 1 && value <= max;
  };
  const value = Number(watch('draft'));
  const valid = isValid(watch('draft'));
  if (max === 1 && quantity === 1) {
    return <p className="text-ink text-sm">Quantidade: 1 (a última unidade à venda)</p>;
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={handleSubmit(({ draft }) => onChange(Number(draft)))}
    >
      <div>
        <label htmlFor={id} className="block font-semibold text-ink text-sm">
          Quantidade
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          {...register('draft', { validate: isValid })}
          className="mt-1 h-11 w-24 rounded-xl border border-line px-3 tabular-nums"
        />
      </div>
      <button
        type="submit"
        className={`${buttonStyles.secondary} h-11`}
        disabled={!valid || value === quantity}
      >
        Atualizar
      </button>
      <p className={`w-full text-xs ${valid ? 'text-muted' : 'text-red-800'}`}>
        {valid
          ? `De 1 a ${max} (${unitsText(max)} à venda).`
          : `Escolha uma quantidade inteira de 1 a ${max}.`}
      </p>
    </form>
  );
}

/**
 * /listing-checkouts/{lotId}?quantidade=N: the review of a "Comprar agora" purchase (item, quantity, the
 * domain's breakdown, the Event's terms) and its confirmation, which leads to the purchase's page in
 * Minhas compras to pay by PIX.
 */
export function ListingCheckoutPage({ lotId, initialQuantity }: { lotId: string; initialQuantity: number }) {
  const session = useAccessToken();
  const router = useRouter();
  const [quantity, setQuantity] = useState(initialQuantity);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const [available, setAvailable] = useState<number | null>(null);
  const termsId = useId();
  const signedIn = session.status === 'signed-in';
  const review = useSWR(
    signedIn ? (['listing-checkout', lotId, quantity] as const) : null,
    fetchListingCheckoutReview,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const error = confirmError ?? review.error;
  useEffect(() => {
    let live = true;
    void availableQuantityOf(error).then((units) => {
      if (live) setAvailable(units);
    });
    return () => {
      live = false;
    };
  }, [error]);

  function changeQuantity(next: number) {
    setQuantity(next);
    setClientKey(newClientKey());
    setConfirmError(null);
    router.replace(listingCheckoutPath(lotId, next), { scroll: false });
  }

  async function confirm() {
    if (sending || !review.data) return;
    setSending(true);
    setConfirmError(null);
    try {
      const done = await confirmListingCheckout({ lotId, quantity, clientKey, acceptTerms: true });
      router.push(`/conta/compras/${done.paymentIntentId}`);
    } catch (failure) {
      setConfirmError(failure);
      setSending(false);
      void review.mutate();
    }
  }

  if (session.status === 'loading') return <p className="text-muted">Carregando sua conta…</p>;
  if (!signedIn) {
    return (
      <Notice title="Entre para comprar">
        <p>Para comprar este lote, entre na sua conta (ou crie uma, é grátis).</p>
        <Link
          href={`/auth/entrar?${new URLSearchParams({ nextUrl: listingCheckoutPath(lotId, quantity) })}`}
          className={buttonStyles.primary}
        >
          Entrar
        </Link>
      </Notice>
    );
  }
  if (review.isLoading && !review.data) return <p className="text-muted">Preparando sua compra…</p>;
  const data = review.data;
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-ink">Revise sua compra</h1>
      {error ? (
        <NextStep
          error={error}
          lotId={lotId}
          quantity={quantity}
          available={available}
          onQuantity={changeQuantity}
        />
      ) : null}
      {data && !review.error ? (
        <>
          <section aria-labelledby="item-heading" className={card}>
            <h2 id="item-heading" className="mb-3 font-semibold text-lg">
              Item
            </h2>
            <p className="font-semibold text-ink">
              <Link href={lotHref(data.lot.id)} className={linkStyle}>
                Lote {data.lot.number} — {data.lot.title}
              </Link>
            </p>
            <p className="mt-1 text-muted text-sm">
              {data.listing.title} · vendido por {data.listing.sellerName} · {data.listing.city} -{' '}
              {data.listing.state}
            </p>
            <p className="mt-1 text-ink text-sm">Preço por unidade: {formatBRL(data.lot.unitPriceCents)}</p>
            <div className="mt-4">
              <QuantityField
                quantity={quantity}
                max={Math.min(DIRECT_SALE_MAX_QUANTITY, data.lot.availableQuantity)}
                onChange={changeQuantity}
              />
            </div>
          </section>
          <section aria-labelledby="values-heading" className={card}>
            <h2 id="values-heading" className="mb-3 font-semibold text-lg">
              Valores
            </h2>
            <dl className="space-y-1.5" data-testid="resumo-valores">
              {data.lines.map((line) => (
                <div key={`${line.kind}-${line.lotId}`} className="flex justify-between gap-4 text-sm">
                  <dt>
                    {line.label}
                    {line.kind === 'PRICE' && data.quantity > 1 ? ` (${unitsText(data.quantity)})` : ''}
                  </dt>
                  <dd className="tabular-nums">{formatBRL(line.amountCents)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-line border-t pt-2 font-bold text-ink">
                <dt>Total a pagar</dt>
                <dd className="tabular-nums" data-testid="total">
                  {formatBRL(data.totalCents)}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="terms-heading" className={card}>
            <h2 id="terms-heading" className="mb-3 font-semibold text-lg">
              Condições do evento
            </h2>
            <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink">
              <li>Entrega: {checkOutTypeLabels[data.listing.checkOutType]}.</li>
              {data.listing.pickUpConditions ? <li>Retirada: {data.listing.pickUpConditions}</li> : null}
              {data.listing.inspectionConditions ? (
                <li>Visitação: {data.listing.inspectionConditions}</li>
              ) : null}
              <li>Compradores aceitos: {acceptBuyersModeLabels[data.listing.acceptBuyersMode]}.</li>
              <li>
                Pagamento por PIX ou depósito em até{' '}
                {formatCount(data.listing.paymentDeadlineBusinessDays, 'dia útil', 'dias úteis')}; as unidades
                ficam reservadas para você até lá e voltam à venda se o pagamento não for feito.
              </li>
            </ul>
            <p className="mt-3 text-sm">
              <Link href={`/eventos/${data.listing.slug}`} className={linkStyle}>
                Ver o evento e todas as condições
              </Link>{' '}
              ·{' '}
              <Link href="/termos" className={linkStyle}>
                Termos de uso
              </Link>
            </p>
            <div className="mt-4 flex items-start gap-2">
              <input
                id={termsId}
                type="checkbox"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                className="mt-1 size-4"
              />
              <label htmlFor={termsId} className="text-ink text-sm">
                Li e aceito as condições deste evento e os Termos de uso.
              </label>
            </div>
          </section>
          <button
            type="button"
            className={`${buttonStyles.primary} w-full sm:w-auto`}
            disabled={!accepted || sending}
            onClick={() => void confirm()}
          >
            {sending ? <SpinnerIcon className="mr-2 size-4 animate-spin" /> : null}
            Confirmar compra de {formatBRL(data.totalCents)}
          </button>
        </>
      ) : null}
    </div>
  );
}
