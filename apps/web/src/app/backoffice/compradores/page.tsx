import { BuyerSearchPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="compradores">
      <BuyerSearchPage />
    </SectionGate>
  );
}
