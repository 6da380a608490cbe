import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { NewListingPage } from '@/features/catalogue-admin';

export const generateMetadata = backofficePageMetadata('Novo evento');

export default function Page() {
  return (
    <SectionGate section="catalogo">
      <NewListingPage />
    </SectionGate>
  );
}
