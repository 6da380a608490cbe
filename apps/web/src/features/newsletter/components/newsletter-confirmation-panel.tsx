'use client';

import { newsletterConfirmationAnswerSchema, newsletterConfirmationMessages } from '@circula/domain';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { answerOf, api } from '@/lib/http/api';

type State = 'idle' | 'sending' | 'done' | 'error';

/**
 * /newsletter/confirmar?t=…: the link e-mailed to an address that had unsubscribed and was typed into the
 * newsletter form again. Opening it changes nothing (mail scanners open links); the person confirms with one
 * button, and only then does the address get the newsletter again.
 */
export function NewsletterConfirmationPanel({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(token ? 'idle' : 'error');
  const [error, setError] = useState<string>(newsletterConfirmationMessages.invalid);

  async function confirm() {
    if (!token) return;
    setState('sending');
    try {
      const answer = await answerOf(
        newsletterConfirmationAnswerSchema,
        api.post('web/newsletter/confirmation', { searchParams: { t: token } }),
        'POST web/newsletter/confirmation',
      );
      setState(answer.confirmed ? 'done' : 'error');
    } catch (failure) {
      setError((failure as { message?: string }).message ?? newsletterConfirmationMessages.invalid);
      setState('error');
    }
  }

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-12" aria-labelledby="confirmar-newsletter">
      <h1 id="confirmar-newsletter" className="font-bold text-2xl text-ink">
        Voltar a receber a newsletter
      </h1>
      {state === 'done' ? (
        <p role="status" className="rounded border border-line bg-brand-50 p-4 text-ink">
          {newsletterConfirmationMessages.confirmed}
        </p>
      ) : state === 'error' ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : (
        <>
          <p className="text-muted">
            Este endereço tinha cancelado a newsletter. Ao confirmar, ele volta a receber a newsletter e as
            ofertas da Circula por e-mail; você pode cancelar de novo pelo link no fim de qualquer envio.
          </p>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={state === 'sending'}
            onClick={confirm}
          >
            Quero receber a newsletter
          </button>
        </>
      )}
    </section>
  );
}
