import type { Metadata } from 'next';
import { AccountPage } from '@/features/account/components/account-page';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Minha conta', path: '/conta', noIndex: true });

export default async function Page() {
  // Signed out, the answer is a redirect to sign-in before any HTML (not a page that redirects itself).
  await redirectUnlessSignedIn('/conta');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Minha conta</h1>
      <AccountPage />
    </div>
  );
}
