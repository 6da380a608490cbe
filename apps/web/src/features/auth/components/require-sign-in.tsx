'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { useAuth } from '../hooks/use-auth';
import { signInPath } from '../lib/auth-client';

/** Shows its content only to a signed-in user; anyone else goes to /auth/entrar and comes back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (auth.status === 'signed-out') {
      router.replace(signInPath(`${window.location.pathname}${window.location.search}`));
    }
  }, [auth.status, router]);
  if (auth.status !== 'signed-in') {
    return (
      <p role="status" className="flex items-center gap-2 text-muted text-sm">
        <SpinnerIcon className="size-4" /> Carregando...
      </p>
    );
  }
  return <>{children}</>;
}
