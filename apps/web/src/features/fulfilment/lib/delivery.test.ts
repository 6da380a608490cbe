import type { Booking, BuyerFulfilment } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { deliverySteps } from './delivery';

const lotId = '00000000-0000-4000-8000-000000000002';
const fulfilment = (pickUp: Booking | null, collectedAt: string | null = null): BuyerFulfilment => ({
  listing: {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Desativação de escritório',
    status: 'FULFILLMENT',
    checkOutType: 'PICK_UP_V0',
    bookingChangeLimitHours: 24,
  },
  canBookVisit: false,
  canBookPickUp: pickUp === null,
  visitSlots: [],
  pickUpSlots: [],
  visit: null,
  pickUp,
  lots: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      lotId,
      lotNumber: 1,
      lotTitle: 'Mesa de reunião',
      quantity: 1,
      status: collectedAt ? 'COLLECTED' : 'PENDING',
      collectedAt,
      collectedBy: null,
      receivedAt: collectedAt,
      receivedSource: collectedAt ? 'PICK_UP' : null,
      titleTransfer: null,
    },
  ],
});
const booking = { createdAt: '2026-11-30T06:00:00.000Z' } as Booking;

describe('the purchase path after payment', () => {
  it('asks the buyer to book the pick-up until it is booked, then says it is', () => {
    expect(deliverySteps(fulfilment(null), [lotId]).map((step) => [step.label, step.at])).toEqual([
      ['Agendar retirada', null],
      ['Retirado', null],
    ]);
    expect(deliverySteps(fulfilment(booking), [lotId]).map((step) => [step.label, step.at])).toEqual([
      ['Retirada agendada', '2026-11-30T06:00:00.000Z'],
      ['Retirado', null],
    ]);
    const collected = deliverySteps(fulfilment(null, '2026-12-02T12:30:00.000Z'), [lotId]);
    expect(collected.map((step) => step.label)).toEqual(['Retirada agendada', 'Retirado']);
    expect(collected.every((step) => step.at !== null)).toBe(true);
  });
});
