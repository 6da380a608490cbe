'use client';

import {
  type BackofficePixReturn,
  type BackofficePixReturnList,
  backofficePixReturnListSchema,
  formatBRL,
  formatCount,
  formatDateTime,
  type PixReturnQueueStatus,
  type ReturnPixPaymentInput,
  returnPixPaymentSchema,
} from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { PaymentStatusBadge } from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import { pixReturnsPageSize, pixReturnsPath, returnPixPayment } from '../api/payments';
import { canAct } from '../lib/access';
import { Pager } from './pager';
import { staffPaymentHref } from './payment-queue-page';
import { useStaffAccess } from './staff-access';
import '@/components/ui/zod-messages';

const statusOptions: { value: PixReturnQueueStatus; label: string }[] = [
  { value: 'TO_RETURN', label: 'A devolver' },
  { value: 'RETURNED', label: 'Devolvidos' },
];

interface ReturnFields {
  reason: string;
  bankReference: string;
}

const checkReturn = zodResolver(returnPixPaymentSchema) as unknown as Resolver<
  ReturnFields,
  unknown,
  ReturnPixPaymentInput
>;
/** An empty bank reference is no reference (the provider makes the return, or the form asks for it). */
const resolver: Resolver<ReturnFields, unknown, ReturnPixPaymentInput> = (values, context, options) =>
  checkReturn(
    { ...values, bankReference: values.bankReference.trim() || (undefined as unknown as string) },
    context,
    options,
  );

/** "Devolver": asks why (and, with no provider making returns, the bank's id of the return) before sending. */
function ReturnForm({
  item,
  returnsByProvider,
  send,
  onClose,
}: {
  item: BackofficePixReturn;
  returnsByProvider: boolean;
  send: (endToEndId: string, body: ReturnPixPaymentInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReturnFields, unknown, ReturnPixPaymentInput>({
    resolver,
    defaultValues: { reason: '', bankReference: '' },
  });
  const giveBack = useMutation((body: ReturnPixPaymentInput) => send(item.endToEndId, body), {
    success: 'PIX devolvido',
    fallback: 'Não foi possível devolver o PIX. Tente novamente.',
    setError,
    fields: ['reason', 'bankReference'],
    onSuccess: onClose,
  });
  const amount = formatBRL(item.toReturnCents);
  return (
    <form
      className="mt-2 space-y-3 rounded-xl border border-line bg-slate-50 p-4"
      aria-label={`Devolver PIX de ${amount}`}
      noValidate
      onSubmit={handleSubmit((values) => {
        const bankReference = values.bankReference?.trim();
        if (!returnsByProvider && !bankReference) {
          setError('bankReference', { message: 'Informe o identificador da devolução feita no banco' });
          return;
        }
        return giveBack.run({
          reason: values.reason,
          ...(!returnsByProvider && bankReference ? { bankReference } : {}),
        });
      })}
    >
      <p className="font-medium">
        {returnsByProvider
          ? `Devolver ${amount} à conta de onde o PIX saiu? A devolução é feita pelo provedor PIX na hora.`
          : `Devolva ${amount} pelo banco à conta de onde o PIX saiu e registre aqui o identificador da devolução.`}
        {item.payment ? ' O comprador é avisado por e-mail.' : ''}
      </p>
      <TextAreaField label="Motivo" maxLength={500} error={errors.reason?.message} {...register('reason')} />
      {returnsByProvider ? null : (
        <TextField
          label="Identificador da devolução no banco"
          maxLength={35}
          className="font-mono"
          error={errors.bankReference?.message}
          {...register('bankReference')}
        />
      )}
      <FormAlert>{giveBack.error}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={giveBack.pending}>
          {giveBack.pending ? <SpinnerIcon className="size-4" /> : null}
          Confirmar devolução
        </button>
        <button type="button" className={buttonStyles.ghost} disabled={giveBack.pending} onClick={onClose}>
          Voltar
        </button>
      </div>
    </form>
  );
}

/** Why this PIX goes back, in one line (decisions 285 and 288). */
function whyGiveBack(item: BackofficePixReturn) {
  if (item.kind === 'NO_OPEN_CHARGE') {
    return item.payment
      ? 'Chegou quando a compra não aguardava pagamento'
      : 'Chegou para uma cobrança que não é nossa';
  }
  return item.toReturnCents < item.amountCents
    ? 'PIX de outro valor: a parte que passou do total da compra'
    : 'PIX de outro valor que não entrou no pagamento da compra';
}

function PixReturnRow({
  item,
  returnsByProvider,
  mayAct,
  send,
}: {
  item: BackofficePixReturn;
  returnsByProvider: boolean;
  mayAct: boolean;
  send: (endToEndId: string, body: ReturnPixPaymentInput) => Promise<unknown>;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="py-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p id={headingId} className="font-semibold tabular-nums">
            {formatBRL(item.toReturnCents)}{' '}
            <span className="font-normal text-muted text-sm">
              {item.toReturnCents < item.amountCents ? `de um PIX de ${formatBRL(item.amountCents)} ` : ''}
              pago em {formatDateTime(item.paidAt)}
            </span>
          </p>
          <p className="text-sm">{whyGiveBack(item)}</p>
          {item.payment ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">Compra</span>
              <Link
                href={staffPaymentHref(item.payment.id)}
                className="font-medium font-mono text-brand-800 underline underline-offset-2"
              >
                {item.payment.reference}
              </Link>
              <PaymentStatusBadge status={item.payment.status} />
              <span>{item.payment.buyerUsername}</span>
            </p>
          ) : (
            <p className="text-sm">
              Cobrança desconhecida <span className="font-mono text-muted">(txid {item.txid})</span>
            </p>
          )}
          <p className="break-all font-mono text-muted text-xs">Fim a fim {item.endToEndId}</p>
          {item.returned ? (
            <p className="text-sm">
              Devolvido em {formatDateTime(item.returned.at)}
              {item.returned.byName ? ` por ${item.returned.byName}` : ''} · devolução{' '}
              <span className="font-mono">{item.returned.returnId}</span> · Motivo: {item.returned.reason}
            </p>
          ) : null}
        </div>
        {mayAct && !item.returned && !open ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
            Devolver
          </button>
        ) : null}
      </div>
      {open ? (
        <ReturnForm
          item={item}
          returnsByProvider={returnsByProvider}
          send={send}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </li>
  );
}

/** The list itself, given the page: what FINANCE reads and, at the action level, gives back. */
export function PixReturnsList({
  data,
  status,
  mayAct,
  send,
}: {
  data: BackofficePixReturnList;
  status: PixReturnQueueStatus;
  mayAct: boolean;
  send: (endToEndId: string, body: ReturnPixPaymentInput) => Promise<unknown>;
}) {
  if (data.items.length === 0) {
    return (
      <p className="text-muted text-sm">
        {status === 'TO_RETURN' ? 'Nenhum PIX a devolver.' : 'Nenhum PIX devolvido ainda.'}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line">
      {data.items.map((item) => (
        <PixReturnRow
          key={item.endToEndId}
          item={item}
          returnsByProvider={data.returnsByProvider}
          mayAct={mayAct}
          send={send}
        />
      ))}
    </ul>
  );
}

/**
 * PIX payments that paid nothing (decision 285): the purchase was cancelled, lapsed or already paid, or the
 * charge is not ours. The money is the payer's; FINANCE gives it back.
 */
export function PixReturnsPanel() {
  const access = useStaffAccess();
  const showId = useId();
  const [status, setStatus] = useState<PixReturnQueueStatus>('TO_RETURN');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR(
    authedKey(pixReturnsPath(status, page)),
    authedFetcherOf(backofficePixReturnListSchema),
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / pixReturnsPageSize)) : 1;
  async function send(endToEndId: string, body: ReturnPixPaymentInput) {
    try {
      return await returnPixPayment(endToEndId, body);
    } finally {
      // Returned now, or by someone else meanwhile: the list is read again either way.
      await mutate();
    }
  }
  return (
    <section aria-labelledby="pix-a-devolver" className="rounded-2xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pix-a-devolver" className="font-semibold text-lg">
            PIX a devolver
          </h2>
          <p className="text-muted text-sm">
            PIX que chegaram sem cobrança em aberto (compra cancelada, vencida ou já paga, cobrança
            desconhecida) e PIX de outro valor, inteiros ou no que passou do total, depois que a compra foi
            paga, cancelada ou venceu. O valor é de quem pagou.
          </p>
        </div>
        <div className="text-sm">
          <label htmlFor={showId} className="mr-2 font-medium">
            Mostrar
          </label>
          <select
            id={showId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PixReturnQueueStatus);
              setPage(1);
            }}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && !data ? <p role="alert">Não foi possível carregar os PIX a devolver.</p> : null}
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <>
          <PixReturnsList
            data={data}
            status={status}
            mayAct={canAct(access, 'CIRCULA_FINANCE')}
            send={send}
          />
          {data.total > 0 ? (
            <Pager
              countLabel={formatCount(data.total, 'PIX', 'PIX')}
              page={page}
              pages={pages}
              onPage={setPage}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
