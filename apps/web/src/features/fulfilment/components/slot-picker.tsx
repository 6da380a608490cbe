'use client';

import { type BookingSlot, formatDateTimeRange } from '@circula/domain';
import { useId, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';

const placesText = (free: number) => (free === 0 ? 'lotado' : free === 1 ? '1 vaga' : `${free} vagas`);

/** A list of slots (horário de Brasília, free places) to choose one from, and the button that books it. */
export function SlotPicker({
  slots,
  legend,
  actionLabel,
  onPick,
  onCancel,
}: {
  slots: BookingSlot[];
  legend: string;
  actionLabel: string;
  onPick: (slotId: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (slots.length === 0) {
    return <p className="text-muted text-sm">Não há horários disponíveis no momento.</p>;
  }
  async function submit() {
    if (!chosen) return;
    setBusy(true);
    try {
      await onPick(chosen);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend className="mb-2 font-medium text-sm">{legend}</legend>
        <ul className="space-y-2">
          {slots.map((slot) => (
            <li key={slot.id}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${
                  slot.freePlaces === 0 ? 'border-line bg-gray-50 text-muted' : 'border-line'
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={slot.id}
                  disabled={slot.freePlaces === 0}
                  checked={chosen === slot.id}
                  onChange={() => setChosen(slot.id)}
                  className="mt-1"
                />
                <span className="text-sm">
                  <span className="block font-semibold">
                    {formatDateTimeRange(slot.startsAt, slot.endsAt)}
                  </span>
                  <span className="block text-muted">
                    {slot.address} · {placesText(slot.freePlaces)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-muted text-xs">Horários de Brasília.</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={!chosen || busy} className={buttonStyles.primary}>
          {busy ? <SpinnerIcon className="size-4" /> : null}
          {actionLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
            Voltar
          </button>
        ) : null}
      </div>
    </form>
  );
}
