import { newsletterConfirmationMessages } from '@circula/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterUnsubscribes } from '../../../../../api/src/db/schema/index.js';
import { startApi } from '../../../../test/api-server';
import { forwardSiteProxyTo } from '../../../../test/site-proxy';

type Api = Awaited<ReturnType<typeof startApi>>;

let api: Api;
let NewsletterConfirmationPanel: ComponentType<{ token: string | null }>;
let token: string;
const email = 'de-volta@example.com';

beforeAll(async () => {
  api = await startApi();
  forwardSiteProxyTo(api.url);
  ({ NewsletterConfirmationPanel } = await import('./newsletter-confirmation-panel'));
  // An address that unsubscribed is typed into the form again: the API mails it the link.
  const db = api.app.deps.database.db;
  await db.insert(newsletterUnsubscribes).values({ email });
  const subscribed = await api.app.inject({
    method: 'POST',
    url: '/web/email/newsletter-subscribers',
    payload: { email, state: 'SP', city: 'São Paulo', source: 'home' },
  });
  if (subscribed.statusCode !== 201) throw new Error(`subscribe: ${subscribed.body}`);
  const outbox = await api.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  const mail = (outbox.json() as { notificationType: string; bodyText: string }[]).find(
    (row) => row.notificationType === 'NEWSLETTER_CONFIRMATION',
  );
  const found = /\/newsletter\/confirmar\?t=([\w-]+)/.exec(mail?.bodyText ?? '');
  if (!found) throw new Error('no confirmation link was mailed');
  token = found[1]!;
});

afterAll(async () => {
  await api?.close();
});

describe('the newsletter confirmation page', () => {
  it('changes nothing until the person confirms, then brings the address back, once', async () => {
    const db = api.app.deps.database.db;
    const view = render(<NewsletterConfirmationPanel token={token} />);
    expect((await db.select().from(newsletterUnsubscribes)).map((row) => row.email)).toEqual([email]);
    fireEvent.click(screen.getByRole('button', { name: 'Quero receber a newsletter' }));
    expect((await screen.findByRole('status')).textContent).toBe(newsletterConfirmationMessages.confirmed);
    expect(await db.select().from(newsletterUnsubscribes)).toEqual([]);
    view.unmount();

    render(<NewsletterConfirmationPanel token={token} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quero receber a newsletter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(newsletterConfirmationMessages.invalid);
  });

  it('explains a link without its token', () => {
    render(<NewsletterConfirmationPanel token={null} />);
    expect(screen.getByRole('alert').textContent).toBe(newsletterConfirmationMessages.invalid);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
