'use client';

// The sign-in and sign-up dialog: loaded by ./auth-provider when someone asks for it.
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '@/components/icons';
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
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-bold text-xl">
                {kind === 'sign-up' ? 'Criar conta' : 'Entrar'}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-muted text-sm">
                {kind === 'sign-up'
                  ? 'Cadastre-se grátis para participar de leilões e compras diretas.'
                  : 'Acesse sua conta na Circula.'}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-1.5 text-muted hover:bg-slate-100" aria-label="Fechar">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
