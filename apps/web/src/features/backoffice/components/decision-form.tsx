'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import type { Decision } from '../api/backoffice';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const decision = useMutation(onDecide, {
    success: (_, { status }) => (status === 'APPROVED' ? 'Aprovado' : 'Recusado'),
    fallback: 'Não foi possível salvar. Tente novamente.',
    onSuccess: () => {
      setRejecting(false);
      reset();
    },
  });
  const decide = (chosen: Decision) => decision.run(chosen);
  const busy = decision.pending;
  const error = errors.reason?.message ?? decision.error;

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
          onSubmit={handleSubmit(({ reason }) => decide({ status: 'REJECTED', reason: reason.trim() }))}
        >
          <label htmlFor={reasonId} className="block font-medium text-sm">
            Motivo da recusa
          </label>
          <textarea
            id={reasonId}
            maxLength={1000}
            {...register('reason', { validate: (value) => value.trim() !== '' || 'Informe o motivo' })}
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
