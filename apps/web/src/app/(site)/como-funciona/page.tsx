import type { Metadata } from 'next';
import { HowItWorksPage } from '@/features/help';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Como funciona',
  description:
    'Como comprar na Circula: cadastro e verificação, habilitação, lances e lance automático, prorrogação, total a pagar, pagamento por PIX e retirada.',
  path: '/como-funciona',
});

export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
