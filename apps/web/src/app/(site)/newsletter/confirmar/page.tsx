import type { Metadata } from 'next';
import { NewsletterConfirmationPanel } from '@/features/newsletter/components/newsletter-confirmation-panel';

export const metadata: Metadata = {
  title: 'Confirmar a inscrição na newsletter',
  robots: { index: false, follow: false },
};

export default async function NewsletterConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<{ t?: string | string[] }>;
}) {
  const { t } = await searchParams;
  return <NewsletterConfirmationPanel token={typeof t === 'string' && t.length > 0 ? t : null} />;
}
