'use client';

import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '@/components/ui/button';
import type { Decision } from '../api/backoffice';

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Não foi possível salvar. Tente novamente.';

/** Approve, or reject with a reason (required: the buyer reads it). */
export function DecisionForm({
  subject,
  approveLabel,
  rejectLabel,
  canApprove = true,
  approveHint,
  onDecide,
}: {
  subject: string;
  approveLabel: string;
  rejectLabel: string;
  canApprove?: boolean;
  approveHint?: string;
  onDecide: (decision: Decision) => Promise<void>;
}) {
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: Decision) {
    setBusy(true);
    setError(null);
    try {
      await onDecide(decision);
      setRejecting(false);
      setReason('');
      toast.success(decision.status === 'APPROVED' ? 'Aprovado' : 'Recusado');
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={busy || !canApprove}
          aria-label={`${approveLabel}: ${subject}`}
          onClick={() => void decide({ status: 'APPROVED' })}
        >
          {approveLabel}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          aria-expanded={rejecting}
          aria-label={`${rejectLabel}: ${subject}`}
          onClick={() => setRejecting(!rejecting)}
        >
          {rejectLabel}
        </button>
      </div>
      {!canApprove && approveHint ? <p className="text-muted text-sm">{approveHint}</p> : null}
      {rejecting ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError('Informe o motivo');
              return;
            }
            void decide({ status: 'REJECTED', reason: reason.trim() });
          }}
        >
          <label htmlFor={reasonId} className="block font-medium text-sm">
            Motivo da recusa
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
            className="min-h-20 w-full rounded-lg border border-slate-300 p-2"
          />
          <button type="submit" className={buttonStyles.secondary} disabled={busy}>
            Confirmar recusa
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
