import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { OutboxPageView, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Caixa de saída');

export default function Page() {
  return (
    <SectionGate section="caixa-de-saida">
      <OutboxPageView />
    </SectionGate>
  );
}
