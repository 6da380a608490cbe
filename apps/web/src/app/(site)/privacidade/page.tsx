import type { Metadata } from 'next';
import { PrivacyContent } from '@/features/legal/components/privacy-content';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Política de privacidade',
  description:
    'Como a Circula trata seus dados pessoais, com quem os compartilha, os cookies que usa e como exercer seus direitos pela LGPD.',
  path: '/privacidade',
});

export default function PrivacyPage() {
  return (
    <>
      <PrivacyContent />
      <NewsletterSection source="privacy" />
    </>
  );
}
