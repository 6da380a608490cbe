import { SectionGate } from '@/features/backoffice';
import { NewListingPage } from '@/features/catalogue-admin';

export default function Page() {
  return (
    <SectionGate section="catalogo">
      <NewListingPage />
    </SectionGate>
  );
}
