'use client';

import * as Dialog from '@radix-ui/react-dialog';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ChevronDownIcon, CloseIcon, PinIcon } from '@/components/icons';
import { locationDefaults, truncateLocationLabel } from '../lib/location';
import { buildSearchHref, searchPath } from '../lib/search-url';

// The form (selects, states and cities) is loaded when the dialog opens: most pages never need it.
const LocationForm = dynamic(() => import('./location-form').then((module) => module.LocationForm), {
  ssr: false,
  loading: () => (
    <div className="py-10 text-center">
      <Dialog.Title className="font-semibold text-ink text-xl">Onde você quer ver itens?</Dialog.Title>
      <p className="mt-2 text-muted" role="status">
        Carregando...
      </p>
    </div>
  ),
});

/** Location filter: a button with the current place and a dialog to change it, kept in ?location=. */
export function LocationSelector({ className }: { className?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = pathname === searchPath ? (searchParams.get('location') ?? '') : '';
  const [open, setOpen] = useState(false);

  const apply = (location: string) => {
    setOpen(false);
    router.push(buildSearchHref(pathname, searchParams, 'location', location));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full px-3 font-medium text-brand-800 text-sm hover:bg-brand-50 ${className ?? ''}`}
        // With no place chosen the visible words start the name (WCAG 2.5.3, label in name).
        aria-label={current ? `Localização: ${current}. Alterar localização` : undefined}
        title={current || undefined}
      >
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          {open ? <LocationForm current={current} onApply={apply} /> : null}
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-1.5 text-muted hover:bg-slate-100"
            aria-label="Fechar"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
