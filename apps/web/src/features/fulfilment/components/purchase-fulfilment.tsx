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
import { errorMessage } from '@/features/buyer-application';
import { bookSlot, cancelBooking, rescheduleBooking, uploadBuyerTransferDocuments } from '../api/fulfilment';
import { lotLabel } from '../lib/delivery';
import { BookingCard } from './booking-card';
import { SlotPicker } from './slot-picker';

function LotStatusList({ lots }: { lots: LotFulfilment[] }) {
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
                toast.error(errorMessage(error));
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
      toast.error(errorMessage(error));
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
      <LotStatusList lots={lots} />
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
