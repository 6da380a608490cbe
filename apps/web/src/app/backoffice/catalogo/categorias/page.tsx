import { SectionGate } from '@/features/backoffice';
import { CategoriesPage } from '@/features/catalogue-admin';

export default function Page() {
  return (
    <SectionGate section="catalogo">
      <CategoriesPage />
    </SectionGate>
  );
}
