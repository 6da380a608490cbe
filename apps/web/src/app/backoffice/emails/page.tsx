import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { EmailPreviewPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Modelos de e-mail');

export default function Page() {
  return (
    <SectionGate section="emails">
      <EmailPreviewPage />
    </SectionGate>
  );
}
