import path from 'node:path';
import { buyerApplicationPatchSchema, documentTypes } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses, uploadErrorResponses } from '../shared/schemas.js';
import { receiveUpload } from '../storage/receive-upload.js';
import { applicationDeps } from './context.js';
import { getActiveApplication } from './get-active-application.js';
import { listApplicationDocuments } from './list-application-documents.js';
import { saveApplicationStep } from './save-application-step.js';
import {
  activeApplicationResponseSchema,
  applicationDocumentsResponseSchema,
  buyerApplicationResponseSchema,
  documentUploadResponseSchema,
} from './schemas.js';
import { checkDocumentUpload, uploadApplicationDocument } from './upload-application-document.js';

const idParams = z.object({ id: z.uuid({ error: 'Identificador de cadastro inválido' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

export async function buyerApplicationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /web/buyer-applications/active
  app.get(
    '/web/buyer-applications/active',
    {
      onRequest: authenticate,
      schema: {
        tags: ['buyer-applications'],
        description: 'O cadastro de comprador do usuário, ou null se ainda não começou.',
        response: { 200: activeApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      buyerApplication: await getActiveApplication(app.deps.database.db, requireUser(request).userId),
    }),
  );

  // PATCH /web/buyer-applications
  app.patch(
    '/web/buyer-applications',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.BUYERS_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['buyer-applications'],
        description:
          'Salva um passo do cadastro: dados cadastrais (cria o comprador na primeira vez) e/ou endereço.',
        body: buyerApplicationPatchSchema,
        response: { 200: buyerApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      buyerApplication: await saveApplicationStep(
        app.deps.database.db,
        requireUser(request).userId,
        request.body,
      ),
    }),
  );

  // PUT /web/buyer-applications/:id/documents/:documentType
  app.put(
    '/web/buyer-applications/:id/documents/:documentType',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.BUYERS_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['buyer-applications'],
        description:
          'Envia um documento (campo "file" de um multipart/form-data): JPEG, PNG ou PDF, conferido pelo conteúdo. ' +
          'Substitui o documento anterior do mesmo tipo.',
        consumes: ['multipart/form-data'],
        params: idParams.extend({
          documentType: z.enum(documentTypes, { error: 'Tipo de documento inválido' }),
        }),
        response: {
          200: documentUploadResponseSchema,
          ...errors,
          ...uploadErrorResponses,
        },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { id, documentType } = request.params;
      const deps = applicationDeps(app, request.log);
      await checkDocumentUpload(deps.db, userId, id, documentType);
      const upload = await receiveUpload(request, {
        maxBytes: deps.config.UPLOAD_MAX_BYTES,
        tempDir: path.join(deps.config.dataDir, 'tmp', 'uploads'),
      });
      return uploadApplicationDocument(deps, userId, id, documentType, upload);
    },
  );

  // GET /web/buyer-applications/:id/documents
  app.get(
    '/web/buyer-applications/:id/documents',
    {
      onRequest: authenticate,
      schema: {
        tags: ['buyer-applications'],
        params: idParams,
        response: {
          200: applicationDocumentsResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      buyerApplicationDocuments: await listApplicationDocuments(
        applicationDeps(app, request.log),
        requireUser(request).userId,
        request.params.id,
      ),
    }),
  );
}
