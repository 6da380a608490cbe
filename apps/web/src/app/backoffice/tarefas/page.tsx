import { JobHealthPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="tarefas">
      <JobHealthPage />
    </SectionGate>
  );
}
