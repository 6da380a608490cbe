'use client';

import { type CredentialsSignInInput, credentialsSignInSchema, emailSchema } from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { publicConfig } from '@/config/public';
import { failureText } from '@/lib/http/failure-text';
import { authApi } from '../api/auth-api';
import { getAuthClient } from '../lib/session';
import { GoogleSignIn } from './google-button';
import '@/components/ui/zod-messages';

export interface SignInFormProps {
  nextUrl?: string | undefined;
  referralSlug?: string | undefined;
  /** A message to show on arrival (a failed magic link or Google sign-in). */
  initialError?: string | undefined;
  onSignedIn: () => void;
  onSwitchToSignUp: () => void;
}

type Mode = { kind: 'password' } | { kind: 'magic-link-sent'; email: string } | { kind: 'forgot' };

export function SignInForm({
  nextUrl,
  referralSlug,
  initialError,
  onSignedIn,
  onSwitchToSignUp,
}: SignInFormProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'password' });
  const [formError, setFormError] = useState<string | undefined>(initialError);
  const [sendingLink, setSendingLink] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsSignInInput>({
    resolver: zodResolver(credentialsSignInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const session = await authApi.signInWithCredentials(values, { nextUrl, referralSlug });
      getAuthClient().completeSignIn(session);
      onSignedIn();
    } catch (error) {
      setFormError(failureText(error, 'Não foi possível entrar. Tente novamente.'));
    }
  });

  async function sendMagicLink() {
    setFormError(undefined);
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim();
    setSendingLink(true);
    try {
      await authApi.sendMagicLink(email, { nextUrl, referralSlug });
      setMode({ kind: 'magic-link-sent', email });
    } catch (error) {
      setFormError(failureText(error));
    } finally {
      setSendingLink(false);
    }
  }

  if (mode.kind === 'forgot') {
    return (
      <ForgotPasswordForm initialEmail={getValues('email')} onBack={() => setMode({ kind: 'password' })} />
    );
  }

  if (mode.kind === 'magic-link-sent') {
    return (
      <div className="space-y-4">
        <FormAlert tone="info">
          Enviamos um link para <strong>{mode.email}</strong>. Abra seu email e clique no link para entrar.
          Ele vale por 15 minutos.
        </FormAlert>
        <button
          type="button"
          className={`${buttonStyles.ghost} w-full`}
          onClick={() => setMode({ kind: 'password' })}
        >
          Voltar
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Entrar com email e senha">
        <FormAlert>{formError}</FormAlert>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={`${id}-password`}
          label="Senha"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            className="font-medium text-brand-800 text-sm underline-offset-2 hover:underline"
            onClick={() => setMode({ kind: 'forgot' })}
          >
            Esqueci minha senha
          </button>
        </div>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? <SpinnerIcon className="size-4" /> : null}
          Entrar
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          disabled={sendingLink}
          onClick={sendMagicLink}
        >
          {sendingLink ? <SpinnerIcon className="size-4" /> : null}
          Receber link por e-mail
        </button>
      </form>
      <GoogleSignIn href={authApi.googleSignInUrl(publicConfig.apiUrl, { nextUrl, referralSlug })} />
      <p className="text-center text-sm">
        Ainda não tem conta?{' '}
        <button
          type="button"
          className="font-semibold text-brand-800 hover:underline"
          onClick={onSwitchToSignUp}
        >
          Criar conta
        </button>
      </p>
    </div>
  );
}

function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail } });
  const forgot = useMutation((email: string) => authApi.forgotPassword(email), {
    onSuccess: (_, email) => setSentTo(email),
  });
  const onSubmit = handleSubmit(({ email }) => forgot.run(emailSchema.parse(email)));

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="info">
          Se existir uma conta para <strong>{sentTo}</strong>, enviamos um link para criar uma nova senha. Ele
          vale por 60 minutos.
        </FormAlert>
        <button type="button" className={`${buttonStyles.ghost} w-full`} onClick={onBack}>
          Voltar para entrar
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Esqueci minha senha">
      <p className="text-muted text-sm">
        Informe seu email e enviaremos um link para você criar uma nova senha.
      </p>
      <FormAlert>{forgot.error}</FormAlert>
      <TextField
        id={`${id}-forgot-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => {
            const parsed = emailSchema.safeParse(value);
            return parsed.success || (parsed.error.issues[0]?.message ?? false);
          },
        })}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={forgot.pending}>
        {forgot.pending ? <SpinnerIcon className="size-4" /> : null}
        Enviar link
      </button>
      <button type="button" className={`${buttonStyles.ghost} w-full`} onClick={onBack}>
        Voltar para entrar
      </button>
    </form>
  );
}
