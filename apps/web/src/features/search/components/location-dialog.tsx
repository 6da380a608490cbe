'use client';

// The location dialog (Radix): loaded by ./location-selector when the place button is first used.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/dialog';

// The form (selects, states and cities) is loaded when the dialog opens: most pages never need it.
const LocationForm = dynamic(() => import('./location-form').then((module) => module.LocationForm), {
  ssr: false,
  loading: () => (
    <p className="py-10 text-center text-muted" role="status">
      Carregando...
    </p>
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
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" {...triggerProps}>
          {children}
        </button>
      }
      title="Onde você quer ver itens?"
      description="Escolha um estado e, se quiser, uma cidade. Mostramos os itens dessa região."
    >
      {open ? (
        <LocationForm
          current={current}
          onApply={(location) => {
            setOpen(false);
            onApply(location);
          }}
        />
      ) : null}
    </AppDialog>
  );
}
