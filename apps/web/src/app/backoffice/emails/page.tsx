import { EmailPreviewPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="emails">
      <EmailPreviewPage />
    </SectionGate>
  );
}
