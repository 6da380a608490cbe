'use client';

import type { ReactNode } from 'react';

export const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 px-2 aria-[invalid=true]:border-red-600 focus-visible:outline-2 focus-visible:outline-brand-700';

/** A labelled control with its error right under it (read by screen readers through aria-describedby). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = error ? `${id}-erro` : hint ? `${id}-dica` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error ? (
        <p id={`${id}-erro`} className="text-red-700 text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-dica`} className="text-muted text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-muted text-xs">
        {label}: {percent}%
      </p>
    </div>
  );
}
