'use client';

// The sign-in and sign-up dialog: loaded by ./auth-provider when someone asks for it.
import { AppDialog } from '@/components/ui/dialog';
import { rememberReferralSlug } from '../lib/referral';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthDialogKind = 'sign-in' | 'sign-up';

interface AuthDialogProps {
  kind: AuthDialogKind;
  onClose(): void;
  onSwitch(kind: AuthDialogKind): void;
  onPhoneStep(): void;
  nextUrl: string;
}

export function AuthDialog({ kind, onClose, onSwitch, onPhoneStep, nextUrl }: AuthDialogProps) {
  const referralSlug = rememberReferralSlug(window.location.search);
  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={kind === 'sign-up' ? 'Criar conta' : 'Entrar'}
      description={
        kind === 'sign-up'
          ? 'Cadastre-se grátis para participar de leilões e compras diretas.'
          : 'Acesse sua conta na Circula.'
      }
    >
      <div className="mt-4">
        {kind === 'sign-up' ? (
          <SignUpForm
            referralSlug={referralSlug}
            onSignedUp={onPhoneStep}
            onSwitchToSignIn={() => onSwitch('sign-in')}
          />
        ) : (
          <SignInForm
            nextUrl={nextUrl}
            referralSlug={referralSlug}
            onSignedIn={onClose}
            onSwitchToSignUp={() => onSwitch('sign-up')}
          />
        )}
      </div>
    </AppDialog>
  );
}
