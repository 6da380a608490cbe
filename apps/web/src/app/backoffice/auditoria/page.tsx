import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { AuditLogPageView, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Auditoria');

export default function Page() {
  return (
    <SectionGate section="auditoria">
      <AuditLogPageView />
    </SectionGate>
  );
}
