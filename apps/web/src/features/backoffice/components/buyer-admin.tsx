'use client';

import {
  auditActionName,
  type BlockReason,
  blockReasons,
  buyerForStaffSchema,
  formatDateTime,
} from '@circula/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { FormAlert, SelectField, TextAreaField } from '@/components/ui/field';
import { LoadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { blockReasonLabels, VerifiedSeal } from '@/features/buyer-application';
import { authedFetcherOf, authedKey } from '@/features/session';
import { blockBuyer, staffBuyerPath, unblockBuyer } from '../api/backoffice';
import { canAct } from '../lib/access';
import { BuyerPictureSections } from './buyer-picture';
import { applicationStatusLabels, buyerStatusLabels, buyerTypeLabels } from './labels';
import { LoginLinkPanel } from './login-link-panel';
import { useStaffAccess } from './staff-access';

const failureMessage = 'Não foi possível salvar. Tente novamente.';

function BlockForm({
  buyerId,
  blocked,
  onChanged,
}: {
  buyerId: string;
  blocked: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { register, handleSubmit, reset } = useForm<{ reason: BlockReason; note: string }>({
    defaultValues: { reason: 'UNPAID_FEES', note: '' },
  });
  const change = useMutation(
    async ({ reason, note }: { reason: BlockReason; note: string }) => {
      if (blocked) await unblockBuyer(buyerId, note.trim());
      else await blockBuyer(buyerId, reason, note.trim());
    },
    {
      fallback: failureMessage,
      onSuccess: async () => {
        reset({ note: '' }, { keepDefaultValues: true });
        await onChanged();
        toast.success(blocked ? 'Comprador desbloqueado' : 'Comprador bloqueado');
      },
    },
  );
  return (
    <form className="space-y-3" onSubmit={handleSubmit((fields) => change.run(fields))}>
      {blocked ? null : (
        <SelectField label="Motivo do bloqueio" {...register('reason')}>
          {blockReasons.map((value) => (
            <option key={value} value={value}>
              {blockReasonLabels[value]}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Observação interna (opcional, o comprador não vê)"
        maxLength={1000}
        className="min-h-16"
        {...register('note')}
      />
      <button
        type="submit"
        className={blocked ? buttonStyles.secondary : buttonStyles.primary}
        disabled={change.pending}
      >
        {blocked ? 'Desbloquear comprador' : 'Bloquear comprador'}
      </button>
      <FormAlert>{change.error}</FormAlert>
    </form>
  );
}

/** A buyer for staff: status, block or unblock with a spec reason, and the audit trail. */
export function BuyerAdmin({ buyerId }: { buyerId: string }) {
  const access = useStaffAccess();
  const { data, error, mutate } = useSWR(
    authedKey(staffBuyerPath(buyerId)),
    authedFetcherOf(buyerForStaffSchema),
  );
  if (error && !data) {
    return (
      <LoadFailure
        error={error}
        missing="Comprador não encontrado."
        failed="Não foi possível carregar o comprador."
      />
    );
  }
  if (!data) return <p className="text-muted">Carregando...</p>;
  const { buyer, user, buyerApplication, auditTrail } = data;
  const blocked = buyer.blockedAt != null;
  return (
    <div className="space-y-6">
      <RefreshFailure error={error} />
      <div>
        <Link href="/backoffice/compradores" className="text-brand-800 text-sm underline">
          Buscar compradores
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-3 font-bold text-2xl">
          {buyer.username}
          {buyer.status === 'VERIFIED' ? <VerifiedSeal /> : null}
        </h1>
        <p className="text-muted">
          {user.name} · {user.email}
        </p>
      </div>
      <section
        aria-label="Situação do comprador"
        className="space-y-1 rounded-2xl border border-line p-4 text-sm"
      >
        <p>
          Situação: <strong>{buyerStatusLabels[buyer.status] ?? buyer.status}</strong>
        </p>
        <p>Tipo: {buyerTypeLabels[buyer.type] ?? buyer.type}</p>
        <p>
          Bloqueio:{' '}
          {blocked && buyer.blockReason
            ? `${blockReasonLabels[buyer.blockReason]} desde ${formatDateTime(buyer.blockedAt ?? '')}`
            : 'não bloqueado'}
        </p>
        {buyer.blockNote ? <p>Observação: {buyer.blockNote}</p> : null}
        {buyerApplication ? (
          <p>
            Cadastro:{' '}
            <Link href={`/backoffice/cadastros/${buyerApplication.id}`} className="text-brand-800 underline">
              {applicationStatusLabels[buyerApplication.status]}
            </Link>
          </p>
        ) : null}
      </section>
      <section
        aria-label={blocked ? 'Desbloquear' : 'Bloquear'}
        className="rounded-2xl border border-line p-4"
      >
        <BlockForm buyerId={buyer.id} blocked={blocked} onChanged={() => mutate()} />
      </section>
      {canAct(access, 'CIRCULA_CUSTOMER_SUPPORT') ? (
        <p>
          <Link
            href={`/backoffice/creditos?comprador=${buyer.id}`}
            className="text-brand-800 text-sm underline"
          >
            Pedir crédito para este comprador
          </Link>
        </p>
      ) : null}
      <LoginLinkPanel userId={user.id} />
      <BuyerPictureSections buyerId={buyer.id} />
      <section aria-label="Auditoria" className="space-y-2">
        <h2 className="font-semibold text-lg">Auditoria</h2>
        {auditTrail.length === 0 ? <p className="text-muted text-sm">Nenhuma ação registrada.</p> : null}
        <ol className="space-y-1 text-sm">
          {auditTrail.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.createdAt)} · {auditActionName(entry.action) ?? entry.action}
              {entry.actorUserId ? '' : ' (operador)'}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
