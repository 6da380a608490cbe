'use client';

import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { OnDemandFailure, useOnDemand } from '@/components/ui/on-demand';
import type { BidAreaProps } from '../lib/live-lot-props';

// Each loads once it may be shown: the bid forms (and their form library) for a buyer who may bid, the
// enrolment dialog (and the dialog library) for one not yet enrolled.
const loadBidForms = () => import('./bid-form').then((module) => module.BidForms);
const loadEnrolmentDialog = () => import('./enrolment-dialog').then((module) => module.EnrolmentDialog);

/**
 * What the live panel offers under the lot's figures: the way in for a visitor, the verification or the
 * enrolment a buyer still needs, or the bid forms. Most viewers of a lot are not bidding on it, so the forms
 * load only for a verified buyer, while the panel asks whether they are enrolled.
 */
export function BidArea(props: BidAreaProps) {
  const { lot, listing, signedIn, buyerStatus, enrolled } = props;
  const path = `/lotes/${lot.lotId}`;
  const mayBid = signedIn && buyerStatus === 'VERIFIED' && !props.blocked;
  // Fetched as soon as the buyer may bid, while the panel asks whether they are enrolled.
  const forms = useOnDemand(loadBidForms, mayBid);
  const enrolment = useOnDemand(loadEnrolmentDialog, mayBid && enrolled === false);
  if (props.sessionLoading) return <p className="text-muted text-sm">Carregando sua conta…</p>;
  if (!signedIn) {
    return (
      <Link
        href={`/auth/entrar?nextUrl=${encodeURIComponent(path)}`}
        className={`${buttonStyles.primary} w-full`}
      >
        Entre para dar lances
      </Link>
    );
  }
  if (buyerStatus !== 'VERIFIED') {
    return (
      <div className="space-y-2 rounded-2xl border border-line p-4">
        <p className="text-ink text-sm">Para dar lances, sua conta precisa estar verificada.</p>
        <Link href="/auth/verificar-conta" className={`${buttonStyles.primary} w-full`}>
          Verificar minha conta
        </Link>
      </div>
    );
  }
  if (props.blocked) {
    return (
      <p className="rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm">
        Sua conta está bloqueada para lances. Fale com o atendimento.
      </p>
    );
  }
  if (enrolled === null) return <p className="text-muted text-sm">Verificando sua habilitação…</p>;
  if (!enrolled) {
    return (
      <div className="space-y-2 rounded-2xl border border-line p-4">
        <p className="text-ink text-sm">Você ainda não está habilitado neste evento.</p>
        {enrolment.value ? (
          <enrolment.value
            listingId={listing.id}
            editalUrl={listing.editalUrl}
            onEnrolled={props.onEnrolled}
          />
        ) : enrolment.failed ? (
          <OnDemandFailure what="a habilitação" onRetry={enrolment.retry} />
        ) : (
          <button type="button" disabled className={`${buttonStyles.primary} w-full`}>
            Habilitar-se para dar lances
          </button>
        )}
      </div>
    );
  }
  if (forms.value) return <forms.value {...props} />;
  if (forms.failed) return <OnDemandFailure what="o formulário de lance" onRetry={forms.retry} />;
  return <p className="text-muted text-sm">Carregando o formulário de lance…</p>;
}
