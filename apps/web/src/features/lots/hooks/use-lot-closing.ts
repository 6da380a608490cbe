'use client';

import { lotResultOf } from '@circula/domain';
import { useEffect, useState } from 'react';
import { fetchLotClosing, type LiveClosing, type LiveLotState } from '@/features/live';

/** The closed lot's result: from the stream's `closed` event, else read once from the API. */
export function useLotClosing(lot: LiveLotState): LiveClosing | null {
  const [fetched, setFetched] = useState<LiveClosing | null>(null);
  const closed = lot.status === 'CLOSED';
  useEffect(() => {
    if (!closed || lot.closing) return;
    let cancelled = false;
    fetchLotClosing(lot.lotId)
      .then(({ closing: answer }) => {
        if (cancelled) return;
        setFetched(
          answer
            ? {
                result: lotResultOf(answer.status),
                winnerUsername: answer.winnerUsername,
                amountCents: answer.amountCents,
                closedAt: answer.closedAt,
                sellerDeadlineAt: answer.sellerDeadlineAt,
              }
            : {
                result: 'UNSOLD',
                winnerUsername: null,
                amountCents: null,
                closedAt: '',
                sellerDeadlineAt: null,
              },
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [closed, lot.closing, lot.lotId]);
  return lot.closing ?? (closed ? fetched : null);
}
