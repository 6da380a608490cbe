'use client';

import type { ReactElement, ReactNode } from 'react';
import Link from '@/components/navigation/link';
import type { SellerMembership } from '../api/seller-api';
import { useSellerMemberships } from '../hooks/use-seller-memberships';

type Wrap = (element: ReactElement) => ReactNode;

const itemClass =
  'block w-full rounded-lg px-2 py-2 text-left font-medium text-brand-800 text-sm outline-none hover:bg-brand-50 data-highlighted:bg-brand-50';

/**
 * The avatar menu's way into /vendedor: for users of a seller, naming the seller when there is one, and for
 * users with an invitation to answer, saying so.
 */
export function SellerMenuEntry({
  sellers,
  invitations = 0,
  wrap = (element) => element,
  onNavigate,
}: {
  sellers: readonly SellerMembership[] | undefined;
  /** Open invitations to the user's address, waiting for an answer. */
  invitations?: number;
  wrap?: Wrap;
  onNavigate?: () => void;
}) {
  if (!sellers || (sellers.length === 0 && invitations === 0)) return null;
  const only = sellers.length === 1 ? sellers[0] : undefined;
  const detail =
    invitations > 0
      ? invitations === 1
        ? '1 convite para responder'
        : `${invitations} convites para responder`
      : only?.name;
  return wrap(
    <Link href="/vendedor" className={itemClass} onClick={onNavigate}>
      Área do vendedor
      {detail ? <span className="block font-normal text-muted text-xs">{detail}</span> : null}
    </Link>,
  );
}

/** SellerMenuEntry for the signed-in user's own sellers and invitations. */
export function SellerMenuLink(props: { wrap?: Wrap; onNavigate?: () => void }) {
  const summary = useSellerMemberships();
  return <SellerMenuEntry sellers={summary?.sellers} invitations={summary?.invitations} {...props} />;
}
