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
