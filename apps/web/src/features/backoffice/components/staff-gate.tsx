'use client';

import { type StaffAccessWithPermissions, staffAccessWithPermissionsSchema } from '@circula/domain';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import { authedFetcherOf, authedKey, SignedOutError, useAccessToken } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import { isStaff, type StaffAccessLike, staffAccessPath } from '../lib/access';
import { StaffAccessProvider } from './staff-access';

/** Whether the gate lets someone in: anyone with a back-office role (a role without pages gets a home). */
export function gateDecision(
  session: ReturnType<typeof useAccessToken>['status'],
  access: StaffAccessLike | undefined,
  error: unknown,
): 'refused' | 'error' | 'loading' | 'open' {
  if (
    session === 'signed-out' ||
    error instanceof SignedOutError ||
    (isHttpError(error) && [401, 403].includes(error.statusCode))
  ) {
    return 'refused';
  }
  if (error) return 'error';
  if (!access) return 'loading';
  return isStaff(access) ? 'open' : 'refused';
}

/**
 * Shows the back office only to staff (any back-office role): the API answers
 * GET /backoffice/me with 401/403 to anyone else, and they get the not-found page, as if nothing were
 * here. The API checks the role on every call. `initialAccess`, the server's answer for the same session,
 * opens the gate at once; the browser still asks again with its own session, and a refusal then closes it.
 * Until it opens, the page is only the wait (or the error) as its main content, naming nothing.
 */
export function StaffGate({
  initialAccess,
  children,
}: {
  initialAccess?: StaffAccessWithPermissions;
  children: (access: StaffAccessWithPermissions) => ReactNode;
}) {
  const session = useAccessToken();
  const probe = useSWR(
    authedKey(session.status === 'signed-in' && staffAccessPath),
    authedFetcherOf(staffAccessWithPermissionsSchema),
    { shouldRetryOnError: false, revalidateOnFocus: false, fallbackData: initialAccess },
  );
  const decision = gateDecision(session.status, probe.data, probe.error);
  if (decision === 'refused') notFound();
  if (decision === 'error') {
    return (
      <main id="conteudo" className="flex-1">
        <p role="alert" className="p-8 text-center">
          Não foi possível abrir esta página. Recarregue para tentar de novo.
        </p>
      </main>
    );
  }
  if (decision === 'loading' || !probe.data) {
    return (
      <main id="conteudo" className="flex-1">
        <p className="flex items-center justify-center gap-2 p-8 text-muted" aria-live="polite">
          <SpinnerIcon className="size-5" /> Carregando...
        </p>
      </main>
    );
  }
  return <StaffAccessProvider access={probe.data}>{children(probe.data)}</StaffAccessProvider>;
}
