import type { SignUpInput, UserDeclarationsInput } from '@circula/domain';
import { api } from '@/lib/http/api';
import type { AuthSession } from '../lib/auth-client';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  phoneVerifiedAt: string | null;
  buyerId: string | null;
  sessionId: string;
}

type SignInQuery = { nextUrl?: string | undefined; referralSlug?: string | undefined };

function query(values: SignInQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (values.nextUrl) params.set('nextUrl', values.nextUrl);
  if (values.referralSlug) params.set('referralSlug', values.referralSlug);
  return params;
}

export const authApi = {
  requestEmailCode: (email: string) => api.post('auth/email-code', { json: { email } }).json(),

  signUp: (input: SignUpInput) => api.post('auth/signup', { json: input }).json<AuthSession>(),

  signInWithCredentials: (input: { email: string; password: string }, where: SignInQuery) =>
    api.post('auth/signin/credentials', { json: input, searchParams: query(where) }).json<AuthSession>(),

  sendMagicLink: (email: string, where: SignInQuery) =>
    api.post('auth/signin/magic-link', { json: { email }, searchParams: query(where) }).json(),

  forgotPassword: (email: string) => api.post('auth/forgot-password', { json: { email } }).json(),

  resetPassword: (input: { token: string; password: string }) =>
    api.post('auth/reset-password', { json: input }).json<AuthSession>(),

  /** Sign-in options beyond e-mail that this installation offers (Google only when configured). */
  providersPath: 'auth/providers',

  /** The address of the API's Google sign-in: a full-page redirect, not a call. */
  googleSignInUrl: (apiUrl: string, where: SignInQuery) => {
    const params = query(where).toString();
    return `${apiUrl}/auth/signin/google${params ? `?${params}` : ''}`;
  },

  updatePhone: (userId: string, phone: string, phoneCountry: string) =>
    api.patch(`web/users/${userId}`, { json: { phone, phoneCountry } }).json<CurrentUser>(),

  /** The sign-up declarations of an account Google created (spec §5). */
  recordDeclarations: (userId: string, input: UserDeclarationsInput) =>
    api.post(`web/users/${userId}/consents`, { json: input }).json<{ consent: { acceptedAt: string } }>(),

  verifyPhoneToken: (token: string) =>
    api.post('web/users/verify-phone-token', { json: { token } }).json<CurrentUser>(),
};
