import { displayStatusLabels } from '../lib/display';
import type { DisplayStatus } from '../types';

const tones: Record<DisplayStatus, string> = {
  aberto: 'bg-brand-100 text-brand-900',
  'em-breve': 'bg-accent-300 text-ink',
  encerrado: 'bg-slate-200 text-slate-800',
  esgotado: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status, className = '' }: { status: DisplayStatus; className?: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${tones[status]} ${className}`}
    >
      {displayStatusLabels[status]}
    </span>
  );
}
