'use client';

import { formatBRL } from '@circula/domain';
import { buttonStyles } from '@/components/ui/button';
import { AppDialog, DialogClose } from '@/components/ui/dialog';

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
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      alert
      title="Aceitar a venda abaixo da reserva?"
      descriptionAsChild
      description={
        <div className="mt-3 space-y-2 text-sm">
          <p>
            {lotLabel}: o maior lance é <strong>{formatBRL(amountCents)}</strong>
            {versus ? <>, {versus}</> : null}.
          </p>
          <p>
            Ao aceitar, o lote é vendido a {buyerUsername} por {formatBRL(amountCents)} e o comprador recebe
            as instruções de pagamento. A resposta não pode ser desfeita.
          </p>
        </div>
      }
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonStyles.ghost} disabled={sending}>
          Cancelar
        </DialogClose>
        <button type="button" className={buttonStyles.primary} disabled={sending} onClick={onConfirm}>
          {sending ? 'Enviando…' : `Confirmar venda por ${formatBRL(amountCents)}`}
        </button>
      </div>
    </AppDialog>
  );
}
