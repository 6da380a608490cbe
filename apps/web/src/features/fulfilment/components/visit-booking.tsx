'use client';

import toast from 'react-hot-toast';
import { useAccount } from '@/features/buyer-application';
import { failureText } from '@/lib/http/failure-text';
import { bookSlot, cancelBooking, rescheduleBooking } from '../api/fulfilment';
import { useBuyerFulfilment } from '../hooks/use-buyer-fulfilment';
import { BookingCard } from './booking-card';
import { SlotPicker } from './slot-picker';
import { VisitSignIn } from './visit-sign-in';

/** On the Event page: a verified buyer books, moves or cancels a visit; others are told what is needed. */
export function VisitBooking({ listingId, slug }: { listingId: string; slug: string }) {
  const account = useAccount();
  const buyerId = account.buyer?.id;
  const query = useBuyerFulfilment(buyerId, listingId);
  // The session can end after the booking loaded (signed out in another tab).
  if (account.session.status === 'signed-out') return <VisitSignIn slug={slug} />;
  if (account.buyer === null || (account.buyer && account.buyer.status !== 'VERIFIED')) {
    return <p className="text-sm">Só compradores com cadastro verificado podem agendar uma visita.</p>;
  }
  const fulfilment = query.fulfilment;
  if (!buyerId || !fulfilment) return null;
  const act = async (work: () => Promise<Parameters<typeof query.replace>[0]>, success: string) => {
    try {
      await query.replace(await work());
      toast.success(success);
    } catch (error) {
      toast.error(failureText(error));
      await query.reload();
    }
  };
  const visit = fulfilment.visit;
  if (visit) {
    return (
      <BookingCard
        booking={visit}
        slots={fulfilment.visitSlots}
        now={Date.now()}
        onReschedule={(slotId) => act(() => rescheduleBooking(buyerId, visit.id, slotId), 'Visita remarcada')}
        onCancel={() => act(() => cancelBooking(buyerId, visit.id), 'Visita cancelada')}
      />
    );
  }
  if (!fulfilment.canBookVisit)
    return <p className="text-muted text-sm">As visitas deste evento se encerraram.</p>;
  return (
    <SlotPicker
      slots={fulfilment.visitSlots}
      legend="Agende sua visita"
      actionLabel="Agendar visita"
      onPick={(slotId) => act(() => bookSlot(buyerId, listingId, slotId), 'Visita agendada')}
    />
  );
}
