'use client';

import {
  formatBRL,
  type MakeOfferInput,
  makeOfferSchema,
  type OfferTerms,
  offerMessageMaxLength,
  offerTermsSchema,
} from '@circula/domain';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { AppDialog, DialogClose } from '@/components/ui/dialog';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { useAuth } from '@/features/auth/client';
import { apiFetcherOf } from '@/lib/http/api';
import { makeOffer, offerTermsPath } from '../api/offers';
import { readOfferPrice } from '../lib';
import '@/components/ui/zod-messages';

const fetchOfferTerms = apiFetcherOf(offerTermsSchema);

interface OfferFields {
  price: string;
  message: string;
}

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
  const [sent, setSent] = useState(false);
  const form = useForm<OfferFields>({ defaultValues: { price: '', message: '' } });
  const { errors } = form.formState;
  const mutation = useMutation((input: MakeOfferInput) => makeOffer(lotId, input), {
    success: 'Oferta enviada ao vendedor',
    fallback: 'Não foi possível enviar a oferta.',
    setError: form.setError,
    fields: ['message'],
    paths: { unitPriceCents: 'price' },
    onSuccess: () => setSent(true),
  });
  const submit = form.handleSubmit(async ({ price, message }) => {
    const read = readOfferPrice(price, asking);
    const parsed = makeOfferSchema.safeParse({ unitPriceCents: 'cents' in read ? read.cents : 1, message });
    if ('cents' in read && parsed.success) {
      await mutation.run({ unitPriceCents: read.cents, message: parsed.data.message });
    }
  });
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSent(false);
          form.reset();
        }
      }}
      size="lg"
      trigger={
        <button type="button" className={`${buttonStyles.secondary} w-full`}>
          Fazer oferta
        </button>
      }
      title="Fazer oferta"
      description={
        <>
          {lotTitle}: preço pedido {formatBRL(asking)}
          {terms.quantity > 1 ? ` por unidade; a oferta vale para as ${terms.quantity} unidades do lote` : ''}
          . Ofertas a partir de {formatBRL(terms.minimumUnitPriceCents ?? 0)}. O vendedor responde em até{' '}
          {terms.expiryHours} horas; se ele aceitar, o pagamento fica disponível em Minhas compras.
        </>
      }
    >
      {sent ? (
        <div className="mt-5 space-y-3" role="status">
          <p className="font-semibold text-ink">
            Oferta enviada! Avisaremos você por e-mail quando o vendedor responder.
          </p>
          <Link href="/conta/ofertas" className="font-semibold text-brand-800 underline underline-offset-2">
            Acompanhar em Minhas ofertas
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label="Fazer oferta">
          <TextField
            label={`Sua oferta (R$${terms.quantity > 1 ? ' por unidade' : ''})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            error={errors.price?.message}
            {...form.register('price', {
              validate: (value) => {
                const read = readOfferPrice(value, asking);
                return 'error' in read ? read.error : true;
              },
            })}
          />
          <TextAreaField
            label="Mensagem ao vendedor (opcional)"
            rows={3}
            maxLength={offerMessageMaxLength + 50}
            error={errors.message?.message}
            {...form.register('message', {
              validate: (value) => {
                const parsed = makeOfferSchema.shape.message.safeParse(value);
                return parsed.success || (parsed.error.issues[0]?.message ?? true);
              },
            })}
          />
          <FormAlert>{mutation.error}</FormAlert>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose className={buttonStyles.ghost} type="button">
              Cancelar
            </DialogClose>
            <button type="submit" className={buttonStyles.primary} disabled={mutation.pending}>
              {mutation.pending ? 'Enviando…' : 'Enviar oferta'}
            </button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
