'use client';

import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { AppDialog, DialogClose } from '@/components/ui/dialog';
import { enrol, refusalOf, refusalText } from '@/features/live';

interface EnrolmentDialogProps {
  listingId: string;
  editalUrl: string | null;
  onEnrolled: () => void;
}

/** Habilitação: the buyer reads the Edital and accepts it; then the lot takes their bids. */
export function EnrolmentDialog({ listingId, editalUrl, onEnrolled }: EnrolmentDialogProps) {
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!accepted || sending) return;
    setSending(true);
    setError(null);
    try {
      await enrol(listingId);
      setOpen(false);
      onEnrolled();
    } catch (caught) {
      const refusal = await refusalOf(caught);
      setError(refusalText(refusal?.code ?? null, refusal?.message ?? null));
    } finally {
      setSending(false);
    }
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      trigger={
        <button type="button" className={`${buttonStyles.primary} w-full`}>
          Habilitar-se para dar lances
        </button>
      }
      title="Habilitação no evento"
      description="Para dar lances, leia o edital do evento e confirme que aceita as condições de venda, pagamento e retirada."
    >
      {editalUrl ? (
        <p className="mt-4">
          <a
            href={editalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Ler o edital (PDF)
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </p>
      ) : (
        <p className="mt-4 text-muted text-sm">As condições do edital estão na página do evento.</p>
      )}
      <label className="mt-4 flex items-start gap-2 text-ink text-sm">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-0.5 size-4"
        />
        Li e aceito o edital deste evento.
      </label>
      <div role="alert" className="mt-3 text-red-700 text-sm">
        {error}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <DialogClose className={buttonStyles.ghost}>Cancelar</DialogClose>
        <button
          type="button"
          onClick={submit}
          disabled={!accepted || sending}
          className={buttonStyles.primary}
        >
          {sending ? 'Enviando…' : 'Confirmar habilitação'}
        </button>
      </div>
    </AppDialog>
  );
}
