'use client';

import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { useAuth } from '@/features/auth/client';
import { useOnDemand } from '@/lib/hooks/use-on-demand';
import { fetchOfferTerms, offerTermsPath } from '../api/offer-terms';

// The dialog, its form and what they check with load on the first click (prefetched on hover and focus):
// the lot page's first script does not carry them, and few visits make an offer (decision 260).
const loadDialog = () => import('./offer-dialog');

/**
 * "Fazer oferta" on a direct-sale lot whose Event takes offers. Shown only when the API says the lot takes
 * offers now; until the dialog arrived, a button of the same look and name stands in for its own.
 */
export function MakeOfferButton({ lotId, lotTitle }: { lotId: string; lotTitle: string }) {
  const { data: terms } = useSWR(offerTermsPath(lotId), fetchOfferTerms);
  const auth = useAuth();
  const dialog = useOnDemand(loadDialog);
  if (!terms?.acceptsOffers || terms.askingUnitPriceCents === null) return null;
  if (auth.status !== 'signed-in') {
    return (
      <Link
        href={`/auth/entrar?nextUrl=${encodeURIComponent(`/lotes/${lotId}`)}`}
        className={`${buttonStyles.secondary} w-full`}
      >
        Entre para fazer uma oferta
      </Link>
    );
  }
  if (dialog.loaded) return <dialog.loaded.OfferDialog lotId={lotId} lotTitle={lotTitle} terms={terms} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={`${buttonStyles.secondary} w-full`}
      onClick={dialog.load}
      onPointerEnter={() => void dialog.prefetch()}
      onFocus={() => void dialog.prefetch()}
    >
      Fazer oferta
    </button>
  );
}
