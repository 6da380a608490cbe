import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { makeUser, readOutbox } from './auth-test-factories.js';
import { googleCallbackUrl } from './google-client.js';

// Behind the web app's forwarding the API's public address has a path of its own (decision 100): the links
// it writes keep that path, so the browser follows them on the site's origin with its first-party cookies.
const site = 'http://localhost:3000/api/proxy';
const { app, db } = await createTestApp({ API_PUBLIC_URL: site, AUTH_RATE_LIMIT_MAX: '1000' });

describe('API_PUBLIC_URL with a path', () => {
  it('e-mails magic links under that path', async () => {
    const user = await makeUser(db, { password: null });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signin/magic-link',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await readOutbox(app, user.email);
    const link = new URL(/(http\S+)/.exec(row!.bodyText)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${site}/auth/magic-link/callback`);
  });

  it('names the Google callback under that path', () => {
    expect(googleCallbackUrl(loadConfig({ API_PUBLIC_URL: `${site}/` })).toString()).toBe(
      `${site}/auth/callback/google`,
    );
    expect(googleCallbackUrl(loadConfig({ API_PUBLIC_URL: 'http://localhost:4000' })).toString()).toBe(
      'http://localhost:4000/auth/callback/google',
    );
  });
});
