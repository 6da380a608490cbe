import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { ApplicationReview, reviewPath, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficeRecordMetadata('Cadastro de comprador', 'id', reviewPath);

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireBackofficeRecord(id, reviewPath);
  return (
    <SectionGate section="cadastros">
      <ApplicationReview applicationId={id} />
    </SectionGate>
  );
}
