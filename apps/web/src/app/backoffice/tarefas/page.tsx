import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { JobHealthPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Tarefas');

export default function Page() {
  return (
    <SectionGate section="tarefas">
      <JobHealthPage />
    </SectionGate>
  );
}
