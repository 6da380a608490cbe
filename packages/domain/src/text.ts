import { z } from 'zod';

export const textMessages = {
  controlCharacters: 'O texto tem caracteres de controle inválidos; apague-os e tente de novo.',
  tooLong: (max: number) => `O texto pode ter no máximo ${max} caracteres.`,
} as const;

// C0 control characters and DEL. A NUL cannot even be stored in the database; the others break
// e-mails, logs and the one-line forms. Multi-line text keeps tab, line feed and carriage return.
const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/** Whether a text has a control character (tab and line breaks are allowed when `multiLine`). */
export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (options.multiLine && (code === tab || code === lineFeed || code === carriageReturn)) continue;
    return true;
  }
  return false;
}

export interface TextOptions {
  /** Most characters after trimming. Every free text has a bound. */
  max: number;
  /** Message when the text is empty after trimming; unset allows an empty text. */
  required?: string;
  /** Message when the text is longer than `max`. */
  tooLong?: string;
  /** Allows tab and line breaks (notes, reasons). */
  multiLine?: boolean;
}

/**
 * The one schema of free text typed by people: trimmed, bounded, and without control characters.
 * `typeError` is the message when the value is not a string at all (defaults to the required message).
 */
export function textSchema(options: TextOptions) {
  const base = z.string({ error: options.required ?? 'Informe um texto.' }).trim();
  const required = options.required ? base.min(1, { error: options.required }) : base;
  return required
    .max(options.max, { error: options.tooLong ?? textMessages.tooLong(options.max) })
    .refine((value) => !hasControlCharacters(value, { multiLine: options.multiLine }), {
      error: textMessages.controlCharacters,
    });
}

/**
 * The words a table gives a code read back from storage or an answer (a string, not yet known to be one of
 * the table's codes), or undefined for a code the table does not have; inherited names never match.
 */
export function labelFrom<T extends Record<string, string>>(labels: T, code: string): T[keyof T] | undefined {
  return Object.hasOwn(labels, code) ? labels[code as keyof T] : undefined;
}

/** "1 lote", "2 lotes", "1.234 lances": a whole count with its noun in the number the count asks for. */
export function formatCount(count: number, singular: string, plural: string): string {
  if (!Number.isSafeInteger(count)) throw new RangeError('count must be an integer');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${count < 0 ? '-' : ''}${digits} ${Math.abs(count) === 1 ? singular : plural}`;
}
