import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { BuyerSearchPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Compradores');

export default function Page() {
  return (
    <SectionGate section="compradores">
      <BuyerSearchPage />
    </SectionGate>
  );
}
