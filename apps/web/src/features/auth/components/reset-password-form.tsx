'use client';

import { passwordSchema } from '@circula/domain';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { authApi } from '../api/auth-api';
import { passwordStrength } from '../lib/password-strength';
import { getAuthClient } from '../lib/session';
import '@/components/ui/zod-messages';

/** /auth/redefinir-senha?token=…: a new password, then signed in (the API ends the other sessions). */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const id = useId();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ password: string; confirmation: string }>({
    defaultValues: { password: '', confirmation: '' },
  });
  const password = watch('password');
  const reset = useMutation((input: { token: string; password: string }) => authApi.resetPassword(input), {
    fallback: 'Não foi possível redefinir a senha. Tente novamente.',
    onSuccess: (session) => {
      setLeaving(true);
      getAuthClient().completeSignIn(session);
      router.replace('/');
    },
  });

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

  const onSubmit = handleSubmit(({ password: chosen }) => reset.run({ token, password: chosen }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Nova senha">
      <FormAlert>{reset.error}</FormAlert>
      <TextField
        id={`${id}-password`}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={password ? `Força da senha: ${passwordStrength(password)}` : 'Pelo menos 8 caracteres.'}
        {...register('password', {
          validate: (value) => {
            const parsed = passwordSchema.safeParse(value);
            return parsed.success || (parsed.error.issues[0]?.message ?? false);
          },
        })}
      />
      <TextField
        id={`${id}-confirmation`}
        label="Repita a nova senha"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...register('confirmation', {
          validate: (value, values) => value === values.password || 'As senhas não são iguais',
        })}
      />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={reset.pending || leaving}>
        {reset.pending || leaving ? <SpinnerIcon className="size-4" /> : null}
        Salvar nova senha
      </button>
    </form>
  );
}
