import { emailTemplateListSchema, emailTemplatePreviewSchema, emailTemplateTypes } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';
import { signedInStaff, signedInUser } from '../buyers/buyer-test-factories.js';
import { emailRoutePermissions } from './route-permissions.js';

const site = 'https://circula.example';
const { app, db } = await createTestApp({
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  WEB_ORIGIN: site,
});

const tech = await signedInStaff(app, db, 'CIRCULA_TECH', 0);
const callers = {
  anonymous: {},
  buyer: (await signedInUser(app, db)).headers,
  support: (await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2)).headers,
  marketing: (await signedInStaff(app, db, 'CIRCULA_MARKETING', 2)).headers,
  tech: tech.headers,
};

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('staff preview of the e-mail templates', () => {
  it('has one permission entry per route, TECH from level 0', () => {
    const routes = registeredRoutes(app).filter((route) => route.includes('/backoffice/email-templates'));
    expect(routes.sort()).toEqual(Object.keys(emailRoutePermissions).sort());
    for (const permission of Object.values(emailRoutePermissions)) {
      expect(permission).toEqual({ role: 'CIRCULA_TECH', level: 0 });
    }
  });

  it.each(['/backoffice/email-templates', '/backoffice/email-templates/MAGIC_LINK'])(
    '%s answers TECH only',
    async (url) => {
      const answers: Record<string, number> = {};
      for (const [name, headers] of Object.entries(callers)) {
        const response = await get(url, headers);
        answers[name] = response.statusCode;
        if (response.statusCode !== 200) {
          expect(response.json().code).toBe(response.statusCode === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
        }
      }
      expect(answers).toEqual({ anonymous: 401, buyer: 403, support: 403, marketing: 403, tech: 200 });
    },
  );

  it('lists every template with its pt-BR name and audience', async () => {
    const list = emailTemplateListSchema.parse(
      (await get('/backoffice/email-templates', tech.headers)).json(),
    );
    expect(list.templates.map((template) => template.type)).toEqual([...emailTemplateTypes]);
    expect(list.templates.find((template) => template.type === 'NEWSLETTER')).toEqual({
      type: 'NEWSLETTER',
      label: 'Newsletter',
      audience: 'MARKETING',
    });
    expect(list.templates.filter((template) => template.audience === 'MARKETING')).toHaveLength(1);
  });

  it('renders a template with sample data, links on the configured site', async () => {
    const response = await get('/backoffice/email-templates/RESET_PASSWORD', tech.headers);
    const preview = emailTemplatePreviewSchema.parse(response.json());
    expect(preview).toMatchObject({
      type: 'RESET_PASSWORD',
      label: 'Redefinição de senha',
      audience: 'SERVICE',
      subject: 'Redefinição de senha da Circula',
    });
    expect(preview.html).toContain(`href="${site}/auth/redefinir-senha?token=exemplo"`);
    expect(preview.text).toContain(`Criar nova senha ${site}/auth/redefinir-senha?token=exemplo`);
  });

  it('refuses an unknown template with a pt-BR message', async () => {
    const response = await get('/backoffice/email-templates/NAO_EXISTE', tech.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Modelo de e-mail inexistente');
  });
});
