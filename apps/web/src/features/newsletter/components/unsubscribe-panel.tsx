'use client';

import { unsubscribeAnswerSchema, unsubscribeMessages } from '@circula/domain';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { answerOf, api } from '@/lib/http/api';

type State = 'idle' | 'sending' | 'done' | 'error';

/**
 * /newsletter/cancelar?t=…: the signed link at the end of every newsletter. Opening it changes nothing
 * (mail scanners open links); the person confirms with one button.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(token ? 'idle' : 'error');
  const [error, setError] = useState<string>(unsubscribeMessages.invalid);

  async function confirm() {
    if (!token) return;
    setState('sending');
    try {
      const answer = await answerOf(
        unsubscribeAnswerSchema,
        api.post('web/newsletter/unsubscribe', { searchParams: { t: token } }),
        'POST web/newsletter/unsubscribe',
      );
      setState(answer.unsubscribed ? 'done' : 'error');
    } catch (failure) {
      setError((failure as { message?: string }).message ?? unsubscribeMessages.invalid);
      setState('error');
    }
  }

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-12" aria-labelledby="cancelar-newsletter">
      <h1 id="cancelar-newsletter" className="font-bold text-2xl text-ink">
        Cancelar inscrição na newsletter
      </h1>
      {state === 'done' ? (
        <p role="status" className="rounded border border-line bg-brand-50 p-4 text-ink">
          {unsubscribeMessages.confirmed}
        </p>
      ) : state === 'error' ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : (
        <>
          <p className="text-muted">
            Ao confirmar, este endereço deixa de receber a newsletter e as ofertas da Circula por e-mail. Os
            e-mails sobre a sua conta e as suas compras continuam chegando.
          </p>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={state === 'sending'}
            onClick={confirm}
          >
            Confirmar cancelamento
          </button>
        </>
      )}
    </section>
  );
}
