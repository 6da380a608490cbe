'use client';

import {
  backofficePaymentIntentSchema,
  cancelPaymentIntentSchema,
  confirmPixManuallySchema,
  formatBRL,
  formatDateTimeLong,
  isOpenPaymentIntent,
  refuseReceiptSchema,
} from '@circula/domain';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import type { z } from 'zod';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { LoadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import {
  PaymentBreakdown,
  PaymentHistory,
  PaymentStatusBadge,
  paymentMethodLabels,
  paymentTypeLabels,
} from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import {
  actOnPaymentIntent,
  type BackofficePaymentIntent,
  fetchReceiptLink,
  type StaffPaymentAction,
  staffPaymentIntentPath,
} from '../api/payments';
import { canAct, canRead } from '../lib/access';
import { useStaffAccess } from './staff-access';
import '@/components/ui/zod-messages';

const card = 'rounded-2xl border border-line bg-white p-5';

const receiptStatusLabels: Record<NonNullable<BackofficePaymentIntent['receipt']>['status'], string> = {
  UNDER_REVIEW: 'Em verificação',
  APPROVED: 'Aprovado',
  REFUSED: 'Recusado',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-muted text-sm">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The receipt through its short-lived link: an image in the page, a PDF opened in a new tab. */
function ReceiptViewer({ intent }: { intent: BackofficePaymentIntent }) {
  const receipt = intent.receipt;
  const link = useSWR(
    receipt ? ['receipt-link', intent.id, receipt.id] : null,
    () => fetchReceiptLink(intent.id),
    {
      // The link expires after a few minutes; ask for a new one rather than show a dead one.
      refreshInterval: 120_000,
      revalidateOnFocus: true,
    },
  );
  if (!receipt) return <p className="text-muted">Nenhum comprovante enviado.</p>;
  const image = receipt.contentType.startsWith('image/');
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {receipt.fileName} · enviado em {formatDateTimeLong(receipt.uploadedAt)} ·{' '}
        <span className="font-semibold">{receiptStatusLabels[receipt.status]}</span>
      </p>
      {receipt.refusalReason ? (
        <p className="text-red-800 text-sm">Motivo da recusa: {receipt.refusalReason}</p>
      ) : null}
      {link.error ? <p role="alert">Não foi possível abrir o comprovante.</p> : null}
      {!link.data && !link.error ? <p className="text-muted text-sm">Carregando o comprovante...</p> : null}
      {link.data && image ? (
        // biome-ignore lint/performance/noImgElement: a private, short-lived link; nothing to optimise or cache
        <img
          src={link.data.url}
          alt={`Comprovante de depósito ${intent.reference}`}
          className="max-h-[36rem] w-full rounded-lg bg-slate-50 object-contain"
        />
      ) : null}
      {link.data ? (
        <a
          href={link.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {image ? 'Abrir a imagem em outra aba' : 'Abrir o PDF do comprovante'}
        </a>
      ) : null}
    </div>
  );
}

type ReasonSchema =
  | typeof refuseReceiptSchema
  | typeof cancelPaymentIntentSchema
  | typeof confirmPixManuallySchema;

/**
 * One staff action: the button opens a confirmation (with the reason when the action needs one) and only
 * "Confirmar" reaches the API.
 */
function StaffAction({
  label,
  question,
  confirmLabel,
  schema,
  withEndToEndId = false,
  danger = false,
  run,
  success,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  schema?: ReasonSchema;
  withEndToEndId?: boolean;
  danger?: boolean;
  run: (values: { reason?: string; endToEndId?: string }) => Promise<void>;
  success: string;
}) {
  const reasonId = useId();
  const endToEndIdId = useId();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset } = useForm<{ reason: string; endToEndId: string }>({
    defaultValues: { reason: '', endToEndId: '' },
  });
  const action = useMutation(run, {
    success,
    fallback: 'Não foi possível salvar. Tente novamente.',
    onSuccess: () => {
      setOpen(false);
      reset();
    },
    onError: (refusal) => toast.error(refusal.message),
  });
  const { error, pending: busy, setError } = action;

  const confirm = handleSubmit(async ({ reason, endToEndId }) => {
    let values: { reason?: string; endToEndId?: string } = {};
    if (schema) {
      const parsed = (schema as z.ZodType<{ reason: string; endToEndId?: string }>).safeParse({
        reason,
        ...(withEndToEndId && endToEndId.trim() ? { endToEndId } : {}),
      });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Confira os dados');
        return;
      }
      values = parsed.data;
    }
    await action.run(values);
  });

  if (!open) {
    return (
      <button
        type="button"
        className={danger ? buttonStyles.secondary : buttonStyles.primary}
        onClick={() => {
          setOpen(true);
          setError(null);
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <form
      className="w-full space-y-2 rounded-xl border border-line bg-slate-50 p-4"
      aria-label={label}
      noValidate
      onSubmit={confirm}
    >
      <p className="font-medium">{question}</p>
      {schema ? (
        <>
          <label htmlFor={reasonId} className="block font-medium text-sm">
            Motivo
          </label>
          <textarea
            id={reasonId}
            maxLength={500}
            {...register('reason')}
            className="min-h-20 w-full rounded-lg border border-slate-300 bg-white p-2"
          />
        </>
      ) : null}
      {withEndToEndId ? (
        <>
          <label htmlFor={endToEndIdId} className="block font-medium text-sm">
            Identificador fim a fim (opcional)
          </label>
          <input
            id={endToEndIdId}
            maxLength={35}
            {...register('endToEndId')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 font-mono"
          />
        </>
      ) : null}
      {error ? (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? <SpinnerIcon className="size-4" /> : null}
          {confirmLabel}
        </button>
        <button type="button" className={buttonStyles.ghost} disabled={busy} onClick={() => setOpen(false)}>
          Voltar
        </button>
      </div>
    </form>
  );
}

export function PaymentActions({
  intent,
  act,
}: {
  intent: BackofficePaymentIntent;
  act: (action: StaffPaymentAction) => Promise<void>;
}) {
  const reviewing = intent.status === 'PENDING_VERIFICATION' && intent.receipt?.status === 'UNDER_REVIEW';
  const open = isOpenPaymentIntent(intent.status);
  // A PIX the provider did not notify, or one of another amount held for verification.
  const pixConfirmable =
    intent.allowedMethods.includes('PIX') &&
    (intent.status === 'PENDING_PAYMENT' ||
      (intent.status === 'PENDING_VERIFICATION' && intent.method === 'PIX'));
  // A PIX of another amount awaits the decision (decision 288): settling the purchase decides what goes back.
  const otherAmountReceived = intent.pixReceived.some(
    (pix) => pix.outcome === 'AMOUNT_MISMATCH' && pix.toReturnCents === null,
  );
  if (!open) return <p className="text-muted text-sm">Nenhuma ação disponível nesta situação.</p>;
  return (
    <div className="flex flex-wrap items-start gap-3">
      {reviewing ? (
        <>
          <StaffAction
            label="Aprovar comprovante"
            question={`Aprovar o comprovante e marcar ${intent.reference} como pago?`}
            confirmLabel="Confirmar aprovação"
            run={() => act({ action: 'approve-receipt' })}
            success="Comprovante aprovado"
          />
          <StaffAction
            label="Recusar comprovante"
            question="O comprador vai ler o motivo e poderá enviar outro comprovante."
            confirmLabel="Confirmar recusa"
            schema={refuseReceiptSchema}
            danger
            run={({ reason }) => act({ action: 'refuse-receipt', reason: reason ?? '' })}
            success="Comprovante recusado"
          />
        </>
      ) : null}
      {pixConfirmable ? (
        <StaffAction
          label="Confirmar PIX manualmente"
          question={
            otherAmountReceived
              ? `Confirmar o pagamento de ${formatBRL(intent.totalCents)}? Sem identificador fim a fim, os PIX de outro valor já recebidos pagam a compra e o que passar do total vai para “PIX a devolver”. Com o identificador de um PIX do total, os de outro valor vão inteiros para lá.`
              : `Confirmar que o PIX de ${formatBRL(intent.totalCents)} foi recebido, sem aviso da instituição de pagamento?`
          }
          confirmLabel="Confirmar pagamento"
          schema={confirmPixManuallySchema}
          withEndToEndId
          run={({ reason, endToEndId }) =>
            act({ action: 'confirm-pix', reason: reason ?? '', ...(endToEndId ? { endToEndId } : {}) })
          }
          success="Pagamento confirmado"
        />
      ) : null}
      <StaffAction
        label="Cancelar pagamento"
        question={`Cancelar ${intent.reference}? O comprador não poderá mais pagar esta cobrança.${otherAmountReceived ? ' Os PIX de outro valor já recebidos vão para “PIX a devolver”.' : ''}`}
        confirmLabel="Confirmar cancelamento"
        schema={cancelPaymentIntentSchema}
        danger
        run={({ reason }) => act({ action: 'cancel', reason: reason ?? '' })}
        success="Pagamento cancelado"
      />
    </div>
  );
}

/** What became of one PIX received for the purchase, in FINANCE's words (decisions 285 and 288). */
function receivedPixState(pix: BackofficePaymentIntent['pixReceived'][number], intentOpen: boolean) {
  if (pix.outcome === 'PROCESSED') return 'Pagou a compra';
  if (!pix.toReturnCents)
    return intentOpen ? 'Valor diferente do total: aguarda a decisão' : 'Entrou no pagamento';
  const kept = pix.amountCents - pix.toReturnCents;
  const back = pix.returnedAt
    ? `${formatBRL(pix.toReturnCents)} devolvido em ${formatDateTimeLong(pix.returnedAt)}`
    : `${formatBRL(pix.toReturnCents)} a devolver (em “PIX a devolver”)`;
  return kept > 0 ? `${formatBRL(kept)} entrou no pagamento · ${back}` : back;
}

/**
 * Every PIX received for the purchase, with what it paid or what goes back, and their sum beside the total:
 * what FINANCE reads before confirming or cancelling a purchase in verification.
 */
export function ReceivedPixList({ intent }: { intent: BackofficePaymentIntent }) {
  const received = intent.pixReceived;
  if (received.length === 0) return <p className="text-muted text-sm">Nenhum PIX recebido.</p>;
  const intentOpen = isOpenPaymentIntent(intent.status);
  const sum = received.reduce((total, pix) => total + pix.amountCents, 0);
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-line">
        {received.map((pix) => (
          <li
            key={pix.endToEndId}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span>
              <span className="font-semibold tabular-nums">{formatBRL(pix.amountCents)}</span>{' '}
              <span className="text-muted text-sm">em {formatDateTimeLong(pix.paidAt)}</span>
              <span className="block break-all font-mono text-muted text-xs">Fim a fim {pix.endToEndId}</span>
            </span>
            <span className="text-sm">{receivedPixState(pix, intentOpen)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        Recebido por PIX: <span className="font-semibold tabular-nums">{formatBRL(sum)}</span> · total da
        compra <span className="font-semibold tabular-nums">{formatBRL(intent.totalCents)}</span>
        {sum !== intent.totalCents
          ? ` · ${sum > intent.totalCents ? 'acima' : 'abaixo'} do total em ${formatBRL(Math.abs(sum - intent.totalCents))}`
          : ''}
      </p>
    </div>
  );
}

/** /backoffice/pagamentos/[id]: what the buyer owes and sent, and FINANCE's decisions. */
export function PaymentReview({ intentId }: { intentId: string }) {
  const access = useStaffAccess();
  const {
    data: intent,
    error,
    mutate,
  } = useSWR(authedKey(staffPaymentIntentPath(intentId)), authedFetcherOf(backofficePaymentIntentSchema));
  if (error && !intent) {
    return (
      <LoadFailure
        error={error}
        missing="Pagamento não encontrado."
        failed="Não foi possível carregar o pagamento."
      />
    );
  }
  if (!intent) return <p className="text-muted">Carregando...</p>;
  const mayAct = canAct(access, 'CIRCULA_FINANCE');
  async function act(action: StaffPaymentAction) {
    const updated = await actOnPaymentIntent(intentId, action);
    await mutate(updated, { revalidate: true });
  }
  return (
    <div className="space-y-6">
      <Link href="/backoffice/pagamentos" className="text-sm underline">
        Voltar para a fila de pagamentos
      </Link>
      <RefreshFailure error={error} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold font-mono text-2xl">{intent.reference}</h1>
        <PaymentStatusBadge status={intent.status} />
      </div>
      <section aria-labelledby="pagamento-dados" className={card}>
        <h2 id="pagamento-dados" className="mb-3 font-semibold text-lg">
          Dados
        </h2>
        <dl className="space-y-2">
          <Row label="Comprador">
            {canRead(access, 'CIRCULA_CUSTOMER_SUPPORT') ? (
              <Link
                href={`/backoffice/compradores/${intent.buyer.id}`}
                className="underline underline-offset-2"
              >
                {intent.buyer.username}
              </Link>
            ) : (
              intent.buyer.username
            )}
          </Row>
          <Row label="Evento">{intent.listing.title}</Row>
          <Row label="Tipo">{paymentTypeLabels[intent.type]}</Row>
          <Row label="Total">
            <span className="font-semibold">{formatBRL(intent.totalCents)}</span>
          </Row>
          <Row label="Lotes">
            {intent.lots.length > 0
              ? intent.lots.map((lot) => `Lote ${lot.number} · ${lot.title}`).join('; ')
              : '—'}
          </Row>
          <Row label="Forma de pagamento">
            {intent.method ? paymentMethodLabels[intent.method] : 'Não escolhida'}
          </Row>
          <Row label="Prazo">
            {intent.dueAt ? `${formatDateTimeLong(intent.dueAt)} (horário de Brasília)` : '—'}
          </Row>
          <Row label="Pago em">{intent.paidAt ? formatDateTimeLong(intent.paidAt) : '—'}</Row>
          {intent.pix ? <Row label="txid do PIX">{intent.pix.txid}</Row> : null}
        </dl>
      </section>
      <section aria-labelledby="pagamento-pix" className={card}>
        <h2 id="pagamento-pix" className="mb-3 font-semibold text-lg">
          PIX recebidos
        </h2>
        <ReceivedPixList intent={intent} />
      </section>
      <section aria-labelledby="pagamento-comprovante" className={card}>
        <h2 id="pagamento-comprovante" className="mb-3 font-semibold text-lg">
          Comprovante de depósito
        </h2>
        <ReceiptViewer intent={intent} />
      </section>
      <section aria-labelledby="pagamento-acoes" className={card}>
        <h2 id="pagamento-acoes" className="mb-3 font-semibold text-lg">
          Ações
        </h2>
        {mayAct ? (
          <PaymentActions intent={intent} act={act} />
        ) : (
          <p className="text-muted text-sm">Seu acesso a pagamentos é só de leitura.</p>
        )}
      </section>
      <section aria-labelledby="pagamento-valores" className={card}>
        <h2 id="pagamento-valores" className="mb-3 font-semibold text-lg">
          Valores
        </h2>
        <PaymentBreakdown intent={intent} />
      </section>
      <section aria-labelledby="pagamento-historico" className={card}>
        <h2 id="pagamento-historico" className="mb-3 font-semibold text-lg">
          Histórico
        </h2>
        <PaymentHistory intent={intent} />
      </section>
    </div>
  );
}
