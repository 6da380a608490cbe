'use client';

import {
  agreementKindOf,
  createRefundSchema,
  type PaymentIntentView,
  pixKeyTypes,
  type RefundCompensation,
  type RefundReason,
  refundAgreementTemplates,
  refundCompensationLabels,
  refundCompensations,
  refundReasonLabels,
  refundReasons,
} from '@circula/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { errorMessage } from '@/features/buyer-application';
import { openRefund, submitRefund, uploadRefundPhoto } from '../api/refunds';

const input = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3';
const pixKeyLabels = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  RANDOM: 'Chave aleatória',
};

/**
 * "Solicitar reembolso" of a paid purchase: the lot, reason, description, photos, the compensation (credits
 * or PIX to the buyer's own key or account), then the matching agreement text, signed by a checkbox.
 */
export function RefundRequestForm({
  buyerId,
  intent,
  initialLotId,
}: {
  buyerId: string;
  intent: PaymentIntentView;
  initialLotId: string | null;
}) {
  const router = useRouter();
  const [lotId, setLotId] = useState(initialLotId ?? intent.lots[0]?.lotId ?? '');
  const [reason, setReason] = useState<RefundReason>('DAMAGED');
  const [description, setDescription] = useState('');
  const [compensation, setCompensation] = useState<RefundCompensation>('CREDITS_TOTAL_PURCHASE');
  const [destinationKind, setDestinationKind] = useState<'PIX_KEY' | 'BANK_ACCOUNT'>('PIX_KEY');
  const [pix, setPix] = useState({
    keyType: 'CPF' as (typeof pixKeyTypes)[number],
    key: '',
    holderTaxId: '',
  });
  const [bank, setBank] = useState({
    bankCode: '',
    branch: '',
    accountNumber: '',
    accountType: 'checking' as 'checking' | 'savings',
    transferType: 'pix' as 'pix' | 'ted',
    holderName: '',
    holderTaxId: '',
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const agreement = refundAgreementTemplates[agreementKindOf(compensation)];

  const destination =
    compensation !== 'PIX'
      ? null
      : destinationKind === 'PIX_KEY'
        ? {
            kind: 'PIX_KEY' as const,
            keyType: pix.keyType,
            key: pix.key,
            holderTaxId: pix.keyType === 'CPF' || pix.keyType === 'CNPJ' ? null : pix.holderTaxId,
          }
        : { kind: 'BANK_ACCOUNT' as const, ...bank };

  async function send() {
    const parsed = createRefundSchema.safeParse({
      paymentIntentId: intent.id,
      lotId,
      reason,
      description,
      compensation,
      payoutDestination: destination,
    });
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    if (!accepted) problems.push('É preciso aceitar o termo de reembolso');
    setErrors(problems);
    if (!parsed.success || !accepted) return;
    setSending(true);
    try {
      const refund = await openRefund(buyerId, parsed.data);
      for (const photo of photos) await uploadRefundPhoto(buyerId, refund.id, photo);
      await submitRefund(buyerId, refund.id, agreement.version);
      toast.success('Solicitação de reembolso enviada');
      router.push('/conta#reembolsos');
    } catch (error) {
      toast.error(errorMessage(error));
      setErrors([errorMessage(error)]);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Solicitar reembolso"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="block text-sm">
        <span className="font-medium">Lote</span>
        <select className={input} value={lotId} onChange={(event) => setLotId(event.target.value)}>
          {intent.lots.map((lot) => (
            <option key={lot.lotId} value={lot.lotId}>
              Lote {lot.number} · {lot.title}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">Motivo</legend>
        {refundReasons.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="reason" checked={reason === value} onChange={() => setReason(value)} />
            {refundReasonLabels[value]}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium">Descrição do problema</span>
        <textarea
          className="min-h-28 w-full rounded-lg border border-slate-300 p-3"
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <label className="block text-sm">
        <span className="font-medium">Fotos (JPEG ou PNG, até 6)</span>
        <input
          type="file"
          accept="image/jpeg,image/png"
          multiple
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []).slice(0, 6))}
        />
      </label>
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">Forma de reembolso</legend>
        {refundCompensations.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="compensation"
              checked={compensation === value}
              onChange={() => {
                setCompensation(value);
                setAccepted(false);
              }}
            />
            {refundCompensationLabels[value]}
          </label>
        ))}
      </fieldset>
      {compensation === 'PIX' ? (
        <fieldset className="space-y-3 rounded-xl border border-line p-4 text-sm">
          <legend className="px-1 font-medium">Para onde transferir (do seu CPF ou CNPJ)</legend>
          <div className="flex gap-4">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="destination"
                checked={destinationKind === 'PIX_KEY'}
                onChange={() => setDestinationKind('PIX_KEY')}
              />
              Chave PIX
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="destination"
                checked={destinationKind === 'BANK_ACCOUNT'}
                onChange={() => setDestinationKind('BANK_ACCOUNT')}
              />
              Conta bancária
            </label>
          </div>
          {destinationKind === 'PIX_KEY' ? (
            <>
              <label className="block">
                Tipo de chave
                <select
                  className={input}
                  value={pix.keyType}
                  onChange={(event) =>
                    setPix({ ...pix, keyType: event.target.value as (typeof pixKeyTypes)[number] })
                  }
                >
                  {pixKeyTypes.map((value) => (
                    <option key={value} value={value}>
                      {pixKeyLabels[value]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block">
                Chave PIX
                <input
                  className={input}
                  value={pix.key}
                  onChange={(e) => setPix({ ...pix, key: e.target.value })}
                />
              </label>
              {pix.keyType === 'CPF' || pix.keyType === 'CNPJ' ? null : (
                <label className="block">
                  CPF ou CNPJ do titular da chave
                  <input
                    className={input}
                    value={pix.holderTaxId}
                    onChange={(e) => setPix({ ...pix, holderTaxId: e.target.value })}
                  />
                </label>
              )}
            </>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['bankCode', 'Banco (código de 3 dígitos)'],
                  ['branch', 'Agência'],
                  ['accountNumber', 'Conta com dígito'],
                  ['holderName', 'Nome do titular'],
                  ['holderTaxId', 'CPF ou CNPJ do titular'],
                ] as const
              ).map(([field, label]) => (
                <label key={field} className="block">
                  {label}
                  <input
                    className={input}
                    value={bank[field]}
                    onChange={(event) => setBank({ ...bank, [field]: event.target.value })}
                  />
                </label>
              ))}
              <label className="block">
                Tipo de conta
                <select
                  className={input}
                  value={bank.accountType}
                  onChange={(e) =>
                    setBank({ ...bank, accountType: e.target.value as 'checking' | 'savings' })
                  }
                >
                  <option value="checking">Conta corrente</option>
                  <option value="savings">Conta poupança</option>
                </select>
              </label>
              <label className="block">
                Transferência
                <select
                  className={input}
                  value={bank.transferType}
                  onChange={(e) => setBank({ ...bank, transferType: e.target.value as 'pix' | 'ted' })}
                >
                  <option value="pix">PIX</option>
                  <option value="ted">TED</option>
                </select>
              </label>
            </div>
          )}
        </fieldset>
      ) : null}
      <section aria-labelledby="termo-reembolso" className="rounded-xl bg-slate-50 p-4 text-sm">
        <h3 id="termo-reembolso" className="font-semibold">
          {agreement.title}
        </h3>
        <p className="mt-2">{agreement.text}</p>
        <label className="mt-3 flex items-start gap-2">
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          Li e aceito o {agreement.title.toLowerCase()}.
        </label>
      </section>
      {errors.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-red-700 text-sm">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? <SpinnerIcon className="size-4" /> : null}
          Enviar solicitação
        </button>
        <Link href={`/conta/compras/${intent.id}`} className={buttonStyles.secondary}>
          Voltar
        </Link>
      </div>
    </form>
  );
}
