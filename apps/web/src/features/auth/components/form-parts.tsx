import { isHttpError } from '@/lib/http/client';

/** The API's pt-BR message when it answered; a plain one when it could not be reached. */
export function errorMessage(error: unknown, fallback = 'Algo deu errado. Tente novamente.'): string {
  if (isHttpError(error)) return error.message || fallback;
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
  }
  return fallback;
}
