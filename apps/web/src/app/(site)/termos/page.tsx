import type { Metadata } from 'next';
import { TermsContent } from '@/features/legal/components/terms-content';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Termos de uso',
  description:
    'Termos e condições gerais de uso da Circula: cadastro, participação em leilões e vendas diretas, pagamentos, Indique e Ganhe e deveres dos usuários.',
  path: '/termos',
});

export default function TermsPage() {
  return (
    <>
      <TermsContent />
      <NewsletterSection source="terms" />
    </>
  );
}
