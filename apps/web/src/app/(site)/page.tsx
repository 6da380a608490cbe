import type { Metadata } from 'next';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { OpportunityAreas } from '@/features/home/components/opportunity-areas';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ path: '/' });

export default function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <OpportunityAreas />
      <NewsletterSection source="home" />
    </>
  );
}
