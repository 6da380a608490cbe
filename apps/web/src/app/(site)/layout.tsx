import type { ReactNode } from 'react';
// Straight from the files, not the features' index: the index would bring the whole account menu (and its
// phone rules) into every page's first script.
import { FirstAccessBanner } from '@/features/auth/components/first-access-banner';
import { SignedInBanners } from '@/features/buyer-application/components/account-status';
import { fetchCategories } from '@/features/catalog/api/catalog-server';
import { CategoryNamesProvider } from '@/features/catalog/components/category-names';
import { Analytics } from '@/features/consent/components/analytics';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const categories = await fetchCategories();
  return (
    <CategoryNamesProvider names={categories.map((category) => [category.code, category.name] as const)}>
      <SiteHeader />
      <FirstAccessBanner />
      <SignedInBanners />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <Analytics />
    </CategoryNamesProvider>
  );
}
