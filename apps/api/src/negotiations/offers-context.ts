import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { type Notifier, notifierFor } from '../notifications/notifier.js';

/** What the offer services need from the app. */
export interface OffersDeps {
  db: Database;
  notifier: Notifier;
  webOrigin: string;
}

export function offersDeps(app: FastifyInstance): OffersDeps {
  return { db: app.deps.database.db, notifier: notifierFor(app), webOrigin: app.deps.config.WEB_ORIGIN };
}
