import type { NewsletterSubscription } from '@circula/domain';
import type { Database } from '../db/client.js';
import { cityBelongsToState } from '../geo/list-cities.js';
import { listStates } from '../geo/list-states.js';
import { AppError } from '../shared/errors.js';
import { upsertSubscriber } from './newsletter-repository.js';

/** Subscribes an e-mail (a repeated address updates its row, never duplicates it). */
export async function subscribeToNewsletter(db: Database, input: NewsletterSubscription) {
  const state = input.state.toUpperCase();
  if (!listStates().some((known) => known.code === state)) {
    throw new AppError(
      'INVALID_STATE',
      `Estado '${input.state}' não encontrado. Use a sigla de uma UF, como SP.`,
    );
  }
  if (!cityBelongsToState(state, input.city)) {
    throw new AppError('CITY_NOT_IN_STATE', `A cidade '${input.city}' não pertence ao estado ${state}.`);
  }
  return upsertSubscriber(db, {
    email: input.email.trim().toLowerCase(),
    state,
    city: input.city.trim().toUpperCase(),
    source: input.source,
  });
}
