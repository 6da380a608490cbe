import { BuyerAdmin } from '@/features/backoffice';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BuyerAdmin buyerId={id} />;
}
