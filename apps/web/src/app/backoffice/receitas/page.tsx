import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { RevenuesPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Receitas');

export default function Page() {
  return (
    <SectionGate section="receitas">
      <RevenuesPage />
    </SectionGate>
  );
}
