import type { Metadata } from 'next';
import { SupportPage } from '@/features/help';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Suporte',
  description:
    'Fale com a Circula por e-mail ou WhatsApp e veja as perguntas frequentes sobre cadastro, lances, pagamento e retirada.',
  path: '/suporte',
});

export default function SupportRoute() {
  return <SupportPage />;
}
