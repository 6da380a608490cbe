'use client';

import { type Booking, type BookingSlot, formatDateTimeLong, formatDateTimeRange } from '@circula/domain';
import { useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { SlotPicker } from './slot-picker';

/** A booked visit or pick-up: when and where, the pick-up code and QR, and reschedule/cancel until the limit. */
export function BookingCard({
  booking,
  slots,
  now,
  onReschedule,
  onCancel,
}: {
  booking: Booking;
  slots: BookingSlot[];
  now: number;
  onReschedule: (slotId: string) => Promise<void>;
  onCancel: () => Promise<void>;
}) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const changeable = now < Date.parse(booking.changeableUntil);
  const what = booking.type === 'VISIT' ? 'Visita' : 'Retirada';
  return (
    <div className="space-y-4">
      <p>
        {what} agendada para{' '}
        <strong>
          <time dateTime={booking.slot.startsAt}>
            {formatDateTimeRange(booking.slot.startsAt, booking.slot.endsAt)}
          </time>
        </strong>{' '}
        (horário de Brasília), em {booking.slot.address}.
      </p>
      {booking.slot.notes ? <p className="text-muted text-sm">{booking.slot.notes}</p> : null}
      {booking.pickUpCode ? (
        <div className="flex flex-wrap items-center gap-5 rounded-xl border border-line p-4">
          {booking.pickUpQrDataUrl ? (
            // biome-ignore lint/performance/noImgElement: a data URL the API draws; nothing to optimise
            <img
              src={booking.pickUpQrDataUrl}
              alt={`QR code do código de retirada ${booking.pickUpCode}`}
              width={144}
              height={144}
              className="size-36"
            />
          ) : null}
          <div>
            <p className="text-muted text-sm">Código de retirada</p>
            <p className="font-bold font-mono text-3xl text-ink tracking-widest" data-testid="pick-up-code">
              {booking.pickUpCode}
            </p>
            <p className="mt-1 text-muted text-sm">Mostre este código (ou o QR code) na retirada.</p>
          </div>
        </div>
      ) : null}
      {moving ? (
        <SlotPicker
          slots={slots.filter((slot) => slot.id !== booking.slot.id)}
          legend="Escolha o novo horário"
          actionLabel="Remarcar"
          onPick={async (slotId) => {
            await onReschedule(slotId);
            setMoving(false);
          }}
          onCancel={() => setMoving(false)}
        />
      ) : changeable ? (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={() => setMoving(true)}>
              Remarcar
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={cancelling}
              onClick={async () => {
                setCancelling(true);
                try {
                  await onCancel();
                } finally {
                  setCancelling(false);
                }
              }}
            >
              {cancelling ? <SpinnerIcon className="size-4" /> : null}
              Cancelar agendamento
            </button>
          </div>
          <p className="text-muted text-xs">
            Dá para remarcar ou cancelar até{' '}
            <time dateTime={booking.changeableUntil}>{formatDateTimeLong(booking.changeableUntil)}</time>.
          </p>
        </div>
      ) : (
        <p className="text-muted text-sm">O prazo para remarcar ou cancelar este agendamento terminou.</p>
      )}
    </div>
  );
}
