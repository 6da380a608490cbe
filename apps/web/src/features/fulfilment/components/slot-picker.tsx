'use client';

import { type BookingSlot, formatDateTimeRange } from '@circula/domain';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    watch,
    formState: { isSubmitting: busy },
  } = useForm<{ slotId: string }>({ defaultValues: { slotId: '' } });
  const chosen = watch('slotId');
  if (slots.length === 0) {
    return <p className="text-muted text-sm">Não há horários disponíveis no momento.</p>;
  }
  return (
    <form
      className="space-y-3"
      onSubmit={handleSubmit(({ slotId }) => (slotId ? onPick(slotId) : undefined))}
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
                  value={slot.id}
                  disabled={slot.freePlaces === 0}
                  {...register('slotId')}
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
