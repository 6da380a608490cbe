'use client';

import type { ReactElement, ReactNode } from 'react';
import Link from '@/components/navigation/link';
import type { SellerMembership } from '../api/seller-api';
import { useSellerMemberships } from '../hooks/use-seller-memberships';

type Wrap = (element: ReactElement) => ReactNode;

const itemClass =
  'block w-full rounded-lg px-2 py-2 text-left font-medium text-brand-800 text-sm outline-none hover:bg-brand-50 data-highlighted:bg-brand-50';

/** The avatar menu's way into /vendedor: for users of a seller only, naming the seller when there is one. */
export function SellerMenuEntry({
  sellers,
  wrap = (element) => element,
  onNavigate,
}: {
  sellers: readonly SellerMembership[] | undefined;
  wrap?: Wrap;
  onNavigate?: () => void;
}) {
  if (!sellers || sellers.length === 0) return null;
  const only = sellers.length === 1 ? sellers[0] : undefined;
  return wrap(
    <Link href="/vendedor" className={itemClass} onClick={onNavigate}>
      Área do vendedor
      {only ? <span className="block font-normal text-muted text-xs">{only.name}</span> : null}
    </Link>,
  );
}

/** SellerMenuEntry for the signed-in user's own sellers. */
export function SellerMenuLink(props: { wrap?: Wrap; onNavigate?: () => void }) {
  const sellers = useSellerMemberships();
  return <SellerMenuEntry sellers={sellers} {...props} />;
}
