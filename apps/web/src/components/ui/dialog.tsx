'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/icons';

/** Closes the dialog it sits in: for "Cancelar" buttons (`<DialogClose className=…>Cancelar</DialogClose>`). */
export const DialogClose = RadixDialog.Close;
/** A title shown inside the body (a dialog whose title is given by a lazily loaded part). */
export const DialogTitle = RadixDialog.Title;

const widths = {
  md: 'max-w-md',
  lg: 'max-w-lg',
} as const;

export interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name (aria-labelledby). */
  title: ReactNode;
  /** What the dialog is for (aria-describedby); shown under the title unless `hideDescription`. */
  description?: ReactNode;
  /** A description that is markup of its own (paragraphs), not one line of text. */
  descriptionAsChild?: boolean;
  /** The button that opens it, when the dialog owns one. */
  trigger?: ReactNode;
  /** An alert dialog asks to confirm something that cannot be undone: no close button, role alertdialog. */
  alert?: boolean;
  size?: keyof typeof widths;
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * The one dialog shell (Radix): focus moves in and stays in (focus trap), Esc and the overlay close it,
 * focus returns to what opened it, the page behind is hidden from screen readers (aria-modal), and it is
 * named by its title and described by its description.
 */
export function AppDialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionAsChild = false,
  trigger,
  alert = false,
  size = 'md',
  closeLabel = 'Fechar',
  children,
}: AppDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <RadixDialog.Content
          aria-modal="true"
          role={alert ? 'alertdialog' : 'dialog'}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
        >
          <RadixDialog.Title className={`font-bold text-ink text-xl ${alert ? '' : 'pr-8'}`}>
            {title}
          </RadixDialog.Title>
          {description === undefined ? null : descriptionAsChild ? (
            <RadixDialog.Description asChild>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="mt-2 text-muted text-sm">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {alert ? null : (
            <RadixDialog.Close
              className="absolute top-4 right-4 rounded-full p-1.5 text-muted hover:bg-slate-100"
              aria-label={closeLabel}
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
