import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../shared/errors.js';
import { signPixNotice } from './pix-provider.js';

/** Notices older or newer than this (by their signed timestamp) are refused: a captured one cannot be replayed later. */
export const pixReplayWindowSeconds = 5 * 60;

const invalid = () => new AppError('PIX_SIGNATURE_INVALID', 'Assinatura do aviso PIX inválida.');

/**
 * Checks a webhook call: `x-pix-signature` must be the hex HMAC-SHA256 of `${x-pix-timestamp}.${rawBody}`
 * under the webhook secret (compared in constant time), and the timestamp within ±5 minutes of now.
 */
export function verifyPixSignature(
  secret: string | null,
  input: { timestamp: unknown; signature: unknown; rawBody: string | undefined; nowMs: number },
): void {
  if (!secret) throw new AppError('PIX_WEBHOOK_DISABLED', 'Recebimento de avisos PIX não configurado.');
  const { timestamp, signature, rawBody } = input;
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || rawBody === undefined)
    throw invalid();
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) throw invalid();
  if (Math.abs(input.nowMs / 1000 - Number(timestamp)) > pixReplayWindowSeconds) throw invalid();
  const expected = Buffer.from(signPixNotice(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw invalid();
}
