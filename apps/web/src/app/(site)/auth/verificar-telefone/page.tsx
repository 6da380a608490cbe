import type { Metadata } from 'next';
import { PhoneVerification } from '@/features/auth/components/phone-verification';
import { safeNextUrl } from '@/features/auth/lib/next-url';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Verificar telefone',
  path: '/auth/verificar-telefone',
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyPhonePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const nextUrl = safeNextUrl(params.nextUrl);
  await redirectUnlessSignedIn(
    `/auth/verificar-telefone${nextUrl ? `?${new URLSearchParams({ nextUrl })}` : ''}`,
  );
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="font-bold text-2xl">Verificar telefone</h1>
      <p className="mt-1 mb-6 text-muted text-sm">
        Informe seu celular. Enviaremos um código por SMS para confirmar que ele é seu.
      </p>
      <PhoneVerification nextUrl={nextUrl} />
    </div>
  );
}
