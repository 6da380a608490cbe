import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const secret = 'a-production-secret-of-more-than-32-characters';
const development = loadConfig({});

describe('configuration that must never reach production', () => {
  it('refuses the public development JWT key, and a file-link key derived from it, in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: development.authJwtSecret })).toThrow(
      /AUTH_JWT_SECRET: a chave de desenvolvimento é pública/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_JWT_SECRET: secret,
        FILES_SIGNING_SECRET: development.filesSigningSecret,
      }),
    ).toThrow(/FILES_SIGNING_SECRET: a chave de desenvolvimento é pública/);
    const production = loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret });
    expect(production.filesSigningSecret).not.toBe(development.filesSigningSecret);
  });

  it('never offers the fictitious development account for deposits in production', () => {
    expect(development.depositAccount).toMatch(/conta de desenvolvimento, não deposite/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret }).depositAccount).toBeNull();
    const account = 'Banco do Brasil (001) · agência 1234-5 · conta corrente 67890-1 · Circula Ltda.';
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret, DEPOSIT_ACCOUNT: ` ${account} ` })
        .depositAccount,
    ).toBe(account);
    expect(() => loadConfig({ DEPOSIT_ACCOUNT: 'BB 1234' })).toThrow(/DEPOSIT_ACCOUNT deve descrever/);
  });

  it('never seeds the demo data in production: off by default, and asking for it stops the start', () => {
    expect(development.SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret }).SEED_DEMO_DATA).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret, SEED_DEMO_DATA: 'true' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret, SEED_DEMO_DATA: '1' }),
    ).toThrow(/SEED_DEMO_DATA: os dados de demonstração/);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA,
    ).toBe(false);
  });

  it('refuses to listen beyond this machine with the development aids on unless development is explicit', () => {
    for (const host of ['0.0.0.0', '::', '192.168.0.10', 'api.circula.com.br']) {
      expect(() => loadConfig({ API_HOST: host })).toThrow(/API_HOST: .* recebe conexões de fora/);
      expect(loadConfig({ API_HOST: host, NODE_ENV: 'development' }).API_HOST).toBe(host);
      expect(loadConfig({ API_HOST: host, NODE_ENV: 'production', AUTH_JWT_SECRET: secret }).API_HOST).toBe(
        host,
      );
    }
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ API_HOST: host }).API_HOST).toBe(host);
    }
  });
});
