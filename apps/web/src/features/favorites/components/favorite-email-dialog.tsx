'use client';

import { isValidEmail } from '@circula/domain';
import { useForm } from 'react-hook-form';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { AppDialog, DialogClose } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { openFavoriteList } from '../api/favorites';
import { getFavoritesState, setFavoritesState } from '../lib/favorites-store';

export const favoriteMessages = {
  emailed:
    'Enviamos o link da sua lista para o e-mail informado. Abra-o neste aparelho e o lote entra na sua lista.',
  invalidEmail: 'Informe um email válido',
} as const;

/**
 * Asks a visitor for an e-mail to open their favourites list; the list's link goes to that e-mail, and the
 * lot is added when the link is opened on this device.
 */
export function FavoriteEmailDialog({ lotId, onDone }: { lotId: string; onDone: () => void }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const mutation = useMutation((email: string) => openFavoriteList(email), {
    success: favoriteMessages.emailed,
    fallback: 'Não foi possível criar sua lista. Tente de novo.',
    setError: form.setError,
    fields: ['email'],
    onSuccess: () => {
      // The list opens here only through the e-mailed link; the lot waits for it.
      setFavoritesState({ ...getFavoritesState(), pendingLotId: lotId });
      onDone();
    },
  });
  const submit = form.handleSubmit(({ email }) => mutation.run(email.trim()));

  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? undefined : onDone())}
      title="Salvar nos favoritos"
      description={
        <>
          Informe seu e-mail para criar sua lista de favoritos. Enviamos um link para você abri-la em qualquer
          aparelho. Já tem conta?{' '}
          <Link href="/auth/entrar" className="font-medium text-brand-800 underline underline-offset-2">
            Entre
          </Link>
          .
        </>
      }
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message ?? mutation.error}
          {...form.register('email', {
            validate: (value) => isValidEmail(value.trim()) || favoriteMessages.invalidEmail,
          })}
        />
        <div className="flex justify-end gap-3">
          <DialogClose className={buttonStyles.secondary}>Cancelar</DialogClose>
          <button type="submit" className={buttonStyles.primary} disabled={mutation.pending}>
            {mutation.pending ? 'Salvando...' : 'Salvar favorito'}
          </button>
        </div>
      </form>
    </AppDialog>
  );
}
