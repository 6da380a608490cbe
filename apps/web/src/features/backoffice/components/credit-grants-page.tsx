'use client';

import {
  buyerForStaffSchema,
  type CreditGrantRequest,
  type CreditGrantRequestBody,
  creditGrantRequestListSchema,
  creditGrantRequestSchema,
  type creditReasons,
  formatBRL,
  formatDateTime,
  parseCurrencyToCents,
} from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedJson, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { staffBuyerPath } from '../api/backoffice';
import { canAct, canRead } from '../lib/access';
import { BuyerPicker, type PickedBuyer } from './buyer-picker';
import { useStaffAccess } from './staff-access';

const listPath = 'backoffice/credit-grants?status=PENDING';
const reasonLabels: Record<(typeof creditReasons)[number], string> = {
  CUSTOMER_SUPPORT: 'Atendimento',
  BUYER_REFUND: 'Reembolso',
  MEMBER_GET_MEMBER: 'Indicação',
  MARKETING: 'Marketing',
  OTHER: 'Outro',
};
const failureMessage = 'Não foi possível concluir. Tente novamente.';

interface RequestFields {
  /** Typed by someone who cannot search buyers (the search is customer support's). */
  buyerId: string;
  amount: string;
  type: CreditGrantRequestBody['type'];
  reason: CreditGrantRequestBody['reason'];
  expiresAt: string;
  description: string;
}

const emptyRequest: RequestFields = {
  buyerId: '',
  amount: '',
  type: 'TOTAL',
  reason: 'CUSTOMER_SUPPORT',
  expiresAt: '',
  description: '',
};

function RequestForm({ onDone, presetBuyerId }: { onDone: () => void; presetBuyerId: string | null }) {
  // Customer support finds the buyer by name, e-mail, username or CPF/CNPJ; whoever may ask for credits
  // without reading buyers (marketing) gives the identifier they were handed.
  const canSearchBuyers = canRead(useStaffAccess(), 'CIRCULA_CUSTOMER_SUPPORT');
  // Coming from a buyer's page, that buyer is chosen until someone picks another.
  const { data: preset } = useSWR(
    canSearchBuyers && presetBuyerId ? authedKey(staffBuyerPath(presetBuyerId)) : null,
    authedFetcherOf(buyerForStaffSchema),
  );
  const [picked, setPicked] = useState<PickedBuyer | null>(null);
  const [presetDropped, setPresetDropped] = useState(false);
  const buyer: PickedBuyer | null =
    picked ??
    (preset && !presetDropped
      ? {
          id: preset.buyer.id,
          username: preset.buyer.username,
          name: preset.user.name,
          email: preset.user.email,
        }
      : null);
  const setBuyer = (next: PickedBuyer | null) => {
    setPicked(next);
    setPresetDropped(true);
  };
  const { register, handleSubmit, reset } = useForm<RequestFields>({ defaultValues: emptyRequest });
  const request = useMutation(
    (fields: RequestFields) => {
      const buyerId = canSearchBuyers ? buyer?.id : fields.buyerId.trim();
      if (!buyerId) throw new Error('Escolha o comprador.');
      const amountCents = parseCurrencyToCents(fields.amount);
      if (amountCents === null || amountCents <= 0) {
        throw new Error('Informe o valor em reais, por exemplo 50,00.');
      }
      return authedJson('backoffice/credit-grants', creditGrantRequestSchema, {
        method: 'POST',
        json: {
          buyerId,
          type: fields.type,
          reason: fields.reason,
          amountCents,
          // End of the chosen day in horário de Brasília.
          expiresAt: fields.expiresAt ? new Date(`${fields.expiresAt}T23:59:59-03:00`).toISOString() : null,
          description: fields.description,
        } satisfies CreditGrantRequestBody,
      });
    },
    {
      success: 'Pedido de crédito enviado para aprovação',
      fallback: failureMessage,
      errorAs: 'toast',
      onSuccess: () => {
        reset();
        setBuyer(null);
        onDone();
      },
    },
  );
  return (
    <form
      aria-label="Pedir crédito"
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={handleSubmit((fields) => request.run(fields))}
    >
      {canSearchBuyers ? (
        <div className="sm:col-span-2">
          <BuyerPicker chosen={buyer} onChoose={setBuyer} />
        </div>
      ) : (
        <label className="text-sm">
          Identificador do comprador
          <input
            {...register('buyerId')}
            required
            className="mt-1 w-full rounded border border-line px-2 py-1.5"
          />
        </label>
      )}
      <label className="text-sm">
        Valor (R$)
        <input
          {...register('amount')}
          required
          inputMode="decimal"
          className="mt-1 w-full rounded border border-line px-2 py-1.5"
        />
      </label>
      <label className="text-sm">
        Tipo
        <select {...register('type')} className="mt-1 w-full rounded border border-line px-2 py-1.5">
          <option value="TOTAL">Valor total da compra</option>
          <option value="FEES_ONLY">Só taxas administrativas</option>
        </select>
      </label>
      <label className="text-sm">
        Motivo
        <select {...register('reason')} className="mt-1 w-full rounded border border-line px-2 py-1.5">
          <option value="CUSTOMER_SUPPORT">Atendimento</option>
          <option value="MARKETING">Marketing</option>
          <option value="OTHER">Outro</option>
        </select>
      </label>
      <label className="text-sm">
        Validade (opcional)
        <input
          {...register('expiresAt')}
          type="date"
          className="mt-1 w-full rounded border border-line px-2 py-1.5"
        />
      </label>
      <label className="text-sm sm:col-span-2">
        Descrição (o comprador lê no extrato)
        <input
          {...register('description')}
          required
          minLength={5}
          maxLength={300}
          className="mt-1 w-full rounded border border-line px-2 py-1.5"
        />
      </label>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={request.pending}>
          Pedir crédito
        </button>
      </div>
    </form>
  );
}

/** /backoffice/creditos: staff ask for buyer credits; holders of the approval permission decide. */
export function CreditGrantsPage({ presetBuyerId = null }: { presetBuyerId?: string | null }) {
  // Asking is support's or marketing's (action level), as the API's route says; approving alone asks nothing.
  const access = useStaffAccess();
  const mayRequest = canAct(access, 'CIRCULA_CUSTOMER_SUPPORT') || canAct(access, 'CIRCULA_MARKETING');
  const { data, error, mutate } = useSWR(authedKey(listPath), authedFetcherOf(creditGrantRequestListSchema));
  const [busy, setBusy] = useState<string | null>(null);
  const decision = useMutation(
    ({ request, approve }: { request: CreditGrantRequest; approve: boolean }) =>
      authedJson(`backoffice/credit-grants/${request.id}/decision`, creditGrantRequestSchema, {
        method: 'POST',
        json: { approve },
      }),
    {
      success: (_, { approve }) => (approve ? 'Crédito aprovado' : 'Pedido recusado'),
      fallback: failureMessage,
      errorAs: 'toast',
      onSuccess: async () => {
        await mutate();
      },
    },
  );
  async function decide(request: CreditGrantRequest, approve: boolean) {
    setBusy(request.id);
    await decision.run({ request, approve });
    setBusy(null);
  }
  if (error && !data) return <p role="alert">{failureText(error, failureMessage)}</p>;
  return (
    <div className="space-y-8">
      <RefreshFailure error={error} />
      <section className="space-y-3">
        <h1 className="font-bold text-2xl text-ink">Créditos pendentes de aprovação</h1>
        {!data ? (
          <p className="text-muted text-sm">Carregando...</p>
        ) : data.items.length === 0 ? (
          <p className="text-muted text-sm">Nenhum pedido de crédito pendente.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th className="py-1">Comprador</th>
                  <th className="py-1">Valor</th>
                  <th className="py-1">Motivo</th>
                  <th className="py-1">Pedido por</th>
                  <th className="py-1">Quando</th>
                  <th className="py-1" />
                </tr>
              </thead>
              <tbody>
                {data.items.map((request) => (
                  <tr key={request.id} className="border-line border-t align-top">
                    <td className="py-2">{request.buyerUsername}</td>
                    <td className="py-2">
                      {formatBRL(request.amountCents)}
                      {request.type === 'FEES_ONLY' ? ' (só taxas)' : ''}
                    </td>
                    <td className="py-2">
                      {reasonLabels[request.reason]}: {request.description}
                    </td>
                    <td className="py-2">{request.requestedByName}</td>
                    <td className="py-2">{formatDateTime(request.createdAt)}</td>
                    <td className="py-2">
                      {!data.canApprove ? null : request.requestedByMe ? (
                        <span className="text-muted">Pedido por você: outra pessoa aprova</span>
                      ) : (
                        <span className="flex gap-2">
                          <button
                            type="button"
                            className={buttonStyles.primary}
                            disabled={busy === request.id}
                            onClick={() => decide(request, true)}
                          >
                            Aprovar
                          </button>
                          <button
                            type="button"
                            className={buttonStyles.secondary}
                            disabled={busy === request.id}
                            onClick={() => decide(request, false)}
                          >
                            Recusar
                          </button>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {mayRequest ? (
        <section className="space-y-3">
          <h2 className="font-semibold text-ink text-lg">Pedir crédito para um comprador</h2>
          <RequestForm onDone={() => void mutate()} presetBuyerId={presetBuyerId} />
        </section>
      ) : null}
    </div>
  );
}
