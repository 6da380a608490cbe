'use client';

import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import { authedFetcher, authedKey, SignedOutError, useAccessToken } from '@/features/session';
import { isHttpError } from '@/lib/http/client';

/**
 * Shows the back office only to staff: the API answers the smallest queue read with 401/403 to anyone
 * else, and they get the not-found page, as if nothing were here. The API checks the role on every call.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const session = useAccessToken();
  const probe = useSWR(
    authedKey(session.status === 'signed-in' && 'backoffice/buyer-applications?take=1'),
    authedFetcher,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const refused =
    session.status === 'signed-out' ||
    probe.error instanceof SignedOutError ||
    (isHttpError(probe.error) && [401, 403].includes(probe.error.statusCode));
  if (refused) notFound();
  if (probe.error) {
    return (
      <p role="alert" className="p-8 text-center">
        Não foi possível abrir o back office. Recarregue a página.
      </p>
    );
  }
  if (!probe.data) {
    return (
      <p className="flex items-center justify-center gap-2 p-8 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  return <>{children}</>;
}
