'use client';

import {
  accountDeletionAnswerSchema,
  accountDeletionBodySchema,
  accountDeletionGraceDays,
  formatDateTime,
} from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import type { z } from 'zod';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { accountDeletionPath, cancelAccountDeletion, requestAccountDeletion } from '../api/privacy';
import '@/components/ui/zod-messages';

type Form = z.input<typeof accountDeletionBodySchema>;

function DeletionForm({ userId, onDone }: { userId: string; onDone: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, z.output<typeof accountDeletionBodySchema>>({
    resolver: zodResolver(accountDeletionBodySchema),
    defaultValues: { confirmation: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await requestAccountDeletion(userId, body);
      await onDone();
      toast.success('Pedido de exclusão registrado');
    } catch (error) {
      toast.error(failureText(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Confirmar exclusão da conta">
      <TextField
        id="privacidade-confirmacao"
        label="Digite o seu e-mail ou a sua senha para confirmar"
        type="password"
        autoComplete="off"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
        {isSubmitting ? <SpinnerIcon className="size-4" /> : null}
        Confirmar exclusão
      </button>
    </form>
  );
}

/** "Excluir minha conta": the request, the 15 days to cancel it, and the cancel button. */
export function AccountDeletionCard({ userId }: { userId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(accountDeletionPath(userId)),
    authedFetcherOf(accountDeletionAnswerSchema),
  );
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const open = data?.request?.status === 'REQUESTED' ? data.request : null;

  async function cancel() {
    setCancelling(true);
    try {
      await cancelAccountDeletion(userId);
      await mutate();
      setConfirming(false);
      toast.success('Pedido de exclusão cancelado');
    } catch (caught) {
      toast.error(failureText(caught));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Excluir minha conta</h3>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar o pedido de exclusão."
        part="o pedido de exclusão"
      />
      {open ? (
        <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" role="status">
          <p>
            A exclusão da sua conta foi solicitada e será feita em{' '}
            <strong>{formatDateTime(open.scheduledFor)}</strong>. Até lá, você pode cancelar o pedido.
          </p>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={cancelling}
            onClick={() => void cancel()}
          >
            {cancelling ? <SpinnerIcon className="size-4" /> : null}
            Cancelar exclusão
          </button>
        </div>
      ) : (
        <>
          <p className="text-muted text-sm">
            Os seus dados pessoais serão removidos {accountDeletionGraceDays} dias após o pedido; até lá, você
            pode cancelar. Guardamos, sem identificá-lo, apenas os registros que a lei exige (lances,
            pagamentos e notas fiscais). Não é possível excluir a conta com pagamentos em aberto ou enquanto
            você vence um lote em andamento.
          </p>
          {confirming ? (
            <DeletionForm userId={userId} onDone={mutate} />
          ) : (
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
              Excluir minha conta
            </button>
          )}
        </>
      )}
    </div>
  );
}
