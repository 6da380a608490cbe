import { formatDateTimeLong } from '@circula/domain';
import type { DisplayStatus } from '../types';

/** The end as a date in horário de Brasília: cards stay server-rendered, without a ticking clock each. */
export function EndsAt({ iso, status }: { iso: string; status: DisplayStatus }) {
  const label = status === 'encerrado' ? 'Encerrou em' : status === 'em-breve' ? 'Termina em' : 'Encerra em';
  return (
    <p className="mt-1 text-muted text-xs">
      {label} <time dateTime={iso}>{formatDateTimeLong(iso)}</time> (horário de Brasília)
    </p>
  );
}
