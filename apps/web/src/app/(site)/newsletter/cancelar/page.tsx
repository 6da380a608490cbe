import type { Metadata } from 'next';
import { UnsubscribePanel } from '@/features/newsletter/components/unsubscribe-panel';

export const metadata: Metadata = {
  title: 'Cancelar inscrição na newsletter',
  robots: { index: false, follow: false },
};

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ t?: string | string[] }>;
}) {
  const { t } = await searchParams;
  return <UnsubscribePanel token={typeof t === 'string' && t.length > 0 ? t : null} />;
}
