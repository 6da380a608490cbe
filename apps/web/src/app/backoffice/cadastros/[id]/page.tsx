import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { ApplicationReview, reviewPath, SectionGate } from '@/features/backoffice';

const record = backofficeRecordPage('Cadastro de comprador', 'id', reviewPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'id'>) {
  const id = await record.recordId(params);
  return (
    <SectionGate section="cadastros">
      <ApplicationReview applicationId={id} />
    </SectionGate>
  );
}
