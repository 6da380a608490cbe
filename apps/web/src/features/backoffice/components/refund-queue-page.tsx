'use client';

import {
  type BackofficeRefund,
  type BuyerRefundStatus,
  backofficeRefundListSchema,
  backofficeRefundSchema,
  buyerRefundStatuses,
  formatBRL,
  formatCount,
  formatDateTime,
  refundCompensationLabels,
  refundStatusLabels,
} from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { LoadFailure, ReadFailure, RefreshFailure } from '@/components/ui/load-failure';
import {
  approveRefund,
  fetchRefundPhotoLink,
  markRefundPayoutPaid,
  RefundDetails,
  refundQueuePageSize,
  refundQueuePath,
  rejectRefund,
  staffRefundHref,
  staffRefundPath,
} from '@/features/refunds';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { canAct } from '../lib/access';
import { Pager } from './pager';
import { useStaffAccess } from './staff-access';

/** One photo through its short-lived signed link (asked for when shown; renewed before it expires). */
function RefundPhoto({
  refund,
  photoId,
  index,
}: {
  refund: BackofficeRefund;
  photoId: string;
  index: number;
}) {
  const link = useSWR(
    ['refund-photo-link', refund.id, photoId],
    () => fetchRefundPhotoLink(refund.id, photoId),
    {
      refreshInterval: 120_000,
      revalidateOnFocus: true,
    },
  );
  const label = `Foto ${index + 1} do reembolso ${refund.reference}`;
  if (link.error) return <p role="alert">Não foi possível abrir a foto {index + 1}.</p>;
  if (!link.data) return <p className="text-muted text-sm">Carregando a foto {index + 1}...</p>;
  return (
    <figure className="space-y-1">
      {/* biome-ignore lint/performance/noImgElement: a private, short-lived link; nothing to optimise or cache */}
      <img
        src={link.data.url}
        alt={label}
        className="max-h-80 w-full rounded-lg bg-slate-50 object-contain"
      />
      <figcaption>
        <a
          href={link.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 text-sm underline underline-offset-2"
        >
          Baixar a foto {index + 1}
        </a>
      </figcaption>
    </figure>
  );
}

/** The buyer's photos, for staff: opened one by one through signed links (each opening is recorded). */
export function RefundPhotos({ refund }: { refund: BackofficeRefund }) {
  const [shown, setShown] = useState(false);
  if (refund.photos.length === 0) return <p className="text-muted text-sm">Nenhuma foto enviada.</p>;
  if (!shown)
    return (
      <button type="button" className={buttonStyles.secondary} onClick={() => setShown(true)}>
        Ver {refund.photos.length === 1 ? 'a foto' : `as ${refund.photos.length} fotos`} do comprador
      </button>
    );
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="refund-photos">
      {refund.photos.map((photo, index) => (
        <RefundPhoto key={photo.id} refund={refund} photoId={photo.id} index={index} />
      ))}
    </div>
  );
}

function RefundActions({ refund, onDone }: { refund: BackofficeRefund; onDone: () => Promise<unknown> }) {
  const access = useStaffAccess();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      await onDone();
      toast.success(done);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const support = canAct(access, 'CIRCULA_CUSTOMER_SUPPORT');
  const finance = canAct(access, 'CIRCULA_FINANCE');
  if (refund.status === 'IN_ANALYSIS' && support) {
    return (
      <div className="space-y-2">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={busy}
          onClick={() => run(() => approveRefund(refund.id), 'Reembolso aprovado')}
        >
          Aprovar reembolso
        </button>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            <span className="block font-medium">Motivo da recusa</span>
            <input
              className="h-10 w-72 rounded-lg border border-slate-300 px-2"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => run(() => rejectRefund(refund.id, reason), 'Reembolso recusado')}
          >
            Recusar
          </button>
        </div>
      </div>
    );
  }
  if (refund.status === 'APPROVED' && refund.payout?.status === 'PENDING' && finance) {
    return (
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={busy}
        onClick={() => run(() => markRefundPayoutPaid(refund.id), 'Transferência registrada')}
      >
        Registrar transferência PIX realizada
      </button>
    );
  }
  return null;
}

/** /backoffice/reembolsos: the refunds by status ("Em análise" first); support decides, FINANCE pays PIX. */
export function RefundQueuePage() {
  const [status, setStatus] = useState<BuyerRefundStatus>('IN_ANALYSIS');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR(
    authedKey(refundQueuePath(status, page)),
    authedFetcherOf(backofficeRefundListSchema),
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / refundQueuePageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Reembolsos</h1>
        <label className="text-sm">
          <span className="mr-2 font-medium">Situação</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BuyerRefundStatus);
              setPage(1);
            }}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            {buyerRefundStatuses.map((value) => (
              <option key={value} value={value}>
                {refundStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReadFailure error={error} loaded={data !== undefined} failed="Não foi possível carregar a fila." />
      {isLoading && !data ? <p className="text-muted">Carregando...</p> : null}
      {data && data.items.length === 0 ? <p>Nenhum reembolso nesta situação.</p> : null}
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {data?.items.map((refund) => (
          <li key={refund.id} className="space-y-3 p-4" data-testid={`backoffice-refund-${refund.reference}`}>
            <button
              type="button"
              className="flex w-full flex-wrap justify-between gap-2 text-left text-sm"
              aria-expanded={open === refund.id}
              onClick={() => setOpen(open === refund.id ? null : refund.id)}
            >
              <span className="font-medium font-mono">{refund.reference}</span>
              <span>{refund.buyer.username}</span>
              <span>
                Lote {refund.lot.number} · {refund.lot.title}
              </span>
              <span>{refundCompensationLabels[refund.compensation]}</span>
              <span className="text-muted">
                {refund.submittedAt ? 'enviado' : 'aberto'} em{' '}
                <time dateTime={refund.submittedAt ?? refund.createdAt}>
                  {formatDateTime(refund.submittedAt ?? refund.createdAt)}
                </time>
              </span>
              <span className="tabular-nums">{formatBRL(refund.amountCents)}</span>
            </button>
            {open === refund.id ? (
              <>
                <RefundDetails refund={refund} />
                <RefundPhotos refund={refund} />
                <RefundActions refund={refund} onDone={() => mutate()} />
                <Link
                  href={staffRefundHref(refund.id)}
                  className="block font-semibold text-brand-800 text-sm underline underline-offset-2"
                >
                  Abrir a página do reembolso
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {data ? (
        <Pager
          countLabel={formatCount(data.total, 'reembolso', 'reembolsos')}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}

/** /backoffice/reembolsos/[id]: one refund with its photos and the staff actions. */
export function RefundStaffPage({ refundId }: { refundId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(staffRefundPath(refundId)),
    authedFetcherOf(backofficeRefundSchema),
  );
  return (
    <div className="space-y-4">
      <Link href="/backoffice/reembolsos" className="text-brand-800 text-sm underline underline-offset-2">
        Voltar para a fila de reembolsos
      </Link>
      {error && !data ? (
        <LoadFailure
          error={error}
          missing="Reembolso não encontrado."
          failed="Não foi possível carregar o reembolso."
        />
      ) : null}
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <>
          <RefreshFailure error={error} />
          <h1 className="font-bold text-2xl">
            Reembolso <span className="font-mono">{data.reference}</span>
          </h1>
          <p className="text-sm">
            {data.buyer.username} · Lote {data.lot.number} · {data.lot.title} ·{' '}
            {refundCompensationLabels[data.compensation]} · {formatBRL(data.amountCents)} ·{' '}
            <span className="font-semibold">{refundStatusLabels[data.status]}</span>
          </p>
          <RefundDetails refund={data} />
          <section className="space-y-2">
            <h2 className="font-semibold text-lg">Fotos</h2>
            <RefundPhotos refund={data} />
          </section>
          <RefundActions refund={data} onDone={() => mutate()} />
        </>
      ) : null}
    </div>
  );
}
