import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { BackofficeHome, QueuePage } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Cadastros de compradores');

export default function Page() {
  return (
    <BackofficeHome>
      <QueuePage />
    </BackofficeHome>
  );
}
