'use client';

import { passwordSchema } from '@circula/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { authApi } from '../api/auth-api';
import { passwordStrength } from '../lib/password-strength';
import { getAuthClient } from '../lib/session';
import { errorMessage } from './form-parts';

/** /auth/redefinir-senha?token=…: a new password, then signed in (the API ends the other sessions). */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const id = useId();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <FormAlert>
        Este link de redefinição não é válido.{' '}
        <Link href="/auth/entrar" className="underline">
          Peça um novo link
        </Link>
        .
      </FormAlert>
    );
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const parsed = passwordSchema.safeParse(password);
    const next = {
      ...(parsed.success ? {} : { password: parsed.error.issues[0]?.message }),
      ...(confirmation === password ? {} : { confirmation: 'As senhas não são iguais' }),
    };
    setErrors(next);
    if (Object.keys(next).length || !token) return;
    setBusy(true);
    try {
      const session = await authApi.resetPassword({ token, password });
      getAuthClient().completeSignIn(session);
      router.replace('/');
    } catch (error) {
      setFormError(errorMessage(error, 'Não foi possível redefinir a senha. Tente novamente.'));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Nova senha">
      <FormAlert>{formError}</FormAlert>
      <TextField
        id={`${id}-password`}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={password ? `Força da senha: ${passwordStrength(password)}` : 'Pelo menos 8 caracteres.'}
      />
      <TextField
        id={`${id}-confirmation`}
        label="Repita a nova senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
        {busy ? <SpinnerIcon className="size-4" /> : null}
        Salvar nova senha
      </button>
    </form>
  );
}
