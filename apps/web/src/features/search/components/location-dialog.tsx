'use client';

// The location dialog (Radix): loaded by ./location-selector when the place button is first used.
import * as Dialog from '@radix-ui/react-dialog';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { CloseIcon } from '@/components/icons';

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

export interface LocationDialogProps {
  current: string;
  onApply(location: string): void;
  trigger: { className: string; 'aria-label'?: string; title?: string; children: ReactNode };
}

/** Opens at once: it is mounted by the first click on the place button. */
export function LocationDialog({ current, onApply, trigger }: LocationDialogProps) {
  const [open, setOpen] = useState(true);
  const { children, ...triggerProps } = trigger;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...triggerProps}>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          {open ? (
            <LocationForm
              current={current}
              onApply={(location) => {
                setOpen(false);
                onApply(location);
              }}
            />
          ) : null}
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
