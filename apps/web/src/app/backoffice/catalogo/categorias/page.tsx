import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { CategoriesPage } from '@/features/catalogue-admin';

export const generateMetadata = backofficePageMetadata('Categorias');

export default function Page() {
  return (
    <SectionGate section="catalogo">
      <CategoriesPage />
    </SectionGate>
  );
}
