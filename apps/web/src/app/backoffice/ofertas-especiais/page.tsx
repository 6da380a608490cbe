import { SectionGate } from '@/features/backoffice';
import { SpecialOffersAdminPage } from '@/features/marketing-admin';

export default function Page() {
  return (
    <SectionGate section="ofertas-especiais">
      <SpecialOffersAdminPage />
    </SectionGate>
  );
}
