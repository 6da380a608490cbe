import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public';

describe('parsePublicConfig', () => {
  it('uses the defaults for unset and blank values', () => {
    const config = parsePublicConfig({ NEXT_PUBLIC_SITE_URL: '  ', NEXT_PUBLIC_APP_ENV: undefined }, '');
    expect(config).toMatchObject({
      appEnv: 'development',
      apiUrl: '/api/proxy',
      siteUrl: 'http://localhost:3000',
      contactEmail: 'contato@circula.com.br',
      whatsappNumber: '5511940028922',
      uploadMaxBytes: 10 * 1024 * 1024,
      instagramUrl: 'https://www.instagram.com/circula',
    });
    expect(config.sellFormUrl).toBeUndefined();
  });

  it('takes valid values', () => {
    const config = parsePublicConfig(
      {
        NEXT_PUBLIC_APP_ENV: 'production',
        NEXT_PUBLIC_API_URL: 'https://api.circula.com.br',
        NEXT_PUBLIC_SITE_URL: 'https://www.circula.com.br',
        NEXT_PUBLIC_UPLOAD_MAX_BYTES: '2048',
        NEXT_PUBLIC_WHATSAPP_NUMBER: '551130000000',
      },
      'https://circula.com.br',
    );
    expect(config).toMatchObject({
      appEnv: 'production',
      // The browser reaches the API on the origin it opened, whatever the API's address (decision 100).
      apiUrl: 'https://circula.com.br/api/proxy',
      siteUrl: 'https://www.circula.com.br',
      uploadMaxBytes: 2048,
      whatsappNumber: '551130000000',
    });
  });

  it.each([
    ['NEXT_PUBLIC_APP_ENV', 'staging', /NEXT_PUBLIC_APP_ENV/],
    ['NEXT_PUBLIC_SITE_URL', 'circula.com.br', /endereço completo/],
    ['NEXT_PUBLIC_SELL_FORM_URL', 'ftp://circula.com.br/form', /http ou https/],
    ['NEXT_PUBLIC_CONTACT_EMAIL', 'contato', /e-mail válido/],
    ['NEXT_PUBLIC_WHATSAPP_NUMBER', '(11) 94002-8922', /DDI \+ DDD/],
    ['NEXT_PUBLIC_UPLOAD_MAX_BYTES', '-1', /inteiro positivo/],
  ])('refuses %s=%s', (key, value, message) => {
    expect(() => parsePublicConfig({ [key]: value })).toThrow(message);
  });
});
