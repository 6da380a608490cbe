import { Suspense } from 'react';
import { LogoIcon, LogoWide } from '@/components/brand/logo';
import { TagIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import { FavoritesLink } from '@/features/favorites/widgets';
import { NotificationsBell } from '@/features/notifications';
import { LocationButtonPlaceholder, LocationSelector, SearchBox, SearchForm } from '@/features/search';
import { AvatarMenu } from './avatar-menu';

function SellLink({ className }: { className?: string }) {
  if (!publicConfig.sellFormUrl) return null;
  return (
    <a
      href={publicConfig.sellFormUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-semibold text-brand-800 text-sm hover:bg-brand-50 ${className ?? ''}`}
    >
      <TagIcon className="size-4" />
      Quero Vender
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-line border-b bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 sm:gap-4 sm:px-6">
        <Link href="/" className="shrink-0 rounded-lg" aria-label="Circula — página inicial">
          <LogoIcon className="size-10 sm:hidden" />
          <span className="hidden sm:block">
            <LogoWide />
          </span>
        </Link>
        <div className="min-w-0 flex-1 lg:max-w-2xl">
          <Suspense fallback={<SearchForm />}>
            <SearchBox />
          </Suspense>
        </div>
        <div className="hidden lg:block">
          <SellLink className="h-11 px-3" />
        </div>
        <div className="hidden lg:block">
          <Suspense fallback={<LocationButtonPlaceholder />}>
            <LocationSelector />
          </Suspense>
        </div>
        <FavoritesLink />
        <NotificationsBell />
        <AvatarMenu />
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-1 pb-1.5 sm:px-4 lg:hidden">
        <Suspense fallback={<LocationButtonPlaceholder className="-ml-0.5" />}>
          <LocationSelector className="-ml-0.5" />
        </Suspense>
        <SellLink className="h-11 px-3" />
      </div>
    </header>
  );
}
