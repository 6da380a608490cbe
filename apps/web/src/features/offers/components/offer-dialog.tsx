'use client';

import {
  formatBRL,
  type MakeOfferInput,
  makeOfferSchema,
  type OfferTerms,
  offerMessageMaxLength,
} from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { AppDialog, DialogClose } from '@/components/ui/dialog';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { makeOffer } from '../api/offers';
import { readOfferPrice } from '../lib';
import '@/components/ui/zod-messages';

interface OfferFields {
  price: string;
  message: string;
}

/**
 * The offer dialog: a price below the asking price (from half of it) and an optional message. Loaded by the
 * lot page's offer button on its first click (./make-offer-button.tsx), so it opens at once and, from then
 * on, is opened by its own button, which takes the place of the button that loaded it.
 */
export function OfferDialog({
  lotId,
  lotTitle,
  terms,
}: {
  lotId: string;
  lotTitle: string;
  terms: OfferTerms;
}) {
  const asking = terms.askingUnitPriceCents!;
  const [open, setOpen] = useState(true);
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
