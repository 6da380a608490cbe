import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/errors.js';

export interface FileLinkClaims {
  /** Storage key. */
  key: string;
  contentType: string;
  fileName: string;
  /** Unix seconds after which the link no longer works. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A short-lived link to a private file: the claims and an HMAC over them. Issue it only after checking
 * that the caller may see the file; whoever holds the link can open it until it expires.
 */
export function createFileLink(
  config: Pick<AppConfig, 'API_PUBLIC_URL' | 'FILES_URL_TTL_SECONDS' | 'filesSigningSecret'>,
  file: { key: string; contentType: string; fileName: string },
  now: Date = new Date(),
): { url: string; expiresAt: Date } {
  const expiresAt = Math.floor(now.getTime() / 1000) + config.FILES_URL_TTL_SECONDS;
  const claims = { k: file.key, t: file.contentType, n: file.fileName, e: expiresAt };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const token = `${payload}.${sign(config.filesSigningSecret, payload)}`;
  return {
    url: `${config.API_PUBLIC_URL.replace(/\/$/, '')}/files?token=${token}`,
    expiresAt: new Date(expiresAt * 1000),
  };
}

export function readFileLink(
  config: Pick<AppConfig, 'filesSigningSecret'>,
  token: string,
  now: Date = new Date(),
): FileLinkClaims {
  const invalid = new AppError('FILE_LINK_INVALID', 'Link de arquivo inválido.');
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) throw invalid;
  const expected = Buffer.from(sign(config.filesSigningSecret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  let claims: { k?: unknown; t?: unknown; n?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const { k, t, n, e } = claims;
  if (typeof k !== 'string' || typeof t !== 'string' || typeof n !== 'string' || typeof e !== 'number') {
    throw invalid;
  }
  if (e * 1000 <= now.getTime()) {
    throw new AppError(
      'FILE_LINK_EXPIRED',
      'Este link expirou. Abra o documento novamente para gerar outro.',
    );
  }
  return { key: k, contentType: t, fileName: n, expiresAt: e };
}
