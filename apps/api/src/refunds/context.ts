import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { type Notifier, notifierFor } from '../notifications/notifier.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { storageFor } from '../storage/storage.js';

/** What the refund services need from the app. */
export interface RefundDeps {
  config: AppConfig;
  db: Database;
  storage: ObjectStorage;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

export function refundDeps(app: FastifyInstance, log: FastifyBaseLogger = app.log): RefundDeps {
  return {
    config: app.deps.config,
    db: app.deps.database.db,
    storage: storageFor(app),
    notifier: notifierFor(app),
    log,
  };
}
