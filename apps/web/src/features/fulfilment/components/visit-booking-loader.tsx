'use client';

import dynamic from 'next/dynamic';

/**
 * The Event page's visit booking, loaded after the page came alive: the server renders nothing of it anyway
 * (who the visitor is is read in the browser), and its slot picker's form, the account and fulfilment
 * reads and their schemas stay out of the page's first script (decision 260).
 */
export const VisitBooking = dynamic(() => import('./visit-booking').then((module) => module.VisitBooking), {
  ssr: false,
});
