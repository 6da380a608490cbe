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
