'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import {
  connectionDown,
  readSucceeded,
  registerConnectionNotice,
  subscribeConnection,
  wentOffline,
} from '@/lib/http/connection-status';

export const connectionNoticeText =
  'Sem conexão com a Circula. O que aparece na página é da última leitura; tentaremos de novo assim que a conexão voltar.';

/**
 * One notice for the whole page while the API cannot be reached (a read failed for the connection, or the
 * browser went offline), fixed over the page's foot so it moves nothing and leaves the header usable. The
 * page's parts then keep what they show without a notice each. The first read that answers, or the
 * browser's return online, removes it and asks every read again.
 */
export function ConnectionNotice() {
  const { mutate } = useSWRConfig();
  const down = useSyncExternalStore(subscribeConnection, connectionDown, () => false);

  useEffect(() => {
    const release = registerConnectionNotice(() => void mutate(() => true));
    window.addEventListener('offline', wentOffline);
    // Back on the network: a page with no read of its own would otherwise keep the notice.
    window.addEventListener('online', readSucceeded);
    return () => {
      release();
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', readSucceeded);
    };
  }, [mutate]);

  if (!down) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-xl rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2.5 text-amber-950 text-sm shadow-lg sm:bottom-3"
    >
      {connectionNoticeText}
    </p>
  );
}
