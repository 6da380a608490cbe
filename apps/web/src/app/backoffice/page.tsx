import { QueuePage } from '@/features/backoffice';

export default function Page() {
  return <QueuePage />;
}
