'use client';

import {
  formatBRL,
  makeOfferSchema,
  type OfferTerms,
  offerMessageMaxLength,
  offerTermsSchema,
} from '@circula/domain';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { CloseIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { useAuth } from '@/features/auth/client';
import { apiFetcherOf } from '@/lib/http/api';
import { makeOffer, offerTermsPath } from '../api/offers';
import { readOfferPrice } from '../lib';

const fetchOfferTerms = apiFetcherOf(offerTermsSchema);

const fieldStyle = 'mt-1 w-full rounded-xl border border-line px-3 py-2 text-ink';

/**
 * "Fazer oferta" on a direct-sale lot whose Event takes offers: a price below the asking price (from half
 * of it) and an optional message. Shown only when the API says the lot takes offers now.
 */
export function MakeOfferButton({ lotId, lotTitle }: { lotId: string; lotTitle: string }) {
  const { data: terms } = useSWR(offerTermsPath(lotId), fetchOfferTerms);
  const auth = useAuth();
  if (!terms?.acceptsOffers || terms.askingUnitPriceCents === null) return null;
  if (auth.status !== 'signed-in') {
    return (
      <Link
        href={`/auth/entrar?nextUrl=${encodeURIComponent(`/lotes/${lotId}`)}`}
        className={`${buttonStyles.secondary} w-full`}
      >
        Entre para fazer uma oferta
      </Link>
    );
  }
  return <OfferDialog lotId={lotId} lotTitle={lotTitle} terms={terms} />;
}

function OfferDialog({ lotId, lotTitle, terms }: { lotId: string; lotTitle: string; terms: OfferTerms }) {
  const asking = terms.askingUnitPriceCents!;
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const priceId = useId();
  const messageId = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    const read = readOfferPrice(price, asking);
    const parsed = makeOfferSchema.safeParse({
      unitPriceCents: 'cents' in read ? read.cents : 1,
      message,
    });
    setPriceError('error' in read ? read.error : null);
    const messageIssue = parsed.success
      ? null
      : (parsed.error.issues.find((issue) => issue.path[0] === 'message')?.message ?? null);
    setMessageError(messageIssue);
    if ('error' in read || !parsed.success) return;
    setSending(true);
    try {
      await makeOffer(lotId, { unitPriceCents: read.cents, message: parsed.data.message });
      setSent(true);
      toast.success('Oferta enviada ao vendedor');
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message ? caught.message : 'Não foi possível enviar a oferta.',
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSent(false);
      }}
    >
      <Dialog.Trigger className={`${buttonStyles.secondary} w-full`}>Fazer oferta</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-bold text-ink text-xl">Fazer oferta</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted text-sm">
            {lotTitle}: preço pedido {formatBRL(asking)}
            {terms.quantity > 1
              ? ` por unidade; a oferta vale para as ${terms.quantity} unidades do lote`
              : ''}
            . Ofertas a partir de {formatBRL(terms.minimumUnitPriceCents ?? 0)}. O vendedor responde em até{' '}
            {terms.expiryHours} horas; se ele aceitar, o pagamento fica disponível em Minhas compras.
          </Dialog.Description>
          {sent ? (
            <div className="mt-5 space-y-3" role="status">
              <p className="font-semibold text-ink">
                Oferta enviada! Avisaremos você por e-mail quando o vendedor responder.
              </p>
              <Link
                href="/conta/ofertas"
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                Acompanhar em Minhas ofertas
              </Link>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label="Fazer oferta">
              <div>
                <label htmlFor={priceId} className="font-medium text-ink text-sm">
                  Sua oferta (R${terms.quantity > 1 ? ' por unidade' : ''})
                </label>
                <input
                  id={priceId}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  value={price}
                  onChange={(event) => setPrice(event.target.value)}
                  aria-invalid={priceError ? true : undefined}
                  aria-describedby={priceError ? `${priceId}-erro` : undefined}
                  className={fieldStyle}
                />
                {priceError ? (
                  <p id={`${priceId}-erro`} className="mt-1 text-red-700 text-sm">
                    {priceError}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor={messageId} className="font-medium text-ink text-sm">
                  Mensagem ao vendedor (opcional)
                </label>
                <textarea
                  id={messageId}
                  rows={3}
                  maxLength={offerMessageMaxLength + 50}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={messageError ? `${messageId}-erro` : undefined}
                  className={fieldStyle}
                />
                {messageError ? (
                  <p id={`${messageId}-erro`} className="mt-1 text-red-700 text-sm">
                    {messageError}
                  </p>
                ) : null}
              </div>
              {error ? (
                <p role="alert" className="text-red-700 text-sm">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close className={buttonStyles.ghost} type="button">
                  Cancelar
                </Dialog.Close>
                <button type="submit" className={buttonStyles.primary} disabled={sending}>
                  {sending ? 'Enviando…' : 'Enviar oferta'}
                </button>
              </div>
            </form>
          )}
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-1 text-muted hover:bg-surface"
            aria-label="Fechar"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
