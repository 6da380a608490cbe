'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import type { BidAreaProps } from '../lib/live-lot-props';

// Only a signed-in buyer not yet enrolled sees it, once that is known: it (and the dialog library) loads then.
const EnrolmentDialog = dynamic(() => import('./enrolment-dialog').then((module) => module.EnrolmentDialog), {
  ssr: false,
  loading: () => (
    <button type="button" disabled className={`${buttonStyles.primary} w-full`}>
      Habilitar-se para dar lances
    </button>
  ),
});

/** The bid forms and their form library: only an enrolled buyer sees them. */
const loadBidForms = () => import('./bid-form').then((module) => module.BidForms);
const BidForms = dynamic(loadBidForms, {
  ssr: false,
  loading: () => <p className="text-muted text-sm">Carregando o formulário de lance…</p>,
});

/**
 * What the live panel offers under the lot's figures: the way in for a visitor, the verification or the
 * enrolment a buyer still needs, or the bid forms. Most viewers of a lot are not bidding on it, so the forms
 * load only for a verified buyer, while the panel asks whether they are enrolled.
 */
export function BidArea(props: BidAreaProps) {
  const { lot, listing, signedIn, buyerStatus, enrolled } = props;
  const path = `/lotes/${lot.lotId}`;
  const mayBid = signedIn && buyerStatus === 'VERIFIED' && !props.blocked;
  useEffect(() => {
    if (mayBid) void loadBidForms();
  }, [mayBid]);
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
        <EnrolmentDialog listingId={listing.id} editalUrl={listing.editalUrl} onEnrolled={props.onEnrolled} />
      </div>
    );
  }
  return <BidForms {...props} />;
}
