import { unsubscribeMessages } from '@circula/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionMessage } from '@/lib/http/failure-text';
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterUnsubscribes,
} from '../../../../../api/src/db/schema/index.js';
import {
  deriveUnsubscribeKey,
  signUnsubscribeToken,
} from '../../../../../api/src/newsletter/campaigns/unsubscribe-token.js';
import { createUser } from '../../../../../api/src/users/create-user.js';
import { startApi } from '../../../../test/api-server';
import { forwardSiteProxyTo } from '../../../../test/site-proxy';

type Api = Awaited<ReturnType<typeof startApi>>;

let api: Api;
let UnsubscribePanel: ComponentType<{ token: string | null }>;
let token: string;
const email = 'leitora@example.com';

beforeAll(async () => {
  api = await startApi();
  forwardSiteProxyTo(api.url);
  ({ UnsubscribePanel } = await import('./unsubscribe-panel'));
  // A campaign sent to one address: its recipient row is what the signed link names.
  const db = api.app.deps.database.db;
  const { user } = await createUser(db, {
    name: 'Autora',
    email: 'autora@example.com',
    passwordHash: null,
    emailVerified: true,
  });
  const [campaign] = await db
    .insert(newsletterCampaigns)
    .values({ kind: 'MAIN', subject: 'Olá', blocks: [], authorUserId: user.id, status: 'SENT' })
    .returning();
  const [recipient] = await db
    .insert(newsletterCampaignRecipients)
    .values({ campaignId: campaign!.id, email, token: 'a'.repeat(64), state: 'SENT' })
    .returning();
  token = signUnsubscribeToken(deriveUnsubscribeKey(api.app.deps.config.authJwtSecret), recipient!.id);
});

afterAll(async () => {
  await api?.close();
});

describe('the unsubscribe page', () => {
  it('changes nothing until the person confirms, then tells them in Portuguese', async () => {
    render(<UnsubscribePanel token={token} />);
    const db = api.app.deps.database.db;
    expect(await db.select().from(newsletterUnsubscribes)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect((await screen.findByRole('status')).textContent).toBe(unsubscribeMessages.confirmed);
    expect((await db.select().from(newsletterUnsubscribes)).map((row) => row.email)).toEqual([email]);
  });

  it('refuses a tampered link with the API message', async () => {
    render(<UnsubscribePanel token={`${token.slice(0, -2)}zz`} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect((await screen.findByRole('alert')).textContent).toBe(unsubscribeMessages.invalid);
    // The link itself was refused: sending it again would change nothing, so no button is offered.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says in Portuguese when the server cannot be reached, never the browser's own text", async () => {
    // The next request fails as a browser's does offline; the ones after it reach the API again.
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<UnsubscribePanel token={token} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect((await screen.findByRole('alert')).textContent).toBe(connectionMessage);
    // Once the connection is back, the page's own button sends the same link again.
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findByRole('status')).textContent).toBe(unsubscribeMessages.confirmed);
  });

  it('explains a link without its token', () => {
    render(<UnsubscribePanel token={null} />);
    expect(screen.getByRole('alert').textContent).toBe(unsubscribeMessages.invalid);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
