'use client';

import dynamic from 'next/dynamic';
import { useAuth } from '@/features/auth/client';
import { VisitSignIn } from './visit-sign-in';

/**
 * The booking itself, loaded only for a signed-in visitor: its slot picker's form, the account and
 * fulfilment reads and their schemas stay out of the page's first script (decision 260), and a visitor who
 * is not signed in never loads them (decision 268).
 */
const SignedInVisitBooking = dynamic(() => import('./visit-booking').then((module) => module.VisitBooking), {
  ssr: false,
});

/**
 * The Event page's visit booking. The server renders nothing of it (who the visitor is is read in the
 * browser): while the session is read, nothing; signed out, the way to sign in; signed in, the booking.
 */
export function VisitBooking({ listingId, slug }: { listingId: string; slug: string }) {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-out') return <VisitSignIn slug={slug} />;
  return <SignedInVisitBooking listingId={listingId} slug={slug} />;
}
