import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BackofficeShell } from '@/features/backoffice';

export const metadata: Metadata = {
  title: 'Back office',
  robots: { index: false, follow: false },
};

// The session's refresh cookie only travels to the API's /auth paths, so the server cannot ask the API who
// this is; without even the presence cookie nobody is signed in and the answer is a plain 404. Signed-in
// non-staff get the same page from the client once the API refuses them (see StaffGate).
export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const jar = await cookies();
  if (!jar.has('circula_rt_present') && !jar.has('circula_dev_rt_present')) notFound();
  return <BackofficeShell>{children}</BackofficeShell>;
}
