'use client';

import dynamic from 'next/dynamic';
import { type ComponentType, useEffect, useState } from 'react';
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

/**
 * The bid forms' component once its script arrived, fetched while `wanted`. A script that does not arrive
 * (the connection dropped) says so and can be asked again, instead of taking the lot page down with it.
 */
function useBidForms(wanted: boolean) {
  const [Forms, setForms] = useState<ComponentType<BidAreaProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A failed load waits for `retry`, which clears `failed` and so runs this again.
    if (!wanted || Forms || failed) return;
    let current = true;
    loadBidForms().then(
      (component) => {
        if (current) setForms(() => component);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Forms, failed]);
  return { Forms, failed, retry: () => setFailed(false) };
}

/**
 * What the live panel offers under the lot's figures: the way in for a visitor, the verification or the
 * enrolment a buyer still needs, or the bid forms. Most viewers of a lot are not bidding on it, so the forms
 * load only for a verified buyer, while the panel asks whether they are enrolled.
 */
export function BidArea(props: BidAreaProps) {
  const { lot, listing, signedIn, buyerStatus, enrolled } = props;
  const path = `/lotes/${lot.lotId}`;
  // Fetched as soon as the buyer may bid, while the panel asks whether they are enrolled.
  const forms = useBidForms(signedIn && buyerStatus === 'VERIFIED' && !props.blocked);
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
  if (forms.Forms) return <forms.Forms {...props} />;
  if (forms.failed) {
    return (
      <div role="alert" className="space-y-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm">
        <p className="text-red-800">
          Não foi possível carregar o formulário de lance. Verifique sua conexão.
        </p>
        <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={forms.retry}>
          Tentar de novo
        </button>
      </div>
    );
  }
  return <p className="text-muted text-sm">Carregando o formulário de lance…</p>;
}
