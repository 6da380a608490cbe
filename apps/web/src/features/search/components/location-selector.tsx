'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { ChevronDownIcon, PinIcon } from '@/components/icons';
import { useOnDemand } from '@/lib/hooks/use-on-demand';
import { locationDefaults, truncateLocationLabel } from '../lib/location';
import { buildSearchHref, searchPath } from '../lib/search-url';

// The dialog (Radix) loads on the first use of the button: every page shows it, few visits open it.
const loadDialog = () => import('./location-dialog');

const locationButtonClass = (className?: string) =>
  `inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full px-3 font-medium text-brand-800 text-sm hover:bg-brand-50 ${className ?? ''}`;

/**
 * The button as the server first sends it, before the address (?location=) is known: same size and
 * default words, so the header does not move when the real one replaces it.
 */
export function LocationButtonPlaceholder({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={locationButtonClass(className)}
    >
      <PinIcon className="size-5 shrink-0" />
      <span className="lg:hidden">{locationDefaults.mobile}</span>
      <span className="hidden lg:inline">{locationDefaults.desktop}</span>
      <span className="sr-only">: escolher localização</span>
      <ChevronDownIcon className="size-4 shrink-0" />
    </button>
  );
}

/** Location filter: a button with the current place and a dialog to change it, kept in ?location=. */
export function LocationSelector({ className }: { className?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = pathname === searchPath ? (searchParams.get('location') ?? '') : '';
  const dialog = useOnDemand(loadDialog);

  const apply = (location: string) => {
    router.push(buildSearchHref(pathname, searchParams, 'location', location));
  };

  const trigger = {
    className: locationButtonClass(className),
    // With no place chosen the visible words start the name (WCAG 2.5.3, label in name).
    'aria-label': current ? `Localização: ${current}. Alterar localização` : undefined,
    title: current || undefined,
    children: (
      <>
        <PinIcon className="size-5 shrink-0" />
        {current ? (
          <span>{truncateLocationLabel(current)}</span>
        ) : (
          <>
            <span className="lg:hidden">{locationDefaults.mobile}</span>
            <span className="hidden lg:inline">{locationDefaults.desktop}</span>
            <span className="sr-only">: escolher localização</span>
          </>
        )}
        <ChevronDownIcon className="size-4 shrink-0" />
      </>
    ),
  };

  if (dialog.loaded)
    return <dialog.loaded.LocationDialog current={current} onApply={apply} trigger={trigger} />;
  const { children, ...triggerProps } = trigger;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...triggerProps}
      onClick={dialog.load}
      onPointerEnter={() => void dialog.prefetch()}
      onFocus={() => void dialog.prefetch()}
    >
      {children}
    </button>
  );
}
