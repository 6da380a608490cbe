import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 font-medium text-red-700 text-sm">
      {message}
    </p>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const errorId = `${id}-erro`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        {...input}
      />
      {hint && !error ? <p className="mt-1 text-muted text-xs">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The API's message, or a generic one when the error is not from the API. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Algo deu errado. Tente novamente.';
}
