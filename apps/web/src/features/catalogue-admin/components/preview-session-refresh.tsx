'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { refreshAccessToken, serverSessionStored } from '@/features/session';

/**
 * The session's access token expired since the page was asked for: refresh it once and, when the web
 * server's cookie holds the new one, render again.
 */
export function PreviewSessionRefresh() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    refreshAccessToken()
      .then(async (token) => {
        if (!token) return setFailed(true);
        await serverSessionStored();
        router.refresh();
      })
      .catch(() => setFailed(true));
  }, [router]);
  return failed ? (
    <p role="alert" className="font-medium text-red-700">
      Sua sessão terminou. Entre novamente para ver a prévia.
    </p>
  ) : (
    <p className="text-muted" aria-live="polite">
      Carregando a prévia...
    </p>
  );
}
