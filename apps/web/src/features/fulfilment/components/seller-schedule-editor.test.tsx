import type { SellerSchedules } from '@circula/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { SellerScheduleEditor } from './seller-schedule-editor';

const listingId = '00000000-0000-4000-8000-000000000081';
const scheduleId = '00000000-0000-4000-8000-000000000082';

const window = {
  id: scheduleId,
  type: 'PICK_UP' as const,
  startsAt: '2026-03-10T12:00:00.000Z',
  endsAt: '2026-03-10T14:00:00.000Z',
  address: 'Rua das Flores, 100',
  notes: '',
  slotMinutes: 60,
  slotCapacity: 5,
  slots: 2,
  booked: 3,
  mostBookedInASlot: 3,
};
const schedules = (capacity: number): SellerSchedules => ({
  listing: { id: listingId, title: 'Evento', status: 'OPEN' },
  canEdit: true,
  schedules: [{ ...window, slotCapacity: capacity }],
});

let api: FakeApi;

beforeEach(() => {
  signInForTest();
  api = fakeApi(({ method, body }) =>
    jsonResponse(schedules(method === 'GET' ? 5 : ((body as { slotCapacity?: number }).slotCapacity ?? 5))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEditor() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Toaster />
      <SellerScheduleEditor listingId={listingId} />
    </SWRConfig>,
  );
  return screen.findByTestId('booking-schedule');
}

describe('<SellerScheduleEditor>', () => {
  it('changes the capacity of a window and shows the answer', async () => {
    const row = await openEditor();
    fireEvent.change(within(row).getByLabelText('Pessoas por horário'), { target: { value: '8' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Salvar capacidade' }));
    expect(await screen.findByText('Capacidade alterada para 8 por horário.')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'PATCH',
        path: `/api/proxy/seller/booking-schedules/${scheduleId}`,
        body: { slotCapacity: 8 },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('schedule-capacity').textContent).toBe('8'));
  });

  it("shows the API's refusal as a toast", async () => {
    api.refuseWrites({
      status: 409,
      body: { code: 'SLOT_CAPACITY_BELOW_BOOKED', message: 'Já há 3 lugares agendados em um horário.' },
    });
    const row = await openEditor();
    fireEvent.change(within(row).getByLabelText('Pessoas por horário'), { target: { value: '4' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Salvar capacidade' }));
    expect(await screen.findByText('Já há 3 lugares agendados em um horário.')).toBeTruthy();
  });

  it('adds a window typed in horário de Brasília as UTC instants and numbers', async () => {
    await openEditor();
    const form = screen.getByRole('form', { name: 'Novo período' });
    fireEvent.change(within(form).getByLabelText('Tipo'), { target: { value: 'VISIT' } });
    fireEvent.change(within(form).getByLabelText('Endereço'), { target: { value: 'Rua das Flores, 100' } });
    fireEvent.change(within(form).getByLabelText('Início (horário de Brasília)'), {
      target: { value: '2026-03-11T09:00' },
    });
    fireEvent.change(within(form).getByLabelText('Fim (horário de Brasília)'), {
      target: { value: '2026-03-11T11:00' },
    });
    fireEvent.change(within(form).getByLabelText('Pessoas por horário'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar período' }));
    expect(await screen.findByText('Período criado.')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: `/api/proxy/seller/listings/${listingId}/booking-schedules`,
        body: {
          type: 'VISIT',
          startsAt: '2026-03-11T12:00:00.000Z',
          endsAt: '2026-03-11T14:00:00.000Z',
          address: 'Rua das Flores, 100',
          notes: '',
          slotMinutes: 60,
          slotCapacity: 3,
        },
      },
    ]);
    await waitFor(() =>
      expect((within(form).getByLabelText('Início (horário de Brasília)') as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });
});
