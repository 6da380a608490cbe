import type { Metadata } from 'next';
import { AboutPage } from '@/features/help';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sobre nós',
  description:
    'A Circula é um marketplace de leilões e vendas diretas de bens de empresas, construtoras e do Judiciário: economia circular, leiloeiros oficiais, preço claro e compradores verificados.',
  path: '/sobre-nos',
});

export default function AboutRoute() {
  return <AboutPage />;
}
