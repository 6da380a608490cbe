'use client';

import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isHttpError } from '@/lib/http/client';
import { failureText, genericMessage, writtenForPeople } from '@/lib/http/failure-text';

/** Why a submission was refused, as a form shows it. */
export interface Refusal {
  /** The API's stable error code, when the API answered. */
  code: string | undefined;
  /** The pt-BR message for the whole form. */
  message: string;
  /** pt-BR messages by field path ("address.zipCode"), from the API's details.issues. */
  issues: Record<string, string>;
}

function issuesOf(details: unknown): Record<string, string> {
  if (!details || typeof details !== 'object' || !('issues' in details)) return {};
  const { issues } = details;
  if (Array.isArray(issues)) {
    return Object.fromEntries(
      issues.flatMap((issue: unknown) =>
        issue &&
        typeof issue === 'object' &&
        'path' in issue &&
        'message' in issue &&
        typeof issue.path === 'string' &&
        typeof issue.message === 'string'
          ? [[issue.path, issue.message]]
          : [],
      ),
    );
  }
  if (issues && typeof issues === 'object') {
    return Object.fromEntries(
      Object.entries(issues).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return {};
}

/**
 * Reads any error thrown by a submission: the API's code, message and field issues (its error body
 * `{ code, message, details: { issues: [{ path, message }] } }`); a plain message when the server could
 * not be reached; a message the web wrote itself; the fallback for anything else, so no English text from
 * the runtime or a library reaches a person.
 */
export async function refusalOf(error: unknown, fallback = genericMessage): Promise<Refusal> {
  const message = failureText(error, fallback);
  if (isHttpError(error)) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    const details = body && typeof body === 'object' && 'details' in body ? body.details : undefined;
    return { code: error.code, message, issues: issuesOf(details) };
  }
  if (error instanceof Error && writtenForPeople(error) && error.message) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return { code, message, issues: issuesOf(error) };
  }
  return { code: undefined, message, issues: {} };
}

export interface MutationOptions<Input, Result, Form extends FieldValues> {
  /** A toast once it worked; a function may return null for none. */
  success?: string | ((result: Result, input: Input) => string | null);
  /** The message when the error carries none of its own. */
  fallback?: string;
  /** Puts the API's field issues on the form's fields (react-hook-form's setError). */
  setError?: UseFormSetError<Form>;
  /** The form's fields the API's issue paths may name; an issue on another path goes to the form message. */
  fields?: readonly Path<Form>[];
  /** API issue paths that a form field of another name shows (e.g. `{ unitPriceCents: 'price' }`). */
  paths?: Partial<Record<string, Path<Form>>>;
  /** An API error code that belongs to one field (e.g. `{ USERNAME_TAKEN: 'username' }`). */
  codeFields?: Partial<Record<string, Path<Form>>>;
  /** Where the form's message goes: the returned `error` (shown by a FormAlert), or a toast. */
  errorAs?: 'alert' | 'toast';
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  /** Told of every refusal (after it is shown); e.g. to read the list again. */
  onError?: (refusal: Refusal) => void;
}

export interface Mutation<Input, Result> {
  /** Sends; resolves to the result, or undefined when it was refused (already shown) or one is running. */
  run: (input: Input) => Promise<Result | undefined>;
  pending: boolean;
  /** The form's message from the last refusal, for a FormAlert. */
  error: string | null;
  setError: (message: string | null) => void;
}

/**
 * The one way a form submits: pending state (a second submit while one runs is ignored), the API's field
 * issues put on the fields, its message shown on the form or as a toast, and a success toast.
 */
export function useMutation<Input, Result, Form extends FieldValues = FieldValues>(
  action: (input: Input) => Promise<Result>,
  options: MutationOptions<Input, Result, Form> = {},
): Mutation<Input, Result> {
  const [pending, setPending] = useState(false);
  const [error, setErrorState] = useState<string | null>(null);
  const running = useRef(false);
  const latest = useRef({ action, options });
  latest.current = { action, options };

  const run = useCallback(async (input: Input): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setErrorState(null);
    const { action: send, options: settings } = latest.current;
    try {
      const result = await send(input);
      const message =
        typeof settings.success === 'function' ? settings.success(result, input) : settings.success;
      if (message) toast.success(message);
      await settings.onSuccess?.(result, input);
      return result;
    } catch (caught) {
      const refusal = await refusalOf(caught, settings.fallback);
      let placed = false;
      if (settings.setError) {
        const known = new Set<string>(settings.fields ?? []);
        const codeField = refusal.code ? settings.codeFields?.[refusal.code] : undefined;
        if (codeField) {
          settings.setError(codeField, { type: 'server', message: refusal.message });
          placed = true;
        }
        for (const [path, message] of Object.entries(refusal.issues)) {
          const field = settings.paths?.[path] ?? (known.has(path) ? (path as Path<Form>) : undefined);
          if (!field) continue;
          settings.setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) {
        if (settings.errorAs === 'toast') toast.error(refusal.message);
        else setErrorState(refusal.message);
      }
      settings.onError?.(refusal);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending, error, setError: setErrorState };
}
