'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { canRead, visibleSections } from '../lib/access';
import { SectionsHome } from './sections-home';
import { StaffHome, useStaffAccess } from './staff-access';

/**
 * /backoffice: the buyer-application queue for customer support; anyone else goes to the first section
 * their roles open, or, with none yet, gets the staff home.
 */
export function BackofficeHome({ children }: { children: ReactNode }) {
  const access = useStaffAccess();
  const router = useRouter();
  const support = canRead(access, 'CIRCULA_CUSTOMER_SUPPORT');
  // MARKETING's work spans several sections: its home lists them instead of opening the first one.
  const sectionsHome = !support && canRead(access, 'CIRCULA_MARKETING');
  const first = visibleSections(access)[0];
  useEffect(() => {
    if (!support && !sectionsHome && first) router.replace(first.href);
  }, [support, sectionsHome, first, router]);
  if (support) return <>{children}</>;
  if (sectionsHome) return <SectionsHome />;
  if (!first) return <StaffHome access={access} />;
  return (
    <p className="flex items-center gap-2 text-muted" aria-live="polite">
      <SpinnerIcon className="size-5" /> Carregando...
    </p>
  );
}
