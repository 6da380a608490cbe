'use client';

import { formatDateTime, type LoginLink } from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import { createLoginLink } from '../api/backoffice';
import { hasSpecial } from '../lib/access';
import { useStaffAccess } from './staff-access';

/**
 * "Criar link de acesso": a one-time sign-in link for the user, valid for 15 minutes, shown here once and
 * never again (the API keeps only its hash and an audit row). Only for holders of the special permission,
 * and only for buyers and sellers (the API refuses staff and auctioneers' offices, decision 279).
 */
export function LoginLinkPanel({ userId }: { userId: string }) {
  const access = useStaffAccess();
  const reasonId = useId();
  const [link, setLink] = useState<LoginLink | null>(null);
  const { register, handleSubmit, reset } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const create = useMutation(({ reason }: { reason: string }) => createLoginLink(userId, reason.trim()), {
    fallback: 'Não foi possível criar o link.',
    onSuccess: (created) => {
      setLink(created);
      reset();
    },
  });
  if (!hasSpecial(access, 'CREATE_USER_LOGIN_LINKS')) return null;

  return (
    <section aria-label="Link de acesso" className="space-y-3 rounded-2xl border border-line p-4">
      <h2 className="font-semibold text-lg">Criar link de acesso</h2>
      <p className="text-muted text-sm">
        Um link de uso único, válido por 15 minutos, que entra na conta desta pessoa. Ele aparece só uma vez e
        a criação fica registrada na auditoria. Abra-o numa janela anônima para não sair da sua conta. Só para
        compradores e vendedores: nunca para quem é da equipe Circula ou de um leiloeiro.
      </p>
      {link ? (
        <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm">
          <label className="block font-medium" htmlFor={`${reasonId}-link`}>
            Link (válido até {formatDateTime(link.expiresAt)})
          </label>
          <input
            id={`${reasonId}-link`}
            readOnly
            value={link.url}
            onFocus={(event) => event.target.select()}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 font-mono text-xs"
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void navigator.clipboard?.writeText(link.url)}
          >
            Copiar link
          </button>
        </div>
      ) : null}
      <form className="space-y-2" onSubmit={handleSubmit((fields) => create.run(fields))}>
        <label htmlFor={reasonId} className="block font-medium text-sm">
          Motivo (fica na auditoria)
        </label>
        <input
          id={reasonId}
          minLength={5}
          maxLength={500}
          required
          {...register('reason')}
          className="h-10 w-full rounded-lg border border-slate-300 px-2"
        />
        <button type="submit" className={buttonStyles.primary} disabled={create.pending}>
          Criar link de acesso
        </button>
        {create.error ? (
          <p role="alert" className="font-medium text-red-700 text-sm">
            {create.error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
