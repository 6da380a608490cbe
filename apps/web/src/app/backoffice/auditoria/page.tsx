import { AuditLogPageView, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="auditoria">
      <AuditLogPageView />
    </SectionGate>
  );
}
