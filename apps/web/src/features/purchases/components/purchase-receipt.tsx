'use client';

import {
  type BuyerApplicationView,
  formatAddress,
  formatBRL,
  formatDateTimeLong,
  formatTaxId,
  maskTaxId,
  type PaymentIntentView,
  taxIdKind,
} from '@circula/domain';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { paymentMethodLabels, paymentTypeLabels } from '../lib/status';
import { NotFoundPurchase, useBuyerPurchase } from './purchase-page';
import { purchaseHref } from './purchases-section';

// On paper only the receipt shows: the site's header, footer and buttons stay on screen.
const printStyles = `
@media print {
  body * { visibility: hidden; }
  #recibo, #recibo * { visibility: visible; }
  #recibo { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; padding: 0; }
  #recibo .no-print { display: none; }
}
`;

/** A company seller's CNPJ is public record; a person's CPF, were one on record, is shown masked. */
function SellerTaxId({ taxId }: { taxId: string | null }) {
  const kind = taxId ? taxIdKind(taxId) : null;
  if (!taxId || !kind) return null;
  return (
    <span className="block font-normal tabular-nums">
      {kind} {maskTaxId(taxId)}
    </span>
  );
}

/** Who paid, as their registration names them: a person by name and CPF, a company by name and CNPJ. */
function Payer({ username, application }: { username: string; application: BuyerApplicationView | null }) {
  const data = application?.registrationData;
  const field = (term: string, value: string) => (
    <div key={term}>
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="recibo-comprador">
      <h2 id="recibo-comprador" className="mb-1 font-semibold">
        Comprador
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {data?.type === 'JURIDICAL_PERSON'
          ? [
              field('Razão social', data.companyName),
              field('CNPJ', formatTaxId(data.cnpj)),
              field('Representante', data.representativeName),
            ]
          : data
            ? [field('Nome', data.fullName), field('CPF', formatTaxId(data.cpf))]
            : null}
        {field('Usuário', username)}
        {application?.address ? (
          <div className="sm:col-span-2">
            <dt className="text-muted">Endereço</dt>
            <dd className="font-semibold">{formatAddress(application.address)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The receipt of a paid intent: reference, the Event with who sold it and its official auctioneer, who paid
 * (name and CPF or CNPJ, from the buyer's registration), the lots, every line, total and paid date.
 */
export function PaymentReceipt({
  intent,
  username,
  application,
}: {
  intent: PaymentIntentView;
  username: string;
  application: BuyerApplicationView | null;
}) {
  return (
    <article
      id="recibo"
      aria-labelledby="recibo-titulo"
      className="space-y-5 rounded-2xl border border-line bg-white p-6"
    >
      <style>{printStyles}</style>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-bold text-brand-800">Circula</p>
          <h1 id="recibo-titulo" className="font-bold text-2xl">
            Recibo de pagamento
          </h1>
        </div>
        <button type="button" className={`${buttonStyles.primary} no-print`} onClick={() => window.print()}>
          Imprimir
        </button>
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Referência</dt>
          <dd className="font-semibold">{intent.reference}</dd>
        </div>
        <div>
          <dt className="text-muted">Evento</dt>
          <dd className="font-semibold">{intent.listing.title}</dd>
        </div>
        <div>
          <dt className="text-muted">Vendedor</dt>
          <dd className="font-semibold">
            {intent.listing.seller.name}
            <SellerTaxId taxId={intent.listing.seller.taxId} />
          </dd>
        </div>
        {intent.listing.auctioneer ? (
          <div>
            <dt className="text-muted">Leiloeiro oficial</dt>
            <dd className="font-semibold">
              {intent.listing.auctioneer.name}
              <span className="block font-normal">{intent.listing.auctioneer.registration}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Tipo</dt>
          <dd className="font-semibold">{paymentTypeLabels[intent.type]}</dd>
        </div>
        <div>
          <dt className="text-muted">Pago em (horário de Brasília)</dt>
          <dd className="font-semibold">{intent.paidAt ? formatDateTimeLong(intent.paidAt) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted">Forma de pagamento</dt>
          <dd className="font-semibold">{intent.method ? paymentMethodLabels[intent.method] : '—'}</dd>
        </div>
      </dl>
      <Payer username={username} application={application} />
      {intent.lots.length > 0 ? (
        <section aria-label="Lotes">
          <h2 className="mb-1 font-semibold">Lotes</h2>
          <ul className="list-disc pl-5 text-sm">
            {intent.lots.map((lot) => (
              <li key={lot.lotId}>
                Lote {lot.number} · {lot.title}
                {lot.quantity > 1 ? ` (${lot.quantity} unidades)` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold">Valores</caption>
        <tbody className="divide-y divide-line">
          {intent.lines.map((line) => (
            <tr key={`${line.kind}-${line.lotId ?? 'all'}`}>
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {line.label}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatBRL(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-ink border-t-2">
            <th scope="row" className="py-2 pr-3 text-left font-bold">
              Total pago
            </th>
            <td className="py-2 text-right font-bold tabular-nums">{formatBRL(intent.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="no-print">
        <Link
          href={purchaseHref(intent.id)}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Voltar para a compra
        </Link>
      </p>
    </article>
  );
}

/** /conta/compras/[intentId]/recibo: only a paid intent has a receipt. */
export function PurchaseReceiptPage({ intentId }: { intentId: string }) {
  const { account, query, signedOut, loading, missing } = useBuyerPurchase(intentId);
  if (signedOut) {
    return (
      <Link
        href={`/auth/entrar?nextUrl=${encodeURIComponent(`${purchaseHref(intentId)}/recibo`)}`}
        className={buttonStyles.primary}
      >
        Entrar
      </Link>
    );
  }
  if (missing) return <NotFoundPurchase />;
  if (query.error && !query.intent) {
    return <p role="alert">Não foi possível carregar o recibo. Recarregue a página.</p>;
  }
  if (loading || !account.buyer || !query.intent) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  if (query.intent.status !== 'PAID') {
    return (
      <div className="space-y-3">
        <p>O recibo fica disponível depois que o pagamento for confirmado.</p>
        <Link
          href={purchaseHref(intentId)}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Voltar para a compra
        </Link>
      </div>
    );
  }
  return (
    <PaymentReceipt
      intent={query.intent}
      username={account.buyer.username}
      application={account.application ?? null}
    />
  );
}
