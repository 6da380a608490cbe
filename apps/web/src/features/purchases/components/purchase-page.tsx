'use client';

import {
  type BlockReason,
  type DepositReceipt,
  formatBRL,
  formatDateTimeLong,
  type PaymentIntentView,
  type PaymentMethod,
} from '@circula/domain';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { AppDialog, DialogClose } from '@/components/ui/dialog';
import { useAccount } from '@/features/buyer-application';
import { deliverySteps, PurchaseFulfilment, useBuyerFulfilment } from '@/features/fulfilment';
import { isHttpError } from '@/lib/http/client';
import { failureText } from '@/lib/http/failure-text';
import {
  cancelDirectSalePurchase,
  choosePaymentMethod,
  simulatePixPayment,
  uploadDepositReceipt,
} from '../api/purchases';
import { usePaymentIntent } from '../hooks/use-payment-intent';
import { type DeliveryStep, paymentMethodLabels, paymentPartLabel, paymentTypeLabels } from '../lib/status';
import { DueCountdown } from './due-countdown';
import { PaymentStatusBadge } from './payment-status-badge';
import { PixPanel } from './pix-panel';
import { PixReturnsList } from './pix-returns-list';
import { PaymentBreakdown, PaymentHistory, PaymentTimeline } from './purchase-details';
import { PurchaseRefunds } from './purchase-refunds';
import { purchaseHref } from './purchases-section';
import { ReceiptUpload } from './receipt-upload';

const card = 'rounded-2xl border border-line bg-white p-5';
const linkStyle = 'font-semibold text-brand-800 underline underline-offset-2';

export const receiptHref = (intentId: string) => `/conta/compras/${intentId}/recibo`;

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

const receiptStatusTexts: Record<DepositReceipt['status'], string> = {
  UNDER_REVIEW: 'Em verificação pela equipe financeira',
  APPROVED: 'Aprovado',
  REFUSED: 'Recusado',
};

export interface PurchaseActions {
  chooseMethod: (method: PaymentMethod) => Promise<void>;
  /** A direct-sale purchase not yet paid: the buyer gives it up. Resolves true once cancelled. */
  cancelPurchase: () => Promise<boolean>;
  simulatePix: () => Promise<void>;
  uploadReceipt: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
}

function MethodChoice({
  intent,
  choose,
}: {
  intent: PaymentIntentView;
  choose: (method: PaymentMethod) => Promise<void>;
}) {
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  async function pick(method: PaymentMethod) {
    setBusy(method);
    try {
      await choose(method);
    } finally {
      setBusy(null);
    }
  }
  const only = intent.allowedMethods.length === 1 ? intent.allowedMethods[0] : undefined;
  if (only && intent.method === only) {
    return (
      <p className="text-sm">
        Forma de pagamento: <strong>{paymentMethodLabels[only]}</strong>
        {only === 'DEPOSIT_RECEIPT' ? ' (este evento aceita apenas depósito, conforme o Edital).' : '.'}
      </p>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium text-sm">
        {intent.method ? 'Forma de pagamento' : 'Escolha como pagar'}
      </legend>
      <div className="flex flex-wrap gap-3">
        {intent.allowedMethods.map((method) => {
          const chosen = intent.method === method;
          return (
            <button
              key={method}
              type="button"
              aria-pressed={chosen}
              disabled={busy !== null}
              onClick={() => (chosen ? undefined : void pick(method))}
              className={chosen ? buttonStyles.primary : buttonStyles.secondary}
            >
              {busy === method ? <SpinnerIcon className="size-4" /> : null}
              {method === 'PIX' ? 'Pagar com PIX' : 'Enviar comprovante de depósito'}
            </button>
          );
        })}
      </div>
      {intent.allowedMethods.length === 1 && intent.allowedMethods[0] === 'DEPOSIT_RECEIPT' ? (
        <p className="text-muted text-sm">
          Este evento aceita apenas depósito, conforme o Edital. Depois de depositar, envie o comprovante.
        </p>
      ) : null}
    </fieldset>
  );
}

/** The Event page at its Edital (the download beside the Event's terms), where deposit and pick-up rules are. */
const editalHref = (intent: PaymentIntentView) => `/eventos/${intent.listing.slug}#edital`;

function DepositPanel({ intent, actions }: { intent: PaymentIntentView; actions: PurchaseActions }) {
  const receipt = intent.receipt;
  const refused = receipt?.status === 'REFUSED';
  return (
    <div className="space-y-3">
      {intent.depositAccount ? (
        <div className="space-y-2 text-sm">
          <p>
            Deposite <strong>{formatBRL(intent.totalCents)}</strong>, o valor exato, nesta conta e envie aqui
            o comprovante. A equipe financeira confere e a compra passa para &quot;Pago&quot;.
          </p>
          <p className="rounded-lg bg-surface px-3 py-2 font-semibold" data-testid="conta-deposito">
            {intent.depositAccount}
          </p>
          <p className="text-muted">
            Se o seu banco permitir, informe a referência <strong>{intent.reference}</strong> na identificação
            do depósito.
          </p>
        </div>
      ) : intent.listing.type === 'DIRECT_SALE' ? (
        <p className="text-sm">
          Os dados da conta para depósito não estão disponíveis agora. Pague com PIX ou peça os dados ao{' '}
          <Link href="/suporte#contato" className={linkStyle}>
            atendimento
          </Link>
          ; depois de depositar <strong>{formatBRL(intent.totalCents)}</strong>, envie aqui o comprovante.
        </p>
      ) : (
        <p className="text-sm">
          Faça o depósito de <strong>{formatBRL(intent.totalCents)}</strong> conforme as instruções do{' '}
          <Link href={editalHref(intent)} className={linkStyle}>
            Edital do evento
          </Link>{' '}
          e envie aqui o comprovante. A equipe financeira confere e a compra passa para &quot;Pago&quot;.
        </p>
      )}
      {refused ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-900 text-sm">
          <p className="font-semibold">Seu comprovante foi recusado.</p>
          {receipt.refusalReason ? <p>Motivo: {receipt.refusalReason}</p> : null}
          <p>Envie um novo comprovante antes do prazo.</p>
        </div>
      ) : null}
      <ReceiptUpload
        label={refused ? 'Enviar novo comprovante' : 'Comprovante de depósito'}
        upload={actions.uploadReceipt}
      />
    </div>
  );
}

/** What governs the sale, as a sentence names it: an auction's Edital; a direct sale has none. */
const saleTerms = (intent: PaymentIntentView) =>
  intent.listing.type === 'DIRECT_SALE' ? 'as condições do evento' : 'o Edital do evento';

function FineExplanation({ intent }: { intent: PaymentIntentView }) {
  const terms = saleTerms(intent);
  if (intent.type === 'FINE') {
    return (
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm">
        <p className="font-semibold">Esta é uma multa por não pagamento.</p>
        <p>
          Uma compra anterior não foi paga dentro do prazo e, conforme {terms}, isso gera multa. Enquanto ela
          estiver em aberto, sua conta fica bloqueada para novos lances; com a multa paga, o bloqueio sai
          automaticamente.
        </p>
        {intent.relatedIntentId ? (
          <Link href={purchaseHref(intent.relatedIntentId)} className={linkStyle}>
            Ver a compra que originou a multa
          </Link>
        ) : null}
      </div>
    );
  }
  if (intent.status === 'UNCOLLECTIBLE') {
    return (
      <div className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950 text-sm">
        <p className="font-semibold">O prazo de pagamento venceu e esta compra não foi paga.</p>
        {intent.type === 'DIRECT_SALE' ? (
          // A lapsed direct sale brings no fine (decision 121): only the units go back on sale.
          <p>A compra foi desfeita e as unidades voltaram para a venda. Não há multa.</p>
        ) : (
          <p>A venda foi desfeita. Conforme {terms}, o não pagamento pode gerar multa.</p>
        )}
        {intent.relatedIntentId ? (
          <Link href={purchaseHref(intent.relatedIntentId)} className={linkStyle}>
            Ver a multa
          </Link>
        ) : null}
      </div>
    );
  }
  return null;
}

/**
 * A direct-sale purchase not yet paid can be given up (decision 284): the units go back on sale and the
 * place under the cap of unpaid purchases is freed. Confirmed in a dialog, as it cannot be undone.
 */
function CancelPurchase({ intent, cancel }: { intent: PaymentIntentView; cancel: () => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const units = intent.lots.reduce((total, lot) => total + lot.quantity, 0);
  return (
    <section aria-labelledby="compra-desistir" className={card}>
      <h2 id="compra-desistir" className="mb-1 font-semibold text-lg">
        Desistiu da compra?
      </h2>
      <p className="mb-3 text-muted text-sm">
        Enquanto ela não for paga, você pode cancelá-la: as unidades voltam para a venda, sem multa.
      </p>
      <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(true)}>
        Cancelar compra
      </button>
      <AppDialog
        open={open}
        onOpenChange={(next) => {
          if (!sending) setOpen(next);
        }}
        alert
        title="Cancelar esta compra?"
        description={`${units === 1 ? 'A unidade volta' : `As ${units} unidades voltam`} para a venda e outra pessoa pode comprá-${units === 1 ? 'la' : 'las'}. O cancelamento não pode ser desfeito.`}
      >
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonStyles.ghost} disabled={sending}>
            Manter a compra
          </DialogClose>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={sending}
            onClick={() => {
              setSending(true);
              void cancel()
                .then((cancelled) => {
                  if (cancelled) setOpen(false);
                })
                .finally(() => setSending(false));
            }}
          >
            {sending ? 'Cancelando…' : 'Sim, cancelar a compra'}
          </button>
        </div>
      </AppDialog>
    </section>
  );
}

export function UnpaidFeesBlock() {
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950 text-sm">
      <p className="font-semibold">Sua conta está bloqueada por taxas em aberto.</p>
      <p>
        Há uma multa por não pagamento em aberto. Enquanto ela não for paga, você não pode dar lances nem se
        habilitar em novos eventos. Pague a multa em Minhas compras: assim que o pagamento for confirmado, o
        bloqueio sai automaticamente.
      </p>
    </div>
  );
}

/** Everything a buyer sees of one intent; the actions reach the API. */
export function PurchaseDetail({
  intent,
  offsetMs,
  blockReason,
  actions,
  delivery,
  fulfilment,
  refunds,
}: {
  intent: PaymentIntentView;
  offsetMs: number;
  blockReason: BlockReason | null;
  actions: PurchaseActions;
  /** After payment: the pick-up or title-transfer steps the timeline continues through. */
  delivery?: DeliveryStep[];
  /** After payment: the pick-up booking or the title transfer of the paid lots. */
  fulfilment?: ReactNode;
  /** After payment: the refunds already asked for its lots, and the way to ask for one. */
  refunds?: ReactNode;
}) {
  const lotsTitle =
    intent.type === 'FINE'
      ? paymentTypeLabels.FINE
      : intent.lots.map((lot) => `Lote ${lot.number} · ${lot.title}`).join(', ');
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl text-ink sm:text-3xl">{lotsTitle}</h1>
          <PaymentStatusBadge status={intent.status} />
        </div>
        <p className="text-muted text-sm">
          <Link href={`/eventos/${intent.listing.slug}`} className="underline underline-offset-2">
            {intent.listing.title}
          </Link>
          {' · '}Referência {intent.reference} · {paymentTypeLabels[intent.type]}
          {paymentPartLabel(intent) ? ` · ${paymentPartLabel(intent)}` : ''}
        </p>
      </div>

      {blockReason === 'UNPAID_FEES' ? <UnpaidFeesBlock /> : null}
      <FineExplanation intent={intent} />

      <section aria-label="Andamento" className={card}>
        <PaymentTimeline intent={intent} {...(delivery ? { delivery } : {})} />
      </section>

      {intent.status === 'PENDING_CONFIRMATION' ? (
        <p className={card}>
          Seu lance ficou abaixo do preço mínimo e o vendedor ainda vai decidir se aceita a venda. Se ele
          aceitar, o pagamento é liberado aqui, com o prazo para pagar.
        </p>
      ) : null}

      {intent.dueAt && intent.status === 'PENDING_PAYMENT' ? (
        <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          Pague <strong>{formatBRL(intent.totalCents)}</strong> até{' '}
          <strong>
            <time dateTime={intent.dueAt}>{formatDateTimeLong(intent.dueAt)}</time> (horário de Brasília)
          </strong>
          {' · faltam '}
          <DueCountdown dueAt={intent.dueAt} offsetMs={offsetMs} />
        </p>
      ) : null}

      {intent.status === 'PENDING_PAYMENT' ? (
        <Card title="Pagamento" id="compra-pagamento">
          <div className="space-y-5">
            <MethodChoice intent={intent} choose={actions.chooseMethod} />
            {intent.method === 'PIX' && intent.pix ? (
              <PixPanel pix={intent.pix} onSimulate={actions.simulatePix} />
            ) : null}
            {intent.method === 'PIX' && !intent.pix ? (
              <p className="text-muted text-sm">Gerando o código PIX...</p>
            ) : null}
            {intent.method === 'DEPOSIT_RECEIPT' ? <DepositPanel intent={intent} actions={actions} /> : null}
          </div>
        </Card>
      ) : null}

      {intent.status === 'PENDING_PAYMENT' && intent.type === 'DIRECT_SALE' ? (
        <CancelPurchase intent={intent} cancel={actions.cancelPurchase} />
      ) : null}

      {intent.status === 'CANCELLED' && intent.type === 'DIRECT_SALE' ? (
        <p className={card}>
          Esta compra foi cancelada e não precisa ser paga. As unidades voltaram para a venda; se você usou
          créditos nela, eles voltaram para a sua conta.
        </p>
      ) : null}

      {intent.status === 'PENDING_VERIFICATION' && intent.method === 'PIX' ? (
        <Card title="Pagamento em verificação" id="compra-verificacao">
          <p>
            Recebemos um PIX com valor diferente do total desta compra. A equipe financeira vai conferir; esta
            página se atualiza sozinha quando houver resposta. O que passar do total, ou um PIX que não entrar
            no pagamento, é devolvido à conta de onde o PIX saiu.
          </p>
        </Card>
      ) : null}

      {intent.status === 'PENDING_VERIFICATION' && intent.method !== 'PIX' ? (
        <Card title="Comprovante em verificação" id="compra-verificacao">
          <p>
            Recebemos seu comprovante
            {intent.receipt ? (
              <>
                {' '}
                ({intent.receipt.fileName}) em{' '}
                <time dateTime={intent.receipt.uploadedAt}>
                  {formatDateTimeLong(intent.receipt.uploadedAt)}
                </time>
              </>
            ) : null}
            . A equipe financeira vai conferir o depósito; esta página se atualiza sozinha quando houver
            resposta. Enquanto o comprovante estiver em verificação, o prazo de pagamento não vence.
          </p>
        </Card>
      ) : null}

      {intent.status === 'PAID' ? (
        <Card title="Pagamento confirmado" id="compra-pago">
          <div className="space-y-3">
            <p>
              {intent.paidAt ? (
                <>
                  Pago em <time dateTime={intent.paidAt}>{formatDateTimeLong(intent.paidAt)}</time> (horário
                  de Brasília)
                </>
              ) : (
                'Pago'
              )}
              {intent.method ? ` por ${paymentMethodLabels[intent.method]}` : ''}.
            </p>
            {intent.type !== 'FINE' ? (
              <p className="text-sm">
                {intent.listing.type === 'DIRECT_SALE' ? (
                  // A direct sale has no Edital: its pick-up conditions are on the Event page.
                  <>
                    Próximo passo: a retirada ou a entrega, conforme as{' '}
                    <Link href={`/eventos/${intent.listing.slug}#retirada`} className={linkStyle}>
                      condições de retirada do evento
                    </Link>
                    .
                  </>
                ) : (
                  <>
                    Próximo passo: a retirada ou a transferência, nas datas e condições do{' '}
                    <Link href={editalHref(intent)} className={linkStyle}>
                      Edital do evento
                    </Link>
                    .
                  </>
                )}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Link href={receiptHref(intent.id)} className={buttonStyles.secondary}>
                Ver recibo
              </Link>
            </div>
            {intent.type !== 'FINE' ? refunds : null}
          </div>
        </Card>
      ) : null}

      {intent.pixReturns.length > 0 ? (
        <Card title="Devolução de PIX" id="compra-devolucao-pix">
          <PixReturnsList returns={intent.pixReturns} />
        </Card>
      ) : null}

      {fulfilment ? (
        <Card title="Retirada e entrega" id="compra-entrega">
          {fulfilment}
        </Card>
      ) : null}

      <Card title="Valores" id="compra-valores">
        <PaymentBreakdown intent={intent} />
      </Card>

      {intent.receipt && intent.status !== 'PENDING_PAYMENT' ? (
        <p className="text-muted text-sm">
          Comprovante: {intent.receipt.fileName} · {receiptStatusTexts[intent.receipt.status]}
        </p>
      ) : null}

      <Card title="Histórico" id="compra-historico">
        <PaymentHistory intent={intent} />
      </Card>

      <Link href="/conta#conta-compras" className={linkStyle}>
        Voltar para Minhas compras
      </Link>
    </div>
  );
}

function SignedOut({ nextUrl }: { nextUrl: string }) {
  return (
    <div className="space-y-4">
      <p>Entre na sua conta para ver esta página.</p>
      <Link href={`/auth/entrar?nextUrl=${encodeURIComponent(nextUrl)}`} className={buttonStyles.primary}>
        Entrar
      </Link>
    </div>
  );
}

function Loading() {
  return (
    <p className="flex items-center gap-2 text-muted" aria-live="polite">
      <SpinnerIcon className="size-5" /> Carregando...
    </p>
  );
}

export function NotFoundPurchase() {
  return (
    <div className="space-y-3">
      <p>Compra não encontrada.</p>
      <Link href="/conta#conta-compras" className={linkStyle}>
        Ver Minhas compras
      </Link>
    </div>
  );
}

/** The signed-in buyer and one of their intents, for the purchase page and its receipt. */
export function useBuyerPurchase(intentId: string) {
  const account = useAccount();
  const query = usePaymentIntent(account.buyer?.id, intentId);
  const signedOut = account.session.status === 'signed-out';
  const loading =
    !signedOut &&
    (account.isLoading || account.buyer === undefined || (account.buyer && !query.intent && !query.error));
  const missing =
    account.buyer === null || (isHttpError(query.error) && [403, 404].includes(query.error.statusCode));
  return { account, query, signedOut, loading: Boolean(loading), missing };
}

/** /conta/compras/[intentId]. */
export function PurchasePage({ intentId }: { intentId: string }) {
  const { account, query, signedOut, loading, missing } = useBuyerPurchase(intentId);
  const buyer = account.buyer;
  const paidLots = query.intent?.status === 'PAID' && query.intent.type !== 'FINE';
  const fulfilmentQuery = useBuyerFulfilment(paidLots ? buyer?.id : null, query.intent?.listing.id);
  if (signedOut) return <SignedOut nextUrl={purchaseHref(intentId)} />;
  if (missing) return <NotFoundPurchase />;
  if (query.error && !query.intent) {
    return <p role="alert">Não foi possível carregar esta compra. Recarregue a página.</p>;
  }
  if (loading || !buyer || !query.intent) return <Loading />;
  const buyerId = buyer.id;
  const actions: PurchaseActions = {
    async chooseMethod(method) {
      try {
        await query.replace(await choosePaymentMethod(buyerId, intentId, method));
      } catch (error) {
        toast.error(failureText(error));
      }
    },
    async cancelPurchase() {
      try {
        await query.replace(await cancelDirectSalePurchase(buyerId, intentId));
        toast.success('Compra cancelada');
        return true;
      } catch (error) {
        toast.error(failureText(error));
        await query.reload();
        return false;
      }
    },
    async simulatePix() {
      try {
        await query.replace(await simulatePixPayment(buyerId, intentId));
        toast.success('Pagamento simulado');
      } catch (error) {
        toast.error(failureText(error));
      }
    },
    async uploadReceipt(file, onProgress) {
      const updated = await uploadDepositReceipt(buyerId, intentId, file, onProgress);
      await query.replace(updated);
      toast.success('Comprovante enviado');
    },
  };
  return (
    <PurchaseDetail
      intent={query.intent}
      offsetMs={query.offsetMs}
      blockReason={buyer.blockedAt ? buyer.blockReason : null}
      actions={actions}
      refunds={paidLots ? <PurchaseRefunds buyerId={buyerId} intent={query.intent} /> : null}
      {...(paidLots && fulfilmentQuery.fulfilment
        ? {
            delivery: deliverySteps(
              fulfilmentQuery.fulfilment,
              query.intent.lots.map((lot) => lot.lotId),
            ),
            fulfilment: (
              <PurchaseFulfilment
                buyerId={buyerId}
                fulfilment={fulfilmentQuery.fulfilment}
                lotIds={query.intent.lots.map((lot) => lot.lotId)}
                replace={fulfilmentQuery.replace}
                reload={fulfilmentQuery.reload}
              />
            ),
          }
        : {})}
    />
  );
}
