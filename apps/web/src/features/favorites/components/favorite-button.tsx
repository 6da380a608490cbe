'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import Link from '@/components/navigation/link';
import { useFavorites } from '../lib/use-favorites';
import { HeartIcon } from './heart-icon';

// Asked only of visitors without an account who favourite something: loaded then, not with every card.
const FavoriteEmailDialog = dynamic(
  () => import('./favorite-email-dialog').then((module) => module.FavoriteEmailDialog),
  { ssr: false },
);

interface FavoriteButtonProps {
  lotId: string;
  lotTitle: string;
  /** Icon only, over a card's top right corner; otherwise icon and text. */
  compact?: boolean;
}

/**
 * The heart: adds the lot to the account's favourites when signed in; otherwise to this browser's list,
 * asking for an e-mail the first time.
 */
export function FavoriteButton({ lotId, lotTitle, compact = false }: FavoriteButtonProps) {
  const { token, signedIn, lotIds, toggle } = useFavorites();
  const [asking, setAsking] = useState(false);
  const favorite = lotIds.includes(lotId);
  const label = favorite ? `Remover ${lotTitle} dos favoritos` : `Adicionar ${lotTitle} aos favoritos`;

  const onClick = () => {
    if (!token && !signedIn) setAsking(true);
    else void toggle(lotId, !favorite);
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={favorite}
        aria-label={compact ? label : undefined}
        title={label}
        className={
          compact
            ? 'absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-sm hover:bg-white'
            : 'inline-flex h-11 items-center gap-2 rounded-full border border-brand-700 px-4 font-semibold text-brand-800 text-sm hover:bg-brand-50'
        }
      >
        <HeartIcon filled={favorite} className={`size-5 ${favorite ? 'text-rose-600' : ''}`} />
        {compact ? null : favorite ? 'Nos favoritos' : 'Favoritar'}
      </button>
      {!compact && favorite ? (
        <Link
          href="/favoritos"
          className="inline-flex h-11 items-center px-2 font-medium text-brand-800 text-sm underline underline-offset-2"
        >
          Ver meus favoritos
        </Link>
      ) : null}
      {asking ? <FavoriteEmailDialog lotId={lotId} onDone={() => setAsking(false)} /> : null}
    </>
  );
}
