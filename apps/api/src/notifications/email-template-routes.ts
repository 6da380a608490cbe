import { emailTemplateListSchema, emailTemplatePreviewSchema, emailTemplateTypes } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { emailDefinition } from './email/catalog.js';
import { listEmailTemplates, renderEmailSample } from './email/render.js';
import { emailRoutePermissions } from './route-permissions.js';

const errors = errorResponses(400, 401, 403);
const list = emailRoutePermissions['GET /backoffice/email-templates'];
const one = emailRoutePermissions['GET /backoffice/email-templates/:type'];

/** The staff preview of the e-mail templates (TECH): the list, and each one rendered with sample data. */
export async function emailTemplateRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /backoffice/email-templates
  app.get(
    '/backoffice/email-templates',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Modelos de e-mail da Circula (um por tipo de mensagem), para a pré-visualização da equipe.',
        response: { 200: emailTemplateListSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, list.role, list.level);
      return { templates: listEmailTemplates() };
    },
  );

  // GET /backoffice/email-templates/:type
  app.get(
    '/backoffice/email-templates/:type',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Um modelo de e-mail montado com dados de exemplo: assunto, HTML e texto simples.',
        params: z.object({ type: z.enum(emailTemplateTypes, { error: 'Modelo de e-mail inexistente' }) }),
        response: { 200: emailTemplatePreviewSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, one.role, one.level);
      const { type } = request.params;
      const definition = emailDefinition(type);
      const email = await renderEmailSample(type, app.deps.config.WEB_ORIGIN);
      return {
        type,
        label: definition.label,
        audience: definition.audience,
        subject: email.subject,
        html: email.html,
        text: email.text,
      };
    },
  );
}
