'use client';

import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/client';

// The menu and its requests load only for a signed-in visitor.
const NotificationsMenu = lazy(() => import('./notifications-menu'));

/** The header's bell: nothing at all for signed-out visitors. */
export function NotificationsBell() {
  if (useAuth().status !== 'signed-in') return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <NotificationsMenu />
    </Suspense>
  );
}
