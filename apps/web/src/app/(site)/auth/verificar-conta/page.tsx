import type { Metadata } from 'next';
import { VerifyAccount } from '@/features/auth/components/verify-account';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Verificar conta',
  path: '/auth/verificar-conta',
  noIndex: true,
});

export default async function VerifyAccountPage() {
  await redirectUnlessSignedIn('/auth/verificar-conta');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-2xl">Verificar conta</h1>
      <p className="mt-1 mb-6 text-muted text-sm">
        Contas verificadas podem se habilitar nos eventos, dar lances e comprar.
      </p>
      <VerifyAccount />
    </div>
  );
}
