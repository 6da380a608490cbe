import { authCookieNames } from '@circula/domain';
import { publicConfig } from '@/config/public';
import { connectHttpAuth } from '@/lib/http/auth-bridge';
import { type AuthClient, createAuthClient } from './auth-client';

export const authCookies = authCookieNames(publicConfig.appEnv);

let client: AuthClient | null = null;

/** The tab's one session, created on first use in the browser and connected to the API client. */
export function getAuthClient(): AuthClient {
  if (client) return client;
  const created = createAuthClient({
    apiUrl: publicConfig.apiUrl,
    presenceCookieName: authCookies.refreshTokenPresent,
  });
  connectHttpAuth({
    getAccessToken: created.getAccessToken,
    refresh: created.refresh,
    onAuthFailure: created.failAuthentication,
  });
  client = created;
  return created;
}
