import {
  authSentSchema,
  authSessionSchema,
  currentUserSchema,
  type SignUpInput,
  type UserDeclarationsInput,
  userDeclarationsResponseSchema,
} from '@circula/domain';
import { answerOf, api } from '@/lib/http/api';

export type { CurrentUser } from '@circula/domain';

type SignInQuery = { nextUrl?: string | undefined; referralSlug?: string | undefined };

function query(values: SignInQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (values.nextUrl) params.set('nextUrl', values.nextUrl);
  if (values.referralSlug) params.set('referralSlug', values.referralSlug);
  return params;
}

export const authApi = {
  requestEmailCode: (email: string) =>
    answerOf(authSentSchema, api.post('auth/email-code', { json: { email } }), 'POST auth/email-code'),

  signUp: (input: SignUpInput) =>
    answerOf(authSessionSchema, api.post('auth/signup', { json: input }), 'POST auth/signup'),

  signInWithCredentials: (input: { email: string; password: string }, where: SignInQuery) =>
    answerOf(
      authSessionSchema,
      api.post('auth/signin/credentials', { json: input, searchParams: query(where) }),
      'POST auth/signin/credentials',
    ),

  sendMagicLink: (email: string, where: SignInQuery) =>
    answerOf(
      authSentSchema,
      api.post('auth/signin/magic-link', { json: { email }, searchParams: query(where) }),
      'POST auth/signin/magic-link',
    ),

  forgotPassword: (email: string) =>
    answerOf(
      authSentSchema,
      api.post('auth/forgot-password', { json: { email } }),
      'POST auth/forgot-password',
    ),

  resetPassword: (input: { token: string; password: string }) =>
    answerOf(authSessionSchema, api.post('auth/reset-password', { json: input }), 'POST auth/reset-password'),

  /** Sign-in options beyond e-mail that this installation offers (Google only when configured). */
  providersPath: 'auth/providers',

  /** The address of the API's Google sign-in: a full-page redirect, not a call. */
  googleSignInUrl: (apiUrl: string, where: SignInQuery) => {
    const params = query(where).toString();
    return `${apiUrl}/auth/signin/google${params ? `?${params}` : ''}`;
  },

  updatePhone: (userId: string, phone: string, phoneCountry: string) =>
    answerOf(
      currentUserSchema,
      api.patch(`web/users/${userId}`, { json: { phone, phoneCountry } }),
      'PATCH web/users/:id',
    ),

  /** The sign-up declarations of an account Google created (spec §5). */
  recordDeclarations: (userId: string, input: UserDeclarationsInput) =>
    answerOf(
      userDeclarationsResponseSchema,
      api.post(`web/users/${userId}/consents`, { json: input }),
      'POST web/users/:id/consents',
    ),

  verifyPhoneToken: (token: string) =>
    answerOf(
      currentUserSchema,
      api.post('web/users/verify-phone-token', { json: { token } }),
      'POST web/users/verify-phone-token',
    ),
};
