import {
  type CampaignBodyInput,
  type CampaignDetail,
  campaignDetailSchema,
  type SpecialPermission,
  unsubscribeMessages,
} from '@circula/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helpers.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { buildApp } from '../../app.js';
import { upsertUserRole } from '../../auth/auth-repository.js';
import { bearer, makeUser, signIn, uniqueEmail } from '../../auth/auth-test-factories.js';
import { grantSpecialPermission } from '../../backoffice/special-permissions.js';
import {
  newsletterCampaignRecipients,
  newsletterSubscribers,
  outbox,
  privacyPreferences,
} from '../../db/schema/index.js';
import { campaignSenderFor } from './campaign-jobs.js';
import { runCampaignPass } from './campaign-sender.js';

/*
 * Campaigns end to end on the API: a real database, the real app (inject), and a real SMTP server (smtp-server)
 * read back as a mail client reads it (mailparser).
 */

const site = 'https://circula.example';
const api = 'https://api.circula.example';
const smtp = await startSmtpSink();
const overrides = {
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SMTP_URL: smtp.url,
  WEB_ORIGIN: site,
  API_PUBLIC_URL: api,
  NEWSLETTER_SEND_RATE_PER_MINUTE: '60000',
  AUTH_EMAIL_ANSWER_MS: '0',
};
const database = await createTestDatabase();
const db = database.db;
const opened: FastifyInstance[] = [];
async function startApp() {
  const instance = await buildApp(testConfig(overrides), { database });
  await instance.ready();
  opened.push(instance);
  return instance;
}
afterAll(async () => {
  for (const instance of opened) await instance.close();
});
const app = await startApp();

const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

async function staff(options: { marketing?: 0 | 1; specials?: SpecialPermission[] }) {
  const user = await makeUser(db, { email: uniqueEmail('equipe') });
  if (options.marketing !== undefined)
    await upsertUserRole(db, { userId: user.id, role: 'CIRCULA_MARKETING', level: options.marketing });
  for (const permission of options.specials ?? [])
    await grantSpecialPermission(db, { userId: user.id, permission, actorUserId: null });
  const { accessToken } = await signIn(app, user.email);
  return { user, headers: bearer(accessToken) };
}

const author = await staff({ marketing: 1, specials: ['APPROVE_MAIN_NEWSLETTER'] });
const mainApprover = await staff({ specials: ['APPROVE_MAIN_NEWSLETTER'] });
const secondMainApprover = await staff({ specials: ['APPROVE_MAIN_NEWSLETTER'] });
const partnerApprover = await staff({ specials: ['APPROVE_PARTNER_NEWSLETTER'] });
const marketingReader = await staff({ marketing: 1 });

/** A subscriber who confirmed through the link mailed to the address (decision 283), unless told otherwise. */
async function subscribe(state: string, city: string, prefix = 'assinante', confirmed = true) {
  const email = uniqueEmail(prefix);
  await db
    .insert(newsletterSubscribers)
    .values({ email, state, city, source: 'home', confirmedAt: confirmed ? new Date() : null });
  return email;
}

const body = (overridesOf: Partial<CampaignBodyInput> = {}): CampaignBodyInput => ({
  kind: 'MAIN',
  subject: 'Leilões da semana',
  preheader: 'Lances a partir de R$ 1,00',
  blocks: [
    { type: 'HEADING', text: 'Destaques' },
    { type: 'TEXT', text: 'Separamos os melhores eventos para você.' },
    { type: 'BUTTON', label: 'Ver eventos', url: `${site}/busca` },
  ],
  audience: { states: [], cities: [] },
  ...overridesOf,
});

const base = '/backoffice/newsletter-campaigns';

async function create(states: string[], extra: Partial<CampaignBodyInput> = {}, who = author) {
  const response = await app.inject({
    method: 'POST',
    url: base,
    headers: who.headers,
    payload: body({ audience: { states, cities: [] }, ...extra }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return campaignDetailSchema.parse(response.json());
}

const approve = (id: string, who = mainApprover) =>
  app.inject({ method: 'POST', url: `${base}/${id}/approve`, headers: who.headers });

async function detail(id: string): Promise<CampaignDetail> {
  const response = await app.inject({ method: 'GET', url: `${base}/${id}`, headers: author.headers });
  expect(response.statusCode).toBe(200);
  return campaignDetailSchema.parse(response.json());
}

async function sendAll(instance = app) {
  for (let pass = 0; pass < 20; pass += 1) {
    const result = await runCampaignPass(campaignSenderFor(instance));
    if (!result.more) return;
  }
  throw new Error('campaign never finished');
}

async function previewSize(audience: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `${base}/audience-preview`,
    headers: author.headers,
    payload: audience,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().size as number;
}

const recipientOf = async (campaignId: string, email: string) =>
  (
    await db.select().from(newsletterCampaignRecipients).where(eq(newsletterCampaignRecipients.email, email))
  ).find((row) => row.campaignId === campaignId)!;

describe('audience and exclusion', () => {
  it('counts confirmed subscribers and opted-in users of the states and cities, once each, without the unsubscribed or revoked', async () => {
    const manaus1 = await subscribe('AM', 'MANAUS');
    const manaus2 = await subscribe('AM', 'MANAUS');
    const parintins = await subscribe('AM', 'PARINTINS');
    await subscribe('PA', 'BELÉM');
    // An address typed into the form that never confirmed receives nothing.
    await subscribe('AM', 'MANAUS', 'sem-confirmar', false);
    // A user who opted in and is also a subscriber is one address.
    const optedIn = await makeUser(db, { email: manaus1 });
    await db.insert(privacyPreferences).values({ userId: optedIn.id, newsletterEmails: true });
    // A user who revoked the consent is never mailed, even with a subscriber row.
    const revokedEmail = await subscribe('AM', 'MANAUS', 'revogou');
    const revoked = await makeUser(db, { email: revokedEmail });
    await db
      .insert(privacyPreferences)
      .values({ userId: revoked.id, newsletterEmails: false, newsletterChangedAt: new Date() });

    expect(await previewSize({ states: ['am'] })).toBe(3);
    expect(await previewSize({ states: ['AM'], cities: ['manaus'] })).toBe(2);
    expect(await previewSize({ states: ['AM', 'PA'] })).toBe(4);

    // Campaign 1 to AM: manaus1 opens, manaus2 clicks, parintins does neither.
    const first = await create(['AM']);
    expect((await approve(first.id)).statusCode).toBe(200);
    await sendAll();
    expect((await detail(first.id)).status).toBe('SENT');
    const opener = await recipientOf(first.id, manaus1);
    const clicker = await recipientOf(first.id, manaus2);
    expect(
      (await app.inject({ method: 'GET', url: `/web/newsletter/o/${opener.token}.gif` })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/web/newsletter/c/${clicker.token}/0` })).statusCode,
    ).toBe(302);
    const late = await subscribe('AM', 'MANAUS', 'depois');

    const exclusion = (kind: string) =>
      previewSize({ states: ['AM'], excludeCampaignId: first.id, exclusion: kind });
    // ALL = everyone it was sent to: only the one who subscribed afterwards remains.
    expect(await exclusion('ALL')).toBe(1);
    expect(await exclusion('OPENS')).toBe(3); // manaus2, parintins, late
    expect(await exclusion('CLICKS')).toBe(3); // manaus1, parintins, late
    expect(await exclusion('CLICKS_AND_OPENS')).toBe(2); // parintins, late

    // The exclusion is applied when the next campaign is sent.
    const second = await create(['AM'], {
      audience: { states: ['AM'], cities: [], excludeCampaignId: first.id, exclusion: 'CLICKS_AND_OPENS' },
    });
    expect((await approve(second.id)).statusCode).toBe(200);
    await sendAll();
    const recipients = await db
      .select({ email: newsletterCampaignRecipients.email })
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.campaignId, second.id));
    expect(recipients.map((row) => row.email).sort()).toEqual([late, parintins].sort());
    expect(receivedBy(revokedEmail)).toEqual([]);
  });

  it('refuses an exclusion without a campaign, and a campaign not yet sent', async () => {
    const noCampaign = await app.inject({
      method: 'POST',
      url: `${base}/audience-preview`,
      headers: author.headers,
      payload: { states: [], exclusion: 'ALL' },
    });
    expect(noCampaign.statusCode).toBe(400);
    expect(noCampaign.json().message).toBe('Escolha a campanha anterior da exclusão.');
    const pending = await create(['AC']);
    const response = await app.inject({
      method: 'POST',
      url: base,
      headers: author.headers,
      payload: body({
        audience: { states: [], cities: [], excludeCampaignId: pending.id, exclusion: 'ALL' },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CAMPAIGN_EXCLUSION_INVALID',
      message: 'A campanha da exclusão ainda não foi enviada.',
    });
  });
});

describe('approval', () => {
  it('is refused to the author, to a holder of the other kind and to marketing without the permission', async () => {
    const campaign = await create(['AC']);
    expect(campaign).toMatchObject({ status: 'PENDING_APPROVAL', authoredByMe: true, canApprove: false });
    const own = await approve(campaign.id, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SELF_APPROVAL_FORBIDDEN');
    const partner = await approve(campaign.id, partnerApprover);
    expect(partner.statusCode).toBe(403);
    expect(partner.json().code).toBe('CAMPAIGN_APPROVAL_PERMISSION_MISSING');
    const marketing = await approve(campaign.id, marketingReader);
    expect(marketing.statusCode).toBe(403);
    expect(marketing.json().code).toBe('FORBIDDEN');
    expect((await detail(campaign.id)).status).toBe('PENDING_APPROVAL');

    const partnerCampaign = await create(['AC'], { kind: 'PARTNER' });
    expect((await approve(partnerCampaign.id, mainApprover)).json().code).toBe(
      'CAMPAIGN_APPROVAL_PERMISSION_MISSING',
    );
    expect((await approve(partnerCampaign.id, partnerApprover)).statusCode).toBe(200);
  });

  it('is refused to a colleague who edited it: an edit can replace subject, blocks and audience', async () => {
    // Scheduled for tomorrow, so the sending tests below never send it.
    const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
    const campaign = await create(['AC'], { scheduledAt });
    const editor = await staff({ marketing: 1, specials: ['APPROVE_MAIN_NEWSLETTER'] });
    const before = await app.inject({
      method: 'GET',
      url: `${base}/${campaign.id}`,
      headers: editor.headers,
    });
    expect(before.json()).toMatchObject({ authoredByMe: false, canApprove: true });
    const edit = await app.inject({
      method: 'PUT',
      url: `${base}/${campaign.id}`,
      headers: editor.headers,
      payload: body({ subject: 'Assunto trocado', audience: { states: ['AC'], cities: [] }, scheduledAt }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ authoredByMe: false, canApprove: false });
    const refused = await approve(campaign.id, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SELF_APPROVAL_FORBIDDEN',
      message: expect.stringContaining('escreveu ou editou'),
    });
    expect((await detail(campaign.id)).status).toBe('PENDING_APPROVAL');
    // Someone who wrote none of it approves it.
    expect((await approve(campaign.id, mainApprover)).statusCode).toBe(200);
  });

  it('two concurrent approvals: one wins, the other is told it is no longer pending', async () => {
    const campaign = await create(['AC'], { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    const answers = await Promise.all([
      approve(campaign.id, mainApprover),
      approve(campaign.id, secondMainApprover),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe(
      'CAMPAIGN_TRANSITION_INVALID',
    );
    const approved = await detail(campaign.id);
    expect(approved.status).toBe('SCHEDULED');
    expect([mainApprover.user.name]).toContain(approved.approvedByName);
  });

  it('follows the state machine: no edit after approval, pause/resume/cancel only where legal', async () => {
    const campaign = await create(['AC'], { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    const resumePending = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/resume`,
      headers: author.headers,
    });
    expect(resumePending.statusCode).toBe(409);
    expect((await approve(campaign.id)).statusCode).toBe(200);
    const edit = await app.inject({
      method: 'PUT',
      url: `${base}/${campaign.id}`,
      headers: author.headers,
      payload: body(),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('CAMPAIGN_NOT_EDITABLE');
    const pause = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/pause`,
      headers: author.headers,
    });
    expect(pause.json().status).toBe('PAUSED');
    // Not started yet: resuming puts it back on its schedule.
    const resume = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/resume`,
      headers: author.headers,
    });
    expect(resume.json().status).toBe('SCHEDULED');
    const cancel = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/cancel`,
      headers: author.headers,
    });
    expect(cancel.json().status).toBe('CANCELLED');
    const again = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/cancel`,
      headers: author.headers,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('sending', () => {
  it('a worker stopped in the middle of SENDING and a new app instance send everyone exactly once', async () => {
    const addresses = await Promise.all(
      Array.from({ length: 7 }, () => subscribe('RR', 'BOA VISTA', 'retomada')),
    );
    const campaign = await create(['RR']);
    expect((await approve(campaign.id)).statusCode).toBe(200);

    // The first process sends 3 messages and stops (as it does when it closes: between two messages).
    const first = await startApp();
    const stopped = await runCampaignPass(campaignSenderFor(first), { maxSends: 3 });
    expect(stopped).toMatchObject({ sent: 3, more: true });
    await first.close();
    expect((await detail(campaign.id)).stats).toMatchObject({ total: 7, sent: 3, pending: 4 });
    expect((await detail(campaign.id)).status).toBe('SENDING');

    // Two new instances on the same database resume at the same time.
    const second = await startApp();
    const third = await startApp();
    await Promise.all([sendAll(second), sendAll(third)]);
    for (const address of addresses) expect(receivedBy(address), address).toHaveLength(1);
    const done = await detail(campaign.id);
    expect(done.status).toBe('SENT');
    expect(done.stats).toMatchObject({ total: 7, sent: 7, pending: 0, failed: 0 });
    // Further passes find nothing to send.
    expect(await runCampaignPass(campaignSenderFor(second))).toMatchObject({ sent: 0, more: false });
  });

  it('pausing stops the sending and resuming goes on without sending anyone twice', async () => {
    const addresses = await Promise.all(Array.from({ length: 4 }, () => subscribe('AP', 'MACAPÁ', 'pausa')));
    const campaign = await create(['AP']);
    await approve(campaign.id);
    await runCampaignPass(campaignSenderFor(app), { maxSends: 1 });
    const pause = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/pause`,
      headers: author.headers,
    });
    expect(pause.json().status).toBe('PAUSED');
    await runCampaignPass(campaignSenderFor(app));
    expect((await detail(campaign.id)).stats).toMatchObject({ sent: 1, pending: 3 });
    const resume = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/resume`,
      headers: author.headers,
    });
    expect(resume.json().status).toBe('SENDING');
    await sendAll();
    for (const address of addresses) expect(receivedBy(address)).toHaveLength(1);
    expect((await detail(campaign.id)).status).toBe('SENT');
  });

  it('a recipient the server refuses is retried later and then receives it once', async () => {
    const address = await subscribe('RO', 'PORTO VELHO', 'recusado');
    const campaign = await create(['RO']);
    await approve(campaign.id);
    smtp.refuseNext(1);
    expect(await runCampaignPass(campaignSenderFor(app))).toMatchObject({ failed: 1, more: true });
    const waiting = await recipientOf(campaign.id, address);
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1, error: expect.stringContaining('550') });
    await db
      .update(newsletterCampaignRecipients)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterCampaignRecipients.id, waiting.id));
    await sendAll();
    expect(receivedBy(address)).toHaveLength(1);
    expect(await recipientOf(campaign.id, address)).toMatchObject({ state: 'SENT', attempts: 2 });
  });
});

describe('what the subscriber receives', () => {
  it('has RFC 8058 headers, tracked links, the pixel and the signed unsubscribe link', async () => {
    const address = await subscribe('TO', 'PALMAS', 'leitor');
    const other = await subscribe('TO', 'PALMAS', 'outro');
    const campaign = await create(['TO']);
    await approve(campaign.id);
    await sendAll();
    const [mail] = receivedBy(address);
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Leilões da semana');
    // The header block as a client reads it (long lines are folded on the wire).
    const raw = mail!.data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/api\.circula\.example\/web\/newsletter\/unsubscribe\?t=[^>]+>/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: expect.stringContaining(api) } });
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)![1]!;

    const recipient = await recipientOf(campaign.id, address);
    const html = parsed.html as string;
    expect(html).toContain(`${api}/web/newsletter/o/${recipient.token}.gif`);
    expect(html).toContain(`${api}/web/newsletter/c/${recipient.token}/0`);
    expect(html).not.toContain(`href="${site}/busca"`);
    const pageLink = /https:\/\/circula\.example\/newsletter\/cancelar\?t=\S+/.exec(parsed.text ?? '')![0];
    expect(parsed.text).toContain('Cancelar inscrição');

    // Open (first time kept) and click (redirect only to the campaign's own address).
    const pixel = await app.inject({ method: 'GET', url: `/web/newsletter/o/${recipient.token}.gif` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    // The bytes of the GIF as they are, not run through the JSON serializer.
    expect(pixel.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const opened = (await recipientOf(campaign.id, address)).firstOpenedAt!;
    await app.inject({ method: 'GET', url: `/web/newsletter/o/${recipient.token}.gif` });
    expect((await recipientOf(campaign.id, address)).firstOpenedAt).toEqual(opened);
    const click = await app.inject({ method: 'GET', url: `/web/newsletter/c/${recipient.token}/0` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(`${site}/busca`);
    const outside = await app.inject({ method: 'GET', url: `/web/newsletter/c/${recipient.token}/9` });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('CAMPAIGN_LINK_NOT_FOUND');
    const forged = await app.inject({ method: 'GET', url: `/web/newsletter/c/${'0'.repeat(64)}/0` });
    expect(forged.statusCode).toBe(404);

    // One-click POST as a mail client sends it: no session, a form body; repeating changes nothing.
    const path = oneClick.replace(api, '');
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ unsubscribed: true });
    }

    // The other reader unsubscribes through the page's link (the page posts its token).
    const [otherMail] = receivedBy(other);
    const otherLink = new URL(
      /https:\/\/circula\.example\/newsletter\/cancelar\?t=\S+/.exec(otherMail!.parsed.text ?? '')![0],
    );
    const byPage = await app.inject({
      method: 'POST',
      url: `/web/newsletter/unsubscribe?t=${encodeURIComponent(otherLink.searchParams.get('t')!)}`,
    });
    expect(byPage.statusCode).toBe(200);

    const stats = (await detail(campaign.id)).stats;
    expect(stats).toMatchObject({ total: 2, sent: 2, opens: 1, clicks: 1, unsubscribes: 2 });

    // A tampered token is refused in Portuguese.
    const token = new URL(pageLink).searchParams.get('t')!;
    const tampered = await app.inject({
      method: 'POST',
      url: `/web/newsletter/unsubscribe?t=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      code: 'UNSUBSCRIBE_LINK_INVALID',
      message: unsubscribeMessages.invalid,
    });

    // No later campaign mails them; a new subscriber of the state still gets it.
    const newcomer = await subscribe('TO', 'PALMAS', 'novo');
    const later = await create(['TO']);
    await approve(later.id);
    await sendAll();
    expect(receivedBy(address)).toHaveLength(1);
    expect(receivedBy(other)).toHaveLength(1);
    expect(receivedBy(newcomer)).toHaveLength(1);
  });

  it('"Enviar teste para mim" mails the caller, with links that go straight to the site', async () => {
    const campaign = await create(['AC']);
    const answer = await app.inject({
      method: 'POST',
      url: `${base}/${campaign.id}/test`,
      headers: author.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ sentTo: author.user.email });
    const started = Date.now();
    while (receivedBy(author.user.email).length === 0 && Date.now() - started < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const [mail] = receivedBy(author.user.email);
    expect(mail!.parsed.subject).toBe('[Teste] Leilões da semana');
    expect(mail!.parsed.html).toContain(`href="${site}/busca"`);
    const [row] = await db.select().from(outbox).where(eq(outbox.to, author.user.email));
    expect(row).toMatchObject({ notificationType: 'NEWSLETTER' });
    // The test send unsubscribes nobody.
    const link = new URL(
      /https:\/\/circula\.example\/newsletter\/cancelar\?t=\S+/.exec(mail!.parsed.text ?? '')![0],
    );
    const unsubscribe = await app.inject({
      method: 'POST',
      url: `/web/newsletter/unsubscribe?t=${encodeURIComponent(link.searchParams.get('t')!)}`,
    });
    expect(unsubscribe.statusCode).toBe(200);
  });
});
