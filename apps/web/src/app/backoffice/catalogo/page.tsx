import { SectionGate } from '@/features/backoffice';
import { CatalogueListPage } from '@/features/catalogue-admin';

export default function Page() {
  return (
    <SectionGate section="catalogo">
      <CatalogueListPage />
    </SectionGate>
  );
}
