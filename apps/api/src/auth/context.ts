import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { type Notifier, notifierFor } from '../notifications/notifier.js';

/** What the auth services need from the app. */
export interface AuthDeps {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
  notifier: Notifier;
}

export function authDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): AuthDeps {
  return { config: app.deps.config, db: app.deps.database.db, log, notifier: notifierFor(app) };
}

/** Where a session started; recorded on the session and on its SIGNIN event (domain: signInMethodLabels). */
export type { SignInMethod } from '@circula/domain';

export const codeTtlMinutes = 10;
export const codeMaxAttempts = 5;
export const magicLinkTtlMinutes = 15;
export const resetLinkTtlMinutes = 60;
