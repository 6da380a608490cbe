import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from './errors.js';

const messagesByStatus: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Você precisa entrar na sua conta para continuar.',
  403: 'Você não tem permissão para fazer isso.',
  404: 'Não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
};

const codesByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Seconds a client is asked to wait when the database cannot be reached. */
const databaseRetryAfterSeconds = 5;

/** PostgreSQL refusals of a value the client sent: bytes that are not text (a NUL), an impossible date. */
const badValueCodes = new Set(['22021', '22P05', '22007', '22008']);
/** Node's network failures reaching the database server. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What the drivers say when the database is gone (closed pool, closed PGlite, dropped connection). */
const unavailableMessages =
  /PGlite is closed|Cannot use a pool after calling end|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * What a database failure means for the client, looking through the wrappers (the query builder puts the
 * driver's error in `cause`): a value it sent that the database cannot store, or the database out of reach.
 */
export function classifyDatabaseFailure(error: unknown): 'bad-value' | 'unavailable' | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (badValueCodes.has(code)) return 'bad-value';
      // 57P01–57P03: the server is shutting down or starting; class 08: the connection failed.
      if (/^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code) || networkCodes.has(code)) {
        return 'unavailable';
      }
    }
    if (unavailableMessages.test(current.message)) return 'unavailable';
    current = current.cause;
  }
  return null;
}

/** One place maps every error to the public answer { statusCode, code, message }. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Valor inválido.',
      }));
      const first = issues[0];
      const body: ErrorBody = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: first ? first.message : 'Dados inválidos.',
        details: { issues, in: error.validationContext },
      };
      return reply.status(400).send(body);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) {
      const databaseFailure = classifyDatabaseFailure(error);
      if (databaseFailure === 'bad-value') {
        return reply.status(400).send({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Algum campo tem caracteres ou valores que não podem ser guardados.',
        });
      }
      if (databaseFailure === 'unavailable') {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', String(databaseRetryAfterSeconds));
        return reply.status(503).send({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Erro interno. Tente novamente em instantes.',
      });
    }
    // Framework errors below 500 (bad JSON, body too large, rate limit): a known code and a pt-BR message.
    const code = codesByStatus[statusCode] ?? 'BAD_REQUEST';
    const message =
      statusCode === 400 && (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'O corpo da requisição não é um JSON válido.'
        : (messagesByStatus[statusCode] ?? 'Requisição inválida.');
    return reply.status(statusCode).send({ statusCode, code, message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Rota ${request.method} ${request.url.split('?')[0]} não encontrada.`,
    });
  });
}
