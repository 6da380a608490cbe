'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { rememberPath } from '@/lib/navigation/previous-path';

/** Notes each route the tab visits, so sign-in can return to the previous page (spec §4 Navigation). */
export function NavigationMemory() {
  const pathname = usePathname();
  useEffect(() => rememberPath(pathname), [pathname]);
  return null;
}
