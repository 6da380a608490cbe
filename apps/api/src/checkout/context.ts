import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { type Notifier, notifierFor } from '../notifications/notifier.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { storageFor } from '../storage/storage.js';
import { type PixProvider, pixProviderFor } from './pix-provider.js';

/** What the checkout services need from the app. */
export interface CheckoutDeps {
  config: AppConfig;
  db: Database;
  storage: ObjectStorage;
  notifier: Notifier;
  pix: PixProvider;
  log: FastifyBaseLogger;
}

export function checkoutDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): CheckoutDeps {
  return {
    config: app.deps.config,
    db: app.deps.database.db,
    storage: storageFor(app),
    notifier: notifierFor(app),
    pix: pixProviderFor(app),
    log,
  };
}
