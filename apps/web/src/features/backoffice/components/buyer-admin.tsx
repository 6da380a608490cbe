'use client';

import { type BlockReason, blockReasons, buyerForStaffSchema } from '@circula/domain';
import Link from 'next/link';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { blockReasonLabels, VerifiedSeal } from '@/features/buyer-application';
import { authedFetcherOf, authedKey } from '@/features/session';
import { formatDateTime } from '@/lib/format/date';
import { blockBuyer, staffBuyerPath, unblockBuyer } from '../api/backoffice';
import { BuyerPictureSections } from './buyer-picture';
import { applicationStatusLabels, auditActionLabels, buyerStatusLabels, buyerTypeLabels } from './labels';
import { LoginLinkPanel } from './login-link-panel';

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Não foi possível salvar. Tente novamente.';

function BlockForm({
  buyerId,
  blocked,
  onChanged,
}: {
  buyerId: string;
  blocked: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const reasonId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<BlockReason>('UNPAID_FEES');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setBusy(true);
    setError(null);
    try {
      if (blocked) await unblockBuyer(buyerId, note.trim());
      else await blockBuyer(buyerId, reason, note.trim());
      setNote('');
      await onChanged();
      toast.success(blocked ? 'Comprador desbloqueado' : 'Comprador bloqueado');
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {blocked ? null : (
        <div>
          <label htmlFor={reasonId} className="mb-1 block font-medium text-sm">
            Motivo do bloqueio
          </label>
          <select
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value as BlockReason)}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2"
          >
            {blockReasons.map((value) => (
              <option key={value} value={value}>
                {blockReasonLabels[value]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={noteId} className="mb-1 block font-medium text-sm">
          Observação interna (opcional, o comprador não vê)
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
          className="min-h-16 w-full rounded-lg border border-slate-300 p-2"
        />
      </div>
      <button
        type="submit"
        className={blocked ? buttonStyles.secondary : buttonStyles.primary}
        disabled={busy}
      >
        {blocked ? 'Desbloquear comprador' : 'Bloquear comprador'}
      </button>
      {error ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** A buyer for staff: status, block or unblock with a spec reason, and the audit trail. */
export function BuyerAdmin({ buyerId }: { buyerId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(staffBuyerPath(buyerId)),
    authedFetcherOf(buyerForStaffSchema),
  );
  if (error) {
    return <p role="alert">{failure(error)}</p>;
  }
  if (!data) return <p className="text-muted">Carregando...</p>;
  const { buyer, user, buyerApplication, auditTrail } = data;
  const blocked = buyer.blockedAt != null;
  return (
    <div className="space-y-6">
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
      <LoginLinkPanel userId={user.id} />
      <BuyerPictureSections buyerId={buyer.id} />
      <section aria-label="Auditoria" className="space-y-2">
        <h2 className="font-semibold text-lg">Auditoria</h2>
        {auditTrail.length === 0 ? <p className="text-muted text-sm">Nenhuma ação registrada.</p> : null}
        <ol className="space-y-1 text-sm">
          {auditTrail.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.createdAt)} · {auditActionLabels[entry.action] ?? entry.action}
              {entry.actorUserId ? '' : ' (operador)'}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
