import { BackofficeHome, QueuePage } from '@/features/backoffice';

export default function Page() {
  return (
    <BackofficeHome>
      <QueuePage />
    </BackofficeHome>
  );
}
