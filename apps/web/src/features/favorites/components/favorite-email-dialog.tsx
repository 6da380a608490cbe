'use client';

import { isValidEmail } from '@circula/domain';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { CloseIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { isHttpError } from '@/lib/http/client';
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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError(favoriteMessages.invalidEmail);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await openFavoriteList(email.trim());
      // The list opens here only through the e-mailed link; the lot waits for it.
      setFavoritesState({ ...getFavoritesState(), pendingLotId: lotId });
      toast.success(favoriteMessages.emailed);
      onDone();
    } catch (caught) {
      setError(isHttpError(caught) ? caught.message : 'Não foi possível criar sua lista. Tente de novo.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onDone())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-semibold text-ink text-xl">Salvar nos favoritos</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted text-sm">
            Informe seu e-mail para criar sua lista de favoritos. Enviamos um link para você abri-la em
            qualquer aparelho. Já tem conta?{' '}
            <Link href="/auth/entrar" className="font-medium text-brand-800 underline underline-offset-2">
              Entre
            </Link>
            .
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <div className="space-y-1.5">
              <label htmlFor={inputId} className="block font-medium text-sm">
                E-mail
              </label>
              <input
                id={inputId}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
              {error ? (
                <p id={errorId} role="alert" className="text-red-700 text-sm">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="flex justify-end gap-3">
              <Dialog.Close className={buttonStyles.secondary}>Cancelar</Dialog.Close>
              <button type="submit" className={buttonStyles.primary} disabled={sending}>
                {sending ? 'Salvando...' : 'Salvar favorito'}
              </button>
            </div>
          </form>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-1.5 text-muted hover:bg-slate-100"
            aria-label="Fechar"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
