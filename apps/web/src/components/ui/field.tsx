import {
  type AriaAttributes,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** The look every text input shares; an invalid one turns red (aria-invalid). */
export const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';

/** The same look for a textarea (grows with rows, no fixed height). */
export const textareaClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';

export const labelClass = 'mb-1.5 block font-medium text-sm';

/** What a field hands its control: the id the label points at and the accessible error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': AriaAttributes['aria-invalid'];
  'aria-describedby': string | undefined;
}

export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 font-medium text-red-700 text-sm">
      {message}
    </p>
  );
}

/** A message about the whole form: an error is announced at once, information politely. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  const style =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-brand-200 bg-brand-50 text-brand-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${style}`}
    >
      {children}
    </div>
  );
}

export interface FieldProps {
  label: ReactNode;
  /** A stable id for the control; one is made when left out. */
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string | undefined;
  labelClassName?: string | undefined;
  /** The control, given the id and the aria wiring to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field: the label points at the control, the hint and the error are tied to it with
 * aria-describedby, and an error marks it aria-invalid and is announced.
 */
export function Field({ label, id, hint, error, className, labelClassName, children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName ?? labelClass}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} className="mt-1 text-muted text-xs">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  id?: string | undefined;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** A Field with a text input; takes react-hook-form's register(…) as it is. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, className, ...input },
  ref,
) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className={inputClass} {...control} {...input} />}
    </Field>
  );
});

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  id?: string | undefined;
  error?: string | null | undefined;
  hint?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, hint, className, ...textarea },
  ref,
) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} className={textareaClass} {...control} {...textarea} />}
    </Field>
  );
});

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  id?: string | undefined;
  error?: string | null | undefined;
  hint?: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, hint, className, children, ...select },
  ref,
) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} className={inputClass} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
});
