'use client';

export const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 px-2 aria-[invalid=true]:border-red-600 focus-visible:outline-2 focus-visible:outline-brand-700';

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
