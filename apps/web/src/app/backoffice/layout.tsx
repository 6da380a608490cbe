import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BackofficeShell, backofficeTitle } from '@/features/backoffice';
import { defaultTitle, notFoundAbsoluteTitle } from '@/lib/seo/metadata';
import { staffAccess } from './staff-access';

const robots = { index: false, follow: false } as const;

/**
 * The tab's title follows the same answer as the page: staff read "Back office", a refused visitor the 404's
 * own title, and an undecided session the site's own title, which names nothing, since it may still turn out
 * to be a buyer's. For staff one request serves both (React's `cache`); a refusal asks the API once more,
 * since Next.js resolves the 404's metadata in a render of its own.
 */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await staffAccess();
  if (staff.decision === 'refused') return { title: notFoundAbsoluteTitle, robots };
  return { title: staff.decision === 'staff' ? backofficeTitle : { absolute: defaultTitle }, robots };
}

export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const staff = await staffAccess();
  if (staff.decision === 'refused') notFound();
  return (
    <BackofficeShell access={staff.decision === 'staff' ? staff.access : undefined}>
      {children}
    </BackofficeShell>
  );
}
