'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { previousPath } from '@/lib/navigation/previous-path';
import { useAuth } from '../hooks/use-auth';
import { rememberReferralSlug } from '../lib/referral';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth/entrar: sign in (or create an account) and go on to nextUrl. */
export function SignInPage({
  nextUrl,
  initialError,
  startWithSignUp,
}: {
  nextUrl: string | undefined;
  initialError: string | undefined;
  startWithSignUp: boolean;
}) {
  const router = useRouter();
  const auth = useAuth();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>(startWithSignUp ? 'sign-up' : 'sign-in');
  const [referralSlug, setReferralSlug] = useState<string | undefined>();
  const [finishing, setFinishing] = useState(false);

  useEffect(() => setReferralSlug(rememberReferralSlug(window.location.search)), []);

  // Already signed in (or just signed in here or in another tab): on to where the person was going.
  useEffect(() => {
    if (auth.status === 'signed-in' && !finishing) router.replace(nextUrl ?? previousPath() ?? '/');
  }, [auth.status, finishing, nextUrl, router]);

  const afterSignUp = () => {
    setFinishing(true);
    const params = new URLSearchParams(nextUrl ? { nextUrl } : {});
    router.replace(`/auth/verificar-telefone${params.size ? `?${params}` : ''}`);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="font-bold text-2xl">{mode === 'sign-up' ? 'Criar conta' : 'Entrar'}</h1>
      <p className="mt-1 mb-6 text-muted text-sm">
        {mode === 'sign-up'
          ? 'Cadastre-se grátis para participar de leilões e compras diretas.'
          : 'Entre para continuar.'}
      </p>
      {mode === 'sign-up' ? (
        <SignUpForm
          nextUrl={nextUrl}
          referralSlug={referralSlug}
          onSignedUp={afterSignUp}
          onSwitchToSignIn={() => setMode('sign-in')}
        />
      ) : (
        <SignInForm
          nextUrl={nextUrl}
          referralSlug={referralSlug}
          initialError={initialError}
          onSignedIn={() => router.replace(nextUrl ?? previousPath() ?? '/')}
          onSwitchToSignUp={() => setMode('sign-up')}
        />
      )}
    </div>
  );
}
