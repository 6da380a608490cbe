'use client';

import { listingCheckoutPath } from '@circula/domain';
import { useId, useState } from 'react';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { unitsText } from '../lib/units';

/**
 * The lot page's "Comprar agora" for a direct sale: a quantity within the units left (none to choose when
 * one is left) and the way to the checkout; a sold-out lot says "Esgotado" instead.
 */
export function BuyNowBox({
  lotId,
  availableQuantity,
  soldOut,
}: {
  lotId: string;
  availableQuantity: number;
  soldOut: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const inputId = useId();
  if (soldOut || availableQuantity <= 0) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-4" data-testid="esgotado">
        <p className="font-bold text-lg text-red-900">Esgotado</p>
        <p className="mt-1 text-red-900 text-sm">
          Todas as unidades deste lote foram vendidas. Se uma compra não for paga no prazo, as unidades voltam
          à venda.
        </p>
      </div>
    );
  }
  if (availableQuantity === 1) {
    // One unit: nothing to choose.
    return (
      <div className="space-y-3 rounded-2xl border border-line p-4">
        <p className="text-ink text-sm" data-testid="disponivel">
          Última unidade disponível
        </p>
        <Link href={listingCheckoutPath(lotId, 1)} className={`${buttonStyles.primary} h-11`}>
          Comprar agora
        </Link>
      </div>
    );
  }
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= availableQuantity;
  return (
    <div className="space-y-3 rounded-2xl border border-line p-4">
      <p className="text-ink text-sm" data-testid="disponivel">
        {unitsText(availableQuantity)} disponíveis
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="block font-semibold text-ink text-sm">
            Quantidade
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={availableQuantity}
            step={1}
            value={Number.isNaN(quantity) ? '' : quantity}
            onChange={(event) => setQuantity(event.target.valueAsNumber)}
            className="mt-1 h-11 w-24 rounded-xl border border-line px-3 text-ink tabular-nums"
            aria-describedby={`${inputId}-hint`}
          />
        </div>
        {valid ? (
          <Link href={listingCheckoutPath(lotId, quantity)} className={`${buttonStyles.primary} h-11`}>
            Comprar agora
          </Link>
        ) : (
          <span aria-disabled="true" className={`${buttonStyles.primary} h-11 cursor-not-allowed opacity-50`}>
            Comprar agora
          </span>
        )}
      </div>
      <p id={`${inputId}-hint`} className={valid ? 'text-muted text-xs' : 'text-red-800 text-xs'}>
        {valid
          ? `De 1 a ${availableQuantity}.`
          : `Escolha uma quantidade inteira de 1 a ${availableQuantity}.`}
      </p>
    </div>
  );
}
