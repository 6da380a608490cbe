'use client';

import type { StaffAccess } from '@circula/domain';
import { notFound, useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { type BackofficeSection, canRead, opensSection, sectionFor, visibleSections } from '../lib/access';

const StaffAccessContext = createContext<StaffAccess | null>(null);

export function StaffAccessProvider({ access, children }: { access: StaffAccess; children: ReactNode }) {
  return <StaffAccessContext.Provider value={access}>{children}</StaffAccessContext.Provider>;
}

/** The signed-in staff member's roles (inside the back office's gate). */
export function useStaffAccess(): StaffAccess {
  const access = useContext(StaffAccessContext);
  if (!access) throw new Error('useStaffAccess outside StaffGate');
  return access;
}

/** A section's pages: someone without its role gets the not-found page, as for the whole back office. */
export function SectionGate({
  section,
  children,
}: {
  section: BackofficeSection['key'];
  children: ReactNode;
}) {
  const access = useStaffAccess();
  if (!opensSection(access, sectionFor(section))) notFound();
  return <>{children}</>;
}

/**
 * /backoffice: the buyer-application queue for customer support; anyone else goes to the first section
 * their roles open.
 */
export function BackofficeHome({ children }: { children: ReactNode }) {
  const access = useStaffAccess();
  const router = useRouter();
  const support = canRead(access, sectionFor('cadastros').role);
  const first = visibleSections(access)[0];
  useEffect(() => {
    if (!support && first) router.replace(first.href);
  }, [support, first, router]);
  if (support) return <>{children}</>;
  return (
    <p className="flex items-center gap-2 text-muted" aria-live="polite">
      <SpinnerIcon className="size-5" /> Carregando...
    </p>
  );
}
