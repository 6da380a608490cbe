import { completeSignUpPath } from '@circula/domain';
import type { Metadata } from 'next';
import { CompleteSignUp } from '@/features/auth/components/complete-sign-up';
import { safeNextUrl } from '@/features/auth/lib/next-url';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Concluir cadastro',
  path: completeSignUpPath,
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CompleteSignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const nextUrl = safeNextUrl(params.nextUrl);
  await redirectUnlessSignedIn(
    `${completeSignUpPath}${nextUrl ? `?${new URLSearchParams({ nextUrl })}` : ''}`,
  );
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="font-bold text-2xl">Concluir cadastro</h1>
      <p className="mt-1 mb-6 text-muted text-sm">
        Falta pouco: para participar de leilões e vendas diretas, confirme as declarações abaixo e aceite os
        Termos de uso e a Política de privacidade.
      </p>
      <CompleteSignUp nextUrl={nextUrl} />
    </div>
  );
}
