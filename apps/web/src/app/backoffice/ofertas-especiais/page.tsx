import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { SpecialOffersAdminPage } from '@/features/marketing-admin';

export const generateMetadata = backofficePageMetadata('Ofertas Especiais');

export default function Page() {
  return (
    <SectionGate section="ofertas-especiais">
      <SpecialOffersAdminPage />
    </SectionGate>
  );
}
