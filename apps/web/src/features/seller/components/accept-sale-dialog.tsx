'use client';

import { formatBRL } from '@circula/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '@/components/ui/button';

/** How far below the reserve a winning bid is, in words: "50% do preço de reserva (R$ 500,00 abaixo)". */
export function amountVersusReserve(amountCents: number, reserveCents: number | null): string | null {
  if (reserveCents === null || reserveCents <= 0) return null;
  const percent = Math.floor((amountCents * 100) / reserveCents);
  const below = reserveCents - amountCents;
  if (below <= 0) return `${percent}% do preço de reserva de ${formatBRL(reserveCents)}`;
  return `${percent}% do preço de reserva de ${formatBRL(reserveCents)} (${formatBRL(below)} abaixo)`;
}

/**
 * Accepting a conditional sale sells the lot below its reserve and cannot be undone: the seller confirms
 * after reading the amount against the reserve.
 */
export function AcceptSaleDialog({
  open,
  onOpenChange,
  lotLabel,
  buyerUsername,
  amountCents,
  reserveCents,
  sending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lotLabel: string;
  buyerUsername: string;
  amountCents: number;
  reserveCents: number | null;
  sending: boolean;
  onConfirm: () => void;
}) {
  const versus = amountVersusReserve(amountCents, reserveCents);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg">Aceitar a venda abaixo da reserva?</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-sm">
              <p>
                {lotLabel}: o maior lance é <strong>{formatBRL(amountCents)}</strong>
                {versus ? <>, {versus}</> : null}.
              </p>
              <p>
                Ao aceitar, o lote é vendido a {buyerUsername} por {formatBRL(amountCents)} e o comprador
                recebe as instruções de pagamento. A resposta não pode ser desfeita.
              </p>
            </div>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonStyles.ghost} disabled={sending}>
              Cancelar
            </Dialog.Close>
            <button type="button" className={buttonStyles.primary} disabled={sending} onClick={onConfirm}>
              {sending ? 'Enviando…' : `Confirmar venda por ${formatBRL(amountCents)}`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
