'use client';

import {
  type BuyerFulfilment,
  formatDateTimeLong,
  type LotFulfilment,
  lotFulfilmentStatusLabels,
  titleTransferStepLabels,
} from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureText } from '@/lib/http/failure-text';
import {
  bookSlot,
  cancelBooking,
  confirmGoodsReceived,
  rescheduleBooking,
  uploadBuyerTransferDocuments,
} from '../api/fulfilment';
import { lotLabel } from '../lib/delivery';
import { BookingCard } from './booking-card';
import { SlotPicker } from './slot-picker';

/**
 * When the goods reached the buyer (decision 168): recorded by the collection at the door, or confirmed
 * here by the buyer. A direct sale's 7-day withdrawal counts from it.
 */
export function ReceivedLine({
  buyerId,
  lot,
  onChanged,
}: {
  buyerId: string;
  lot: LotFulfilment;
  onChanged: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  if (lot.receivedAt)
    return (
      <p className="w-full text-muted text-sm" data-testid="lot-received">
        Recebido em <time dateTime={lot.receivedAt}>{formatDateTimeLong(lot.receivedAt)}</time>
        {lot.receivedSource === 'BUYER_CONFIRMATION' ? ' (confirmado por você)' : ''}
      </p>
    );
  return (
    <button
      type="button"
      className="font-semibold text-brand-800 text-sm underline underline-offset-2"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await confirmGoodsReceived(buyerId, lot.id);
          await onChanged();
          toast.success('Recebimento confirmado');
        } catch (error) {
          toast.error(failureText(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Confirmar que recebi este lote
    </button>
  );
}

function LotStatusList({
  buyerId,
  lots,
  onChanged,
}: {
  buyerId: string;
  lots: LotFulfilment[];
  onChanged: () => Promise<unknown>;
}) {
  return (
    <ul className="divide-y divide-line text-sm">
      {lots.map((lot) => (
        <li key={lot.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span>{lotLabel(lot)}</span>
          <span className="font-semibold" data-testid="lot-fulfilment-status">
            {lotFulfilmentStatusLabels[lot.status]}
            {lot.collectedAt ? (
              <span className="font-normal text-muted">
                {' '}
                em <time dateTime={lot.collectedAt}>{formatDateTimeLong(lot.collectedAt)}</time>
              </span>
            ) : null}
          </span>
          <ReceivedLine buyerId={buyerId} lot={lot} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

function TransferLot({
  buyerId,
  lot,
  onChanged,
}: {
  buyerId: string;
  lot: LotFulfilment;
  onChanged: () => Promise<unknown>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const steps = lot.titleTransfer ?? [];
  const sellerDone = steps.find((step) => step.step === 'SELLER_DOCUMENTS')?.done;
  return (
    <div className="space-y-3">
      <p className="font-semibold">{lotLabel(lot)}</p>
      <ReceivedLine buyerId={buyerId} lot={lot} onChanged={onChanged} />
      <ol className="space-y-2 text-sm" aria-label="Etapas da transferência">
        {steps.map((step) => (
          <li key={step.step} data-state={step.done ? 'done' : 'pending'}>
            <span className={step.done ? 'font-semibold' : 'text-muted'}>
              {titleTransferStepLabels[step.step]}
            </span>
            {': '}
            {step.done && step.at ? (
              <>
                concluída em <time dateTime={step.at}>{formatDateTimeLong(step.at)}</time>
                {step.by ? ` por ${step.by}` : ''}
              </>
            ) : (
              'pendente'
            )}
          </li>
        ))}
      </ol>
      {lot.status === 'PENDING' && !sellerDone ? (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">
            Enviar seus documentos para a transferência (PDF, JPEG ou PNG)
          </span>
          <input
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            disabled={progress !== null}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setProgress(0);
              try {
                await uploadBuyerTransferDocuments(buyerId, lot.id, file, setProgress);
                toast.success('Documentos enviados');
                await onChanged();
              } catch (error) {
                toast.error(failureText(error));
              } finally {
                setProgress(null);
              }
            }}
          />
          {progress !== null ? (
            <span className="mt-1 block text-muted" aria-live="polite">
              Enviando... {Math.round(progress * 100)}%
            </span>
          ) : null}
        </label>
      ) : null}
    </div>
  );
}

/**
 * After payment, on the purchase page: the pick-up (book, code and QR, reschedule or cancel) or the title
 * transfer steps, for the lots this purchase paid.
 */
export function PurchaseFulfilment({
  buyerId,
  fulfilment,
  lotIds,
  replace,
  reload,
}: {
  buyerId: string;
  fulfilment: BuyerFulfilment;
  lotIds: string[];
  replace: (fulfilment: BuyerFulfilment) => Promise<unknown>;
  reload: () => Promise<unknown>;
}) {
  const lots = fulfilment.lots.filter((lot) => lotIds.includes(lot.lotId));
  const act = async (work: () => Promise<BuyerFulfilment>, success: string) => {
    try {
      await replace(await work());
      toast.success(success);
    } catch (error) {
      toast.error(failureText(error));
      await reload();
    }
  };
  if (fulfilment.listing.checkOutType === 'TITLE_TRANSFER_V0') {
    return (
      <div className="space-y-5">
        {lots.map((lot) => (
          <TransferLot key={lot.id} buyerId={buyerId} lot={lot} onChanged={reload} />
        ))}
      </div>
    );
  }
  const pickUp = fulfilment.pickUp;
  const pending = lots.some((lot) => lot.status === 'PENDING');
  return (
    <div className="space-y-4">
      <LotStatusList buyerId={buyerId} lots={lots} onChanged={reload} />
      {pickUp ? (
        <BookingCard
          booking={pickUp}
          slots={fulfilment.pickUpSlots}
          now={Date.now()}
          onReschedule={(slotId) =>
            act(() => rescheduleBooking(buyerId, pickUp.id, slotId), 'Retirada remarcada')
          }
          onCancel={() => act(() => cancelBooking(buyerId, pickUp.id), 'Agendamento cancelado')}
        />
      ) : pending && fulfilment.canBookPickUp ? (
        <SlotPicker
          slots={fulfilment.pickUpSlots}
          legend="Escolha quando retirar (vale para todos os seus lotes pagos deste evento)"
          actionLabel="Agendar retirada"
          onPick={(slotId) =>
            act(() => bookSlot(buyerId, fulfilment.listing.id, slotId), 'Retirada agendada')
          }
        />
      ) : null}
    </div>
  );
}
