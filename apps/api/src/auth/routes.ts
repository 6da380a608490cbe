import {
  authProvidersSchema,
  authSentSchema,
  authSessionSchema,
  credentialsSignInSchema,
  emailCodeRequestSchema,
  forgotPasswordSchema,
  magicLinkRequestSchema,
  nextUrlSchema,
  noQuerySchema,
  referralLandingSchema,
  resetPasswordSchema,
  signInQuerySchema,
  signUpSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInWithLoginLink } from '../backoffice/user-login-links.js';
import { notifierFor } from '../notifications/notifier.js';
import { settleQueuedDeliveries } from '../notifications/queue-emails.js';
import { findLinkBySlug } from '../referrals/referrals.js';
import { AppError } from '../shared/errors.js';
import { errorResponses } from '../shared/schemas.js';
import { bearerToken, signedInCaller } from './authenticate.js';
import { authDeps } from './context.js';
import {
  clearOidcTransactionCookie,
  clearReferralCookie,
  clearSessionCookies,
  cookieNames,
  setOidcTransactionCookie,
  setReferralCookie,
  setSessionCookies,
} from './cookies.js';
import { answerNoSoonerThan } from './even-timing.js';
import { finishGoogleSignIn } from './finish-google-sign-in.js';
import { assertGoogleConfigured, googleConfigured } from './google-client.js';
import { refreshSession } from './refresh-session.js';
import { requestEmailCode } from './request-email-code.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { sendMagicLink } from './send-magic-link.js';
import { signInWithCredentials } from './sign-in-with-credentials.js';
import { signInWithMagicLink } from './sign-in-with-magic-link.js';
import { signOut } from './sign-out.js';
import { referralSlugToRecord, signUp } from './sign-up.js';
import { startGoogleSignIn } from './start-google-sign-in.js';
import type { IssuedSession } from './start-session.js';
import { bodyEmailRules, releaseThrottleSlots, signInRules, throttleBy } from './throttle.js';

/** The spec's auth session answer. */
const sessionSchema = authSessionSchema;
const sentSchema = authSentSchema;
const errors = errorResponses(400, 401, 429);

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? null;

export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const rateLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  app.addHook('onClose', async () => settleQueuedDeliveries(notifierFor(app)));

  function answerSession(reply: FastifyReply, session: IssuedSession) {
    setSessionCookies(reply, config, session);
    return {
      accessToken: session.accessToken,
      refreshTokenExpiresAt: session.refreshTokenExpiresAt.toISOString(),
    };
  }

  const requireGoogle = async () => assertGoogleConfigured(config);

  /**
   * The refresh cookie is sent by the browser whatever page makes the request; a request from a page of
   * another site (an Origin that is not the web app's) is refused, so no other site can use it (CSRF).
   */
  const refuseCrossSite = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== new URL(config.WEB_ORIGIN).origin) {
      throw new AppError('CROSS_SITE_REQUEST', 'Pedido recusado: ele não veio do site da Circula.');
    }
  };

  /** Browser flows end on the web app: the page asked for, or the sign-in page with an error code. */
  function redirectToWeb(reply: FastifyReply, path: string) {
    return reply.redirect(new URL(path, config.WEB_ORIGIN).toString(), 302);
  }

  function signInPageWithError(code: string, nextUrl: string | undefined) {
    const params = new URLSearchParams({ error: code });
    if (nextUrl) params.set('nextUrl', nextUrl);
    return `/auth/entrar?${params}`;
  }

  /** The referral link this browser landed through (HttpOnly cookie, only sent to /auth). */
  const landedReferralSlug = (request: FastifyRequest) => {
    const value = request.cookies[cookieNames(config).referral];
    return value && referralLandingSchema.safeParse({ referralSlug: value }).success ? value : null;
  };

  // POST /auth/referral
  app.post(
    '/auth/referral',
    {
      config: rateLimit,
      onRequest: refuseCrossSite,
      schema: {
        tags: ['auth'],
        description:
          'O visitante chegou por um link de indicação: guarda o link num cookie HttpOnly para o cadastro.',
        querystring: noQuerySchema,
        body: referralLandingSchema,
        response: { 200: z.object({ accepted: z.boolean() }), ...errors, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const link = await findLinkBySlug(app.deps.database.db, request.body.referralSlug);
      if (!link) return { accepted: false };
      setReferralCookie(reply, config, link.slug);
      return { accepted: true };
    },
  );

  // POST /auth/email-code
  app.post(
    '/auth/email-code',
    {
      config: rateLimit,
      preHandler: throttleBy('MESSAGE_SENT', bodyEmailRules),
      schema: {
        tags: ['auth'],
        description: 'Envia um código de 6 dígitos para o email (sempre responde 200).',
        querystring: noQuerySchema,
        body: emailCodeRequestSchema,
        response: { 200: sentSchema, ...errors },
      },
    },
    async (request) => {
      await answerNoSoonerThan(app.deps.config.AUTH_EMAIL_ANSWER_MS, () =>
        requestEmailCode(authDeps(app, request.log), request.body.email),
      );
      return { sent: true as const };
    },
  );

  // POST /auth/signup
  app.post(
    '/auth/signup',
    {
      config: rateLimit,
      preHandler: throttleBy('CODE_FAILURE', bodyEmailRules),
      schema: {
        tags: ['auth'],
        description: 'Cria a conta com o código recebido por email e entra nela.',
        querystring: noQuerySchema,
        body: signUpSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await signUp(authDeps(app, request.log), request.body, {
        userAgent: userAgentOf(request),
        landedReferralSlug: landedReferralSlug(request),
      });
      await releaseThrottleSlots(request);
      clearReferralCookie(reply, config);
      return answerSession(reply, session);
    },
  );

  // POST /auth/signin/credentials
  app.post(
    '/auth/signin/credentials',
    {
      config: rateLimit,
      preHandler: throttleBy('SIGNIN_FAILURE', signInRules),
      schema: {
        tags: ['auth'],
        querystring: signInQuerySchema,
        body: credentialsSignInSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await signInWithCredentials(
        authDeps(app, request.log),
        request.body,
        userAgentOf(request),
      );
      await releaseThrottleSlots(request);
      return answerSession(reply, session);
    },
  );

  // POST /auth/signin/magic-link
  app.post(
    '/auth/signin/magic-link',
    {
      config: rateLimit,
      preHandler: throttleBy('MESSAGE_SENT', bodyEmailRules),
      schema: {
        tags: ['auth'],
        description: 'Envia um link de acesso de uso único (sempre responde 200).',
        querystring: signInQuerySchema,
        body: magicLinkRequestSchema,
        response: { 200: sentSchema, ...errors },
      },
    },
    async (request) => {
      await answerNoSoonerThan(app.deps.config.AUTH_EMAIL_ANSWER_MS, () =>
        sendMagicLink(authDeps(app, request.log), {
          email: request.body.email,
          nextUrl: request.query.nextUrl,
        }),
      );
      return { sent: true as const };
    },
  );

  // GET /auth/magic-link/callback
  app.get(
    '/auth/magic-link/callback',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        description: 'Destino do link enviado por email: entra na conta e redireciona para o site.',
        querystring: z.object({ token: z.string().min(1).max(256), nextUrl: nextUrlSchema }),
        response: { 302: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { token, nextUrl } = request.query;
      try {
        const signedIn = await signInWithMagicLink(authDeps(app, request.log), {
          token,
          userAgent: userAgentOf(request),
          destination: nextUrl ?? '/',
        });
        answerSession(reply, signedIn.session);
        return redirectToWeb(reply, signedIn.nextUrl);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return redirectToWeb(reply, signInPageWithError(error.code, nextUrl));
      }
    },
  );

  // GET /auth/login-link/callback
  app.get(
    '/auth/login-link/callback',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        description:
          'Destino de um link de acesso criado pela equipe: entra na conta do usuário uma única vez e redireciona para o site.',
        querystring: z.object({ token: z.string().min(1).max(256) }),
        response: { 302: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      try {
        const session = await signInWithLoginLink(authDeps(app, request.log), {
          token: request.query.token,
          userAgent: userAgentOf(request),
        });
        answerSession(reply, session);
        return redirectToWeb(reply, '/');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return redirectToWeb(reply, signInPageWithError(error.code, undefined));
      }
    },
  );

  // GET /auth/providers
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        description: 'Formas de entrar disponíveis além de email (o Google só quando configurado).',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ google: googleConfigured(config) }),
  );

  // GET /auth/signin/google
  app.get(
    '/auth/signin/google',
    {
      config: rateLimit,
      onRequest: requireGoogle,
      schema: {
        tags: ['auth'],
        description: 'Redireciona para o login do Google (OpenID Connect).',
        querystring: signInQuerySchema,
        response: { 302: z.null(), ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const referralSlug = referralSlugToRecord(request.query.referralSlug, landedReferralSlug(request));
      const { authorizationUrl, transaction } = await startGoogleSignIn(authDeps(app, request.log), {
        nextUrl: request.query.nextUrl,
        ...(referralSlug ? { referralSlug } : {}),
      });
      setOidcTransactionCookie(reply, config, transaction);
      return reply.redirect(authorizationUrl.toString(), 302);
    },
  );

  // GET /auth/callback/google
  app.get(
    '/auth/callback/google',
    {
      config: rateLimit,
      onRequest: requireGoogle,
      schema: {
        tags: ['auth'],
        description: 'Retorno do Google: entra na conta e redireciona para o site.',
        response: { 302: z.null(), ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const transaction = request.cookies[cookieNames(config).oidcTransaction];
      clearOidcTransactionCookie(reply, config);
      try {
        const { session, nextUrl } = await finishGoogleSignIn(authDeps(app, request.log), {
          query,
          transaction,
          userAgent: userAgentOf(request),
        });
        answerSession(reply, session);
        clearReferralCookie(reply, config);
        return redirectToWeb(reply, nextUrl);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return redirectToWeb(reply, signInPageWithError(error.code, undefined));
      }
    },
  );

  // GET /auth/refresh-token
  app.get(
    '/auth/refresh-token',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ['auth'],
        description: 'Troca o refresh token do cookie por um novo access token (e um novo refresh token).',
        response: { 200: sessionSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      try {
        const session = await refreshSession(
          authDeps(app, request.log),
          request.cookies[cookieNames(config).refreshToken],
        );
        return answerSession(reply, session);
      } catch (error) {
        clearSessionCookies(reply, config);
        throw error;
      }
    },
  );

  // POST /auth/signout
  app.post(
    '/auth/signout',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ['auth'],
        description: 'Encerra a sessão (do access token ou do cookie) e apaga os cookies.',
        response: { 200: z.object({ signedOut: z.literal(true) }), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await signOut(authDeps(app, request.log), {
        accessToken: bearerToken(request),
        refreshToken: request.cookies[cookieNames(config).refreshToken],
        userAgent: userAgentOf(request),
      });
      clearSessionCookies(reply, config);
      return { signedOut: true as const };
    },
  );

  // POST /auth/forgot-password
  app.post(
    '/auth/forgot-password',
    {
      config: rateLimit,
      preHandler: throttleBy('MESSAGE_SENT', bodyEmailRules),
      schema: {
        tags: ['auth'],
        description: 'Envia o link de redefinição de senha (sempre responde 200).',
        querystring: noQuerySchema,
        body: forgotPasswordSchema,
        response: { 200: sentSchema, ...errors },
      },
    },
    async (request) => {
      await answerNoSoonerThan(app.deps.config.AUTH_EMAIL_ANSWER_MS, () =>
        requestPasswordReset(authDeps(app, request.log), request.body.email),
      );
      return { sent: true as const };
    },
  );

  // POST /auth/reset-password
  app.post(
    '/auth/reset-password',
    {
      config: rateLimit,
      schema: {
        tags: ['auth'],
        description:
          'Define a nova senha com o link recebido, invalida os outros links e códigos, encerra as outras sessões e entra na conta.',
        querystring: noQuerySchema,
        body: resetPasswordSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await resetPassword(authDeps(app, request.log), request.body, {
        userAgent: userAgentOf(request),
        current: await signedInCaller(request),
      });
      return answerSession(reply, session);
    },
  );
}
