import type { Metadata } from 'next';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { VerifyAccount } from '@/features/buyer-application/components/verify-account';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Verificar conta',
  description: 'Envie seus dados, endereço e documentos para participar dos eventos da Circula.',
  path: '/auth/verificar-conta',
  noIndex: true,
});

export default async function VerifyAccountPage() {
  await redirectUnlessSignedIn('/auth/verificar-conta');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 font-bold text-2xl text-ink sm:text-3xl">Verificar conta</h1>
      <p className="mb-8 text-muted">
        Para dar lances e comprar, precisamos conhecer você. Leva poucos minutos e você pode parar e continuar
        de onde parou.
      </p>
      <VerifyAccount />
    </div>
  );
}
