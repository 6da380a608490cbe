'use client';

import {
  agreementKindOf,
  type CreateRefundInput,
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
import { useRouter } from 'next/navigation';
import { type ResolverResult, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { useMutation } from '@/components/ui/use-mutation';
import { openRefund, submitRefund, uploadRefundPhoto } from '../api/refunds';
import '@/components/ui/zod-messages';

const input = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3';
const pixKeyLabels = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  RANDOM: 'Chave aleatória',
};

interface RefundFormValues {
  lotId: string;
  reason: RefundReason;
  description: string;
  compensation: RefundCompensation;
  destinationKind: 'PIX_KEY' | 'BANK_ACCOUNT';
  pixKeyType: (typeof pixKeyTypes)[number];
  pixKey: string;
  pixHolderTaxId: string;
  bankCode: string;
  branch: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  transferType: 'pix' | 'ted';
  holderName: string;
  holderTaxId: string;
  photos?: FileList | null;
  accepted: boolean;
}

/** The request the API takes (createRefundSchema's input), from what the form holds. */
function refundInputOf(paymentIntentId: string, values: Omit<RefundFormValues, 'photos'>) {
  const destination =
    values.compensation !== 'PIX'
      ? null
      : values.destinationKind === 'PIX_KEY'
        ? {
            kind: 'PIX_KEY' as const,
            keyType: values.pixKeyType,
            key: values.pixKey,
            holderTaxId:
              values.pixKeyType === 'CPF' || values.pixKeyType === 'CNPJ' ? null : values.pixHolderTaxId,
          }
        : {
            kind: 'BANK_ACCOUNT' as const,
            bankCode: values.bankCode,
            branch: values.branch,
            accountNumber: values.accountNumber,
            accountType: values.accountType,
            transferType: values.transferType,
            holderName: values.holderName,
            holderTaxId: values.holderTaxId,
          };
  return {
    paymentIntentId,
    lotId: values.lotId,
    reason: values.reason,
    description: values.description,
    compensation: values.compensation,
    payoutDestination: destination,
  };
}

/**
 * Checks the form by the domain's createRefundSchema and the signed agreement; every problem is listed
 * together above the button (the form's root error, one message per problem).
 */
function refundRequestResolver(
  paymentIntentId: string,
  values: RefundFormValues,
): ResolverResult<RefundFormValues> {
  const parsed = createRefundSchema.safeParse(refundInputOf(paymentIntentId, values));
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (!values.accepted) problems.push('É preciso aceitar o termo de reembolso');
  if (problems.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: {
      root: Object.fromEntries(
        problems.map((message, index) => [`problem-${index}`, { type: 'validate', message }]),
      ),
    },
  };
}

/**
 * "Solicitar reembolso" of a paid purchase: the lot, reason, description, photos, the compensation (credits
 * or PIX to the buyer's own key or account), then the matching agreement text, signed by a checkbox.
 */
export function RefundRequestForm({
  buyerId,
  intent,
  lots = intent.lots,
  initialLotId,
}: {
  buyerId: string;
  intent: PaymentIntentView;
  /** The lots a request may be asked for (those no sent request holds); all of the purchase's by default. */
  lots?: PaymentIntentView['lots'];
  initialLotId: string | null;
}) {
  const router = useRouter();
  const { register, handleSubmit, watch, setValue, formState } = useForm<RefundFormValues>({
    defaultValues: {
      lotId: initialLotId ?? lots[0]?.lotId ?? '',
      reason: 'DAMAGED',
      description: '',
      compensation: 'CREDITS_TOTAL_PURCHASE',
      destinationKind: 'PIX_KEY',
      pixKeyType: 'CPF',
      pixKey: '',
      pixHolderTaxId: '',
      bankCode: '',
      branch: '',
      accountNumber: '',
      accountType: 'checking',
      transferType: 'pix',
      holderName: '',
      holderTaxId: '',
      accepted: false,
    },
    resolver: (values) => refundRequestResolver(intent.id, values),
  });
  const compensation = watch('compensation');
  const destinationKind = watch('destinationKind');
  const pixKeyType = watch('pixKeyType');
  const agreement = refundAgreementTemplates[agreementKindOf(compensation)];
  const request = useMutation(
    async ({ input, photos }: { input: CreateRefundInput; photos: File[] }) => {
      const refund = await openRefund(buyerId, input);
      for (const photo of photos) await uploadRefundPhoto(buyerId, refund.id, photo);
      await submitRefund(buyerId, refund.id, agreement.version);
    },
    {
      success: 'Solicitação de reembolso enviada',
      onSuccess: () => router.push('/conta#reembolsos'),
      onError: (refusal) => toast.error(refusal.message),
    },
  );
  const sending = request.pending;
  const problems = [
    ...Object.values(formState.errors.root ?? {}).flatMap((problem) =>
      problem && typeof problem === 'object' && typeof problem.message === 'string' ? [problem.message] : [],
    ),
    ...(request.error ? [request.error] : []),
  ];

  return (
    <form
      noValidate
      aria-label="Solicitar reembolso"
      className="space-y-5"
      onSubmit={handleSubmit(({ photos, ...values }) =>
        request.run({
          input: createRefundSchema.parse(refundInputOf(intent.id, values)),
          photos: Array.from(photos ?? []).slice(0, 6),
        }),
      )}
    >
      <label className="block text-sm">
        <span className="font-medium">Lote</span>
        <select className={input} {...register('lotId')}>
          {lots.map((lot) => (
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
            <input type="radio" value={value} {...register('reason')} />
            {refundReasonLabels[value]}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium">Descrição do problema</span>
        <textarea
          className="min-h-28 w-full rounded-lg border border-slate-300 p-3"
          maxLength={2000}
          {...register('description')}
        />
      </label>
      <label className="block text-sm">
        <span className="font-medium">Fotos (JPEG ou PNG, até 6)</span>
        <input type="file" accept="image/jpeg,image/png" multiple {...register('photos')} />
      </label>
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium">Forma de reembolso</legend>
        {refundCompensations.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              value={value}
              {...register('compensation', { onChange: () => setValue('accepted', false) })}
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
              <input type="radio" value="PIX_KEY" {...register('destinationKind')} />
              Chave PIX
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="BANK_ACCOUNT" {...register('destinationKind')} />
              Conta bancária
            </label>
          </div>
          {destinationKind === 'PIX_KEY' ? (
            <>
              <label className="block">
                Tipo de chave
                <select className={input} {...register('pixKeyType')}>
                  {pixKeyTypes.map((value) => (
                    <option key={value} value={value}>
                      {pixKeyLabels[value]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block">
                Chave PIX
                <input className={input} {...register('pixKey')} />
              </label>
              {pixKeyType === 'CPF' || pixKeyType === 'CNPJ' ? null : (
                <label className="block">
                  CPF ou CNPJ do titular da chave
                  <input className={input} {...register('pixHolderTaxId')} />
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
                  <input className={input} {...register(field)} />
                </label>
              ))}
              <label className="block">
                Tipo de conta
                <select className={input} {...register('accountType')}>
                  <option value="checking">Conta corrente</option>
                  <option value="savings">Conta poupança</option>
                </select>
              </label>
              <label className="block">
                Transferência
                <select className={input} {...register('transferType')}>
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
          <input type="checkbox" {...register('accepted')} />
          Li e aceito o {agreement.title.toLowerCase()}.
        </label>
      </section>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-red-700 text-sm">
          {problems.map((message) => (
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
