'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import toast from 'react-hot-toast';
import { CloseIcon } from '@/components/icons';
import { useCurrentUser } from '../hooks/use-auth';
import { pushUserIdentity } from '../lib/identity';
import { rememberReferralSlug } from '../lib/referral';
import { getAuthClient } from '../lib/session';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type DialogKind = 'sign-in' | 'sign-up' | null;

interface AuthUi {
  openSignIn(): void;
  openSignUp(): void;
  signOut(): Promise<void>;
}

const AuthUiContext = createContext<AuthUi | null>(null);

export function useAuthUi(): AuthUi {
  const value = useContext(AuthUiContext);
  if (!value) throw new Error('useAuthUi must be used inside AuthProvider');
  return value;
}

export const signOutToast = 'Log out efetuado com sucesso';

/** Starts the session on load, follows the other tabs, and holds the sign-in and sign-up dialogs. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<DialogKind>(null);
  const router = useRouter();
  const pathname = usePathname();
  const { user } = useCurrentUser();
  const identified = useRef<string | null>(null);

  useEffect(() => {
    const client = getAuthClient();
    rememberReferralSlug(window.location.search);
    void client.init();
    return client.followOtherTabs();
  }, []);

  useEffect(() => {
    if (!user || identified.current === `${user.id}:${user.phone}`) return;
    identified.current = `${user.id}:${user.phone}`;
    void pushUserIdentity(user);
  }, [user]);

  const signOut = useCallback(async () => {
    // Pages under /conta need a user; everything else stays where it is.
    const leaveAccount = pathname === '/conta' || pathname.startsWith('/conta/');
    await getAuthClient().signOut();
    identified.current = null;
    toast.success(signOutToast, { id: 'sign-out' });
    if (leaveAccount) router.push('/');
    else router.refresh();
  }, [pathname, router]);

  const ui = useMemo<AuthUi>(
    () => ({ openSignIn: () => setDialog('sign-in'), openSignUp: () => setDialog('sign-up'), signOut }),
    [signOut],
  );

  const here = () => `${window.location.pathname}${window.location.search}`;
  const onPhoneStep = () => {
    setDialog(null);
    router.push(`/auth/verificar-telefone?${new URLSearchParams({ nextUrl: here() })}`);
  };

  return (
    <AuthUiContext.Provider value={ui}>
      {children}
      <Dialog.Root open={dialog !== null} onOpenChange={(open) => (open ? null : setDialog(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="font-bold text-xl">
                  {dialog === 'sign-up' ? 'Criar conta' : 'Entrar'}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-muted text-sm">
                  {dialog === 'sign-up'
                    ? 'Cadastre-se grátis para participar de leilões e compras diretas.'
                    : 'Acesse sua conta na Circula.'}
                </Dialog.Description>
              </div>
              <Dialog.Close className="rounded-full p-1.5 text-muted hover:bg-slate-100" aria-label="Fechar">
                <CloseIcon className="size-5" />
              </Dialog.Close>
            </div>
            {dialog === 'sign-up' ? (
              <SignUpForm
                referralSlug={
                  typeof window === 'undefined' ? undefined : rememberReferralSlug(window.location.search)
                }
                onSignedUp={onPhoneStep}
                onSwitchToSignIn={() => setDialog('sign-in')}
              />
            ) : dialog === 'sign-in' ? (
              <SignInForm
                nextUrl={typeof window === 'undefined' ? undefined : here()}
                referralSlug={
                  typeof window === 'undefined' ? undefined : rememberReferralSlug(window.location.search)
                }
                onSignedIn={() => setDialog(null)}
                onSwitchToSignUp={() => setDialog('sign-up')}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </AuthUiContext.Provider>
  );
}
