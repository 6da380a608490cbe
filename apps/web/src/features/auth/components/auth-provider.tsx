'use client';

import dynamic from 'next/dynamic';
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
import { notify } from '@/lib/toast';
import { useCurrentUser } from '../hooks/use-auth';
import { pushUserIdentity } from '../lib/identity';
import { noteReferralLanding, rememberReferralSlug } from '../lib/referral';
import { getAuthClient } from '../lib/session';
import type { AuthDialogKind } from './auth-dialog';

type DialogKind = AuthDialogKind | null;

// The dialog and its forms (react-hook-form, zod) load when someone asks to sign in or up, not with
// every page.
const AuthDialog = dynamic(() => import('./auth-dialog').then((module) => module.AuthDialog), {
  ssr: false,
});

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
    noteReferralLanding(window.location.search);
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
    notify.success(signOutToast, { id: 'sign-out' });
    if (leaveAccount) router.push('/');
    else router.refresh();
  }, [pathname, router]);

  const ui = useMemo<AuthUi>(
    () => ({ openSignIn: () => setDialog('sign-in'), openSignUp: () => setDialog('sign-up'), signOut }),
    [signOut],
  );

  const here = () =>
    typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  const onPhoneStep = () => {
    setDialog(null);
    router.push(`/auth/verificar-telefone?${new URLSearchParams({ nextUrl: here() })}`);
  };

  return (
    <AuthUiContext.Provider value={ui}>
      {children}
      {dialog ? (
        <AuthDialog
          kind={dialog}
          onClose={() => setDialog(null)}
          onSwitch={setDialog}
          onPhoneStep={onPhoneStep}
          nextUrl={here()}
        />
      ) : null}
    </AuthUiContext.Provider>
  );
}
