'use client';

import {
  type BookingScheduleType,
  type EditableSchedule,
  formatDateTimeRange,
  maxSlotCapacity,
  type SellerSchedules,
  sellerSchedulesSchema,
} from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedKey } from '@/features/session';
import {
  addBookingSchedule,
  changeBookingScheduleCapacity,
  removeBookingSchedule,
  sellerSchedulesPath,
} from '../api/fulfilment';

const card = 'rounded-2xl border border-line bg-white p-4';
const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const typeLabels: Record<BookingScheduleType, string> = { VISIT: 'Visita', PICK_UP: 'Retirada' };

/** A date and time typed in horário de Brasília (UTC−3 all year since 2019) as an ISO instant. */
function brasiliaToIso(local: string): string {
  return new Date(`${local}:00-03:00`).toISOString();
}

/**
 * The seller's editor of an Event's visit and pick-up windows (decision 164): each window with its slots,
 * places booked and capacity per slot. The seller's ADMIN adds windows, changes the capacity (never below
 * the places already booked: the API refuses and says how many) and removes windows nobody is booked in.
 */
export function SellerScheduleEditor({ listingId }: { listingId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(sellerSchedulesPath(listingId)),
    authedFetcherOf(sellerSchedulesSchema),
  );
  const change = useMutation(
    ({ action }: { action: () => Promise<SellerSchedules>; done: string }) => action(),
    {
      success: (_, { done }) => done,
      errorAs: 'toast',
      onSuccess: async (schedules) => {
        await mutate(schedules, { revalidate: false });
      },
      onError: () => void mutate(),
    },
  );
  const run = async (action: () => Promise<SellerSchedules>, done: string) =>
    (await change.run({ action, done })) !== undefined;
  return (
    <section aria-labelledby="evento-agenda" className={`${card} space-y-3`}>
      <div>
        <h2 id="evento-agenda" className="font-semibold text-lg">
          Agenda de visitas e retiradas
        </h2>
        <p className="text-muted text-sm">
          Cada período é dividido em horários; a capacidade é quantas pessoas cabem em cada horário. Horários
          em horário de Brasília.
        </p>
      </div>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar a agenda."
        part="a agenda"
      />
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <>
          {data.schedules.length === 0 ? <p className="text-sm">Nenhum período cadastrado.</p> : null}
          <ul className="divide-y divide-line" aria-label="Períodos">
            {data.schedules.map((schedule) => (
              <ScheduleRow
                key={`${schedule.id}-${schedule.slotCapacity}`}
                schedule={schedule}
                canEdit={data.canEdit}
                onCapacity={(capacity) =>
                  run(
                    () => changeBookingScheduleCapacity(schedule.id, capacity),
                    `Capacidade alterada para ${capacity} por horário.`,
                  )
                }
                onRemove={() => run(() => removeBookingSchedule(schedule.id), 'Período removido.')}
              />
            ))}
          </ul>
          {data.canEdit ? (
            <AddScheduleForm
              onAdd={(window) => run(() => addBookingSchedule(listingId, window), 'Período criado.')}
            />
          ) : (
            <p className="rounded-xl bg-surface px-3 py-2 text-sm">
              Seu papel é de leitura: só um administrador muda a agenda.
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}

function ScheduleRow({
  schedule,
  canEdit,
  onCapacity,
  onRemove,
}: {
  schedule: EditableSchedule;
  canEdit: boolean;
  onCapacity: (capacity: number) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}) {
  const capacityId = useId();
  const { register, handleSubmit } = useForm<{ capacity: string }>({
    defaultValues: { capacity: String(schedule.slotCapacity) },
  });
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="booking-schedule">
      <p>
        <span className="font-semibold">{typeLabels[schedule.type]}</span> ·{' '}
        {formatDateTimeRange(schedule.startsAt, schedule.endsAt)}
      </p>
      <p className="text-muted">
        {schedule.address}
        {schedule.notes ? ` · ${schedule.notes}` : ''}
      </p>
      <p>
        {schedule.slots} {schedule.slots === 1 ? 'horário' : 'horários'} de {schedule.slotMinutes} min ·{' '}
        <span data-testid="schedule-capacity">{schedule.slotCapacity}</span> por horário ·{' '}
        <span data-testid="schedule-booked">{schedule.booked}</span>{' '}
        {schedule.booked === 1 ? 'lugar agendado' : 'lugares agendados'}
      </p>
      {canEdit ? (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={`Capacidade do período de ${typeLabels[schedule.type].toLowerCase()}`}
          onSubmit={handleSubmit(({ capacity }) => act(() => onCapacity(Number(capacity))))}
        >
          <div>
            <label htmlFor={capacityId} className="block font-medium">
              Pessoas por horário
            </label>
            <input
              id={capacityId}
              type="number"
              inputMode="numeric"
              min={Math.max(1, schedule.mostBookedInASlot)}
              max={maxSlotCapacity}
              required
              {...register('capacity')}
              className={`${input} w-28`}
            />
          </div>
          <button type="submit" className={buttonStyles.ghost} disabled={busy}>
            Salvar capacidade
          </button>
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={busy || schedule.booked > 0}
            title={schedule.booked > 0 ? 'Há agendamentos neste período' : undefined}
            onClick={() => void act(onRemove)}
          >
            Remover período
          </button>
        </form>
      ) : null}
    </li>
  );
}

/** The new window as typed: instants in horário de Brasília, numbers as the inputs hold them. */
interface NewWindow {
  type: BookingScheduleType;
  startsAt: string;
  endsAt: string;
  address: string;
  notes: string;
  slotMinutes: string;
  slotCapacity: string;
}

function AddScheduleForm({
  onAdd,
}: {
  onAdd: (window: {
    type: BookingScheduleType;
    startsAt: string;
    endsAt: string;
    address: string;
    notes: string;
    slotMinutes: number;
    slotCapacity: number;
  }) => Promise<boolean>;
}) {
  const id = useId();
  const { register, handleSubmit, resetField, formState } = useForm<NewWindow>({
    defaultValues: {
      type: 'PICK_UP',
      startsAt: '',
      endsAt: '',
      address: '',
      notes: '',
      slotMinutes: '60',
      slotCapacity: '5',
    },
  });
  const sending = formState.isSubmitting;
  return (
    <form
      aria-label="Novo período"
      className="grid gap-3 rounded-xl bg-surface p-3 sm:grid-cols-2"
      onSubmit={handleSubmit(async (window) => {
        const added = await onAdd({
          ...window,
          startsAt: brasiliaToIso(window.startsAt),
          endsAt: brasiliaToIso(window.endsAt),
          slotMinutes: Number(window.slotMinutes),
          slotCapacity: Number(window.slotCapacity),
        });
        if (added) {
          resetField('startsAt');
          resetField('endsAt');
        }
      })}
    >
      <h3 className="font-semibold sm:col-span-2">Novo período</h3>
      <div>
        <label htmlFor={`${id}-type`} className="block font-medium text-sm">
          Tipo
        </label>
        <select id={`${id}-type`} {...register('type')} className={input}>
          <option value="VISIT">Visita</option>
          <option value="PICK_UP">Retirada</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-address`} className="block font-medium text-sm">
          Endereço
        </label>
        <input
          id={`${id}-address`}
          required
          minLength={5}
          maxLength={300}
          {...register('address')}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${id}-start`} className="block font-medium text-sm">
          Início (horário de Brasília)
        </label>
        <input
          id={`${id}-start`}
          type="datetime-local"
          required
          {...register('startsAt')}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${id}-end`} className="block font-medium text-sm">
          Fim (horário de Brasília)
        </label>
        <input id={`${id}-end`} type="datetime-local" required {...register('endsAt')} className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-minutes`} className="block font-medium text-sm">
          Duração de cada horário (min)
        </label>
        <input
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          required
          {...register('slotMinutes')}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${id}-capacity`} className="block font-medium text-sm">
          Pessoas por horário
        </label>
        <input
          id={`${id}-capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxSlotCapacity}
          required
          {...register('slotCapacity')}
          className={input}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className="block font-medium text-sm">
          Observações (opcional)
        </label>
        <input id={`${id}-notes`} maxLength={500} {...register('notes')} className={input} />
      </div>
      <button type="submit" className={`${buttonStyles.primary} sm:col-span-2`} disabled={sending}>
        {sending ? 'Criando…' : 'Criar período'}
      </button>
    </form>
  );
}
