import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { CatalogueListPage } from '@/features/catalogue-admin';

export const generateMetadata = backofficePageMetadata('Catálogo');

export default function Page() {
  return (
    <SectionGate section="catalogo">
      <CatalogueListPage />
    </SectionGate>
  );
}
