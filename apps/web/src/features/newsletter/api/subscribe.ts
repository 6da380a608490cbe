import type { NewsletterSubscription } from '@circula/domain';
import { api } from '@/lib/http/api';

export async function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<void> {
  await api.post('web/email/newsletter-subscribers', { json: subscription });
}
