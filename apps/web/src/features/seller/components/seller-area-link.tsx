'use client';

import { userSellersResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { authedFetcherOf, authedKey } from '@/features/session';
import { sellerMembershipsPath } from '../api/seller-api';

/** On /conta, for users of a seller: the way to its conditional sales. Nothing for everyone else. */
export function SellerAreaLink() {
  const { data } = useSWR(authedKey(sellerMembershipsPath), authedFetcherOf(userSellersResponseSchema));
  if (!data || data.sellers.length === 0) return null;
  return (
    <section aria-labelledby="conta-vendedor" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="conta-vendedor" className="mb-1 font-semibold text-lg">
        Área do vendedor
      </h2>
      <p className="mb-3 text-muted text-sm">{data.sellers.map((seller) => seller.name).join(', ')}</p>
      <Link href="/vendedor" className="font-semibold text-brand-800 underline underline-offset-2">
        Ver as vendas condicionais dos seus eventos
      </Link>
    </section>
  );
}
