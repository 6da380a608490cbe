import type { Database } from '../db/client.js';
import { findSubscriberByEmail } from './newsletter-repository.js';

export function findSubscriber(db: Database, email: string) {
  return findSubscriberByEmail(db, email.trim().toLowerCase());
}
