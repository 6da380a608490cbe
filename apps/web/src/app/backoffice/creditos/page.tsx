import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { CreditGrantsPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Créditos');

export default function Page() {
  return (
    <SectionGate section="creditos">
      <CreditGrantsPage />
    </SectionGate>
  );
}
