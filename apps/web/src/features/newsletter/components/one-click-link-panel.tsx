'use client';

import { type ReactNode, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { isHttpError } from '@/lib/http/client';
import { failureText } from '@/lib/http/failure-text';

/** `error` is final (no link, or the API refused it); `failed` is worth another try (network, 5xx, 429). */
type State = 'idle' | 'sending' | 'done' | 'error' | 'failed';

/** Whether the API judged the link itself (a 4xx other than "too many requests"): sending again changes nothing. */
const linkRefused = (failure: unknown) =>
  isHttpError(failure) && failure.statusCode < 500 && failure.statusCode !== 429;

/**
 * The page a newsletter e-mail's link opens (cancel, or come back). Opening it changes nothing, since mail
 * scanners open links: the person confirms with one button, and the page says what happened in the API's
 * words when it refused. When the server could not be reached or could not answer, the same button is offered
 * again under the message.
 */
export function OneClickLinkPanel({
  token,
  title,
  explanation,
  buttonLabel,
  messages,
  send,
}: {
  token: string | null;
  title: string;
  explanation: ReactNode;
  buttonLabel: string;
  messages: { confirmed: string; invalid: string };
  /** Sends the link's token; resolves to whether the API did it. */
  send: (token: string) => Promise<boolean>;
}) {
  const [state, setState] = useState<State>(token ? 'idle' : 'error');
  const [error, setError] = useState<string>(messages.invalid);

  async function confirm() {
    if (!token) return;
    setState('sending');
    try {
      setState((await send(token)) ? 'done' : 'error');
    } catch (failure) {
      setError(failureText(failure, messages.invalid));
      setState(linkRefused(failure) ? 'error' : 'failed');
    }
  }

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-12" aria-label={title}>
      <h1 className="font-bold text-2xl text-ink">{title}</h1>
      {state === 'done' ? (
        <p role="status" className="rounded border border-line bg-brand-50 p-4 text-ink">
          {messages.confirmed}
        </p>
      ) : state === 'error' || state === 'failed' ? (
        <>
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
            {error}
          </p>
          {state === 'failed' ? (
            <button type="button" className={buttonStyles.primary} onClick={confirm}>
              Tentar novamente
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-muted">{explanation}</p>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={state === 'sending'}
            onClick={confirm}
          >
            {buttonLabel}
          </button>
        </>
      )}
    </section>
  );
}
