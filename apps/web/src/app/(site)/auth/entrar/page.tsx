import type { Metadata } from 'next';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { safeNextUrl } from '@/features/auth/lib/next-url';
import { signInErrorMessage } from '@/features/auth/lib/sign-in-errors';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Entrar',
  description: 'Entre na sua conta da Circula ou crie uma conta grátis.',
  path: '/auth/entrar',
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignIn({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const error = typeof params.error === 'string' ? params.error : undefined;
  return (
    <SignInPage
      nextUrl={safeNextUrl(params.nextUrl)}
      initialError={signInErrorMessage(error)}
      startWithSignUp={params['criar-conta'] !== undefined}
    />
  );
}
