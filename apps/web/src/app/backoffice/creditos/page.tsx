import { CreditGrantsPage } from '@/features/backoffice';

export default function Page() {
  return <CreditGrantsPage />;
}
