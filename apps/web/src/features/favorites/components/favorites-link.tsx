import Link from '@/components/navigation/link';
import { FavoritesMerge } from './favorites-merge';
import { HeartIcon } from './heart-icon';

/**
 * The header's way to the favourites list (/favoritos), for every visitor. Not prefetched: the list is this
 * browser's own and loads on the client, so fetching the page's payload on every page view buys nothing.
 */
export function FavoritesLink() {
  return (
    <>
      <FavoritesMerge />
      <Link
        href="/favoritos"
        prefetch={false}
        aria-label="Favoritos"
        title="Favoritos"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
      >
        <HeartIcon filled={false} className="size-6" />
      </Link>
    </>
  );
}
