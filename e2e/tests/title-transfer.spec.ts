import { expect, test } from './fixtures';
import { acceptCookies, apiUrl, directApiUrl, signUpThroughApi, uniqueEmail } from './support';

// A vehicle sold with title transfer (TITLE_TRANSFER_V0): the buyer pays and sends their documents from
// "Minhas compras"; the seller's ADMIN sends the company's documents and records the transfer on the Event's
// seller page, and edits the pick-up agenda; a VIEWER only reads; the buyer's timeline reaches its end.

interface Fixture {
  listingId: string;
  sellerId: string;
  buyerId: string;
  buyerUsername: string;
}

// An 8×8 JPEG: the upload gate re-encodes images, so it must be a real one.
const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAqAP/9k=',
  'base64',
);

test('title transfer steps: buyer documents, company documents, transfer done; VIEWER reads only', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyerContext = await browser.newContext();
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const viewerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await signUpThroughApi(buyerContext.request, {
    email: uniqueEmail('frota'),
    name: 'Bruno Comprador',
  });
  const admin = await signUpThroughApi(adminContext.request, {
    email: uniqueEmail('frota-admin'),
    name: 'Alice Administradora',
  });
  const viewer = await signUpThroughApi(viewerContext.request, {
    email: uniqueEmail('frota-leitura'),
    name: 'Vitor Leitura',
  });

  const created = await buyerContext.request.post(`${directApiUrl}/dev/fulfilment-events`, {
    data: {
      buyerEmail: buyer.email,
      staffEmail: admin.email,
      staffRole: 'ADMIN',
      checkOutType: 'TITLE_TRANSFER_V0',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fixture = (await created.json()) as Fixture;
  const added = await adminContext.request.post(`${apiUrl}/seller/sellers/${fixture.sellerId}/users`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { email: viewer.email, role: 'VIEWER' },
  });
  expect(added.status(), await added.text()).toBe(200);
  // The invited account joins only by accepting the invitation (decision 281).
  const viewerHeaders = { authorization: `Bearer ${viewer.accessToken}` };
  const mine = await viewerContext.request.get(`${apiUrl}/web/sellers`, { headers: viewerHeaders });
  const [invitation] = ((await mine.json()) as { invitations: { id: string }[] }).invitations;
  expect(invitation, 'the viewer’s invitation').toBeDefined();
  const accepted = await viewerContext.request.post(
    `${apiUrl}/web/sellers/invitations/${invitation!.id}/accept`,
    { headers: viewerHeaders },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The buyer pays (simulated PIX).
  const headers = { authorization: `Bearer ${buyer.accessToken}` };
  const list = await buyerContext.request.get(`${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents`, {
    headers,
  });
  const { paymentIntents } = (await list.json()) as {
    paymentIntents: { id: string; listing: { id: string } }[];
  };
  const intent = paymentIntents.find((candidate) => candidate.listing.id === fixture.listingId)!;
  await buyerContext.request.post(
    `${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents/${intent.id}/method`,
    { headers, data: { method: 'PIX' } },
  );
  const paid = await buyerContext.request.post(
    `${apiUrl}/web/buyers/${fixture.buyerId}/payment-intents/${intent.id}/simulate-pix-payment`,
    { headers },
  );
  expect(paid.status(), await paid.text()).toBe(200);

  // "Minhas compras": the three steps, and the buyer sends their documents.
  const page = await buyerContext.newPage();
  await page.goto(`/conta/compras/${intent.id}`);
  await acceptCookies(page);
  const delivery = page.getByRole('region', { name: 'Retirada e entrega' });
  const buyerSteps = delivery.getByRole('list', { name: 'Etapas da transferência' });
  await expect(buyerSteps.locator('li')).toHaveText(
    [
      /Documentos do comprador: pendente/,
      /Documentos do vendedor: pendente/,
      /Transferência concluída: pendente/,
    ],
    { timeout: 45_000 },
  );
  await delivery
    .getByLabel('Enviar seus documentos para a transferência (PDF, JPEG ou PNG)')
    .setInputFiles({ name: 'documentos.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(buyerSteps.locator('li').first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

  // The seller's ADMIN, on the Event's page: the lot with the buyer's username and the steps.
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/vendedor/eventos/${fixture.listingId}`);
  await acceptCookies(adminPage);
  const transfers = adminPage.getByRole('region', { name: 'Transferência de titularidade' });
  const row = transfers.getByTestId('title-transfer-lot');
  await expect(row).toContainText(fixture.buyerUsername, { timeout: 45_000 });
  await expect(row.locator('li[data-state="done"]')).toHaveText([
    /Documentos do comprador: concluída em .* por/,
  ]);
  await expect(transfers.getByRole('button', { name: 'Registrar transferência concluída' })).toHaveCount(0);
  await transfers
    .getByLabel('Enviar os documentos da empresa (PDF, JPEG ou PNG)')
    .setInputFiles({ name: 'crv.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(row.locator('li[data-state="done"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(row).toContainText('Documentos do vendedor: concluída em');
  await expect(row).toContainText('por Alice Administradora');
  await transfers.getByRole('button', { name: 'Registrar transferência concluída' }).click();
  await expect(row.getByTestId('title-transfer-status')).toHaveText('Transferido');
  await expect(row.locator('li[data-state="done"]')).toHaveCount(3);
  await adminPage.reload();
  await expect(adminPage.getByTestId('event-status')).toHaveText('Entregue', { timeout: 45_000 });

  // The ADMIN edits the pick-up agenda: capacity per slot.
  const agenda = adminPage.getByRole('region', { name: 'Agenda de visitas e retiradas' });
  const schedule = agenda.getByTestId('booking-schedule').first();
  await expect(schedule.getByTestId('schedule-capacity')).toHaveText(/\d+/);
  await schedule.getByLabel('Pessoas por horário').fill('2');
  await schedule.getByRole('button', { name: 'Salvar capacidade' }).click();
  await expect(agenda.getByTestId('booking-schedule').first().getByTestId('schedule-capacity')).toHaveText(
    '2',
  );

  // A VIEWER on a phone reads the steps and the agenda, with no upload, no transfer button, no editing.
  const viewerPage = await viewerContext.newPage();
  await viewerPage.goto(`/vendedor/eventos/${fixture.listingId}`);
  await acceptCookies(viewerPage);
  const viewerTransfers = viewerPage.getByRole('region', { name: 'Transferência de titularidade' });
  await expect(viewerTransfers.getByTestId('title-transfer-status')).toHaveText('Transferido', {
    timeout: 45_000,
  });
  await expect(viewerTransfers).toContainText('só um administrador envia documentos e conclui');
  await expect(viewerTransfers.locator('input[type="file"]')).toHaveCount(0);
  const viewerAgenda = viewerPage.getByRole('region', { name: 'Agenda de visitas e retiradas' });
  await expect(viewerAgenda).toContainText('Seu papel é de leitura: só um administrador muda a agenda.');
  await expect(viewerAgenda.getByRole('button', { name: 'Salvar capacidade' })).toHaveCount(0);
  await expect(viewerAgenda.getByTestId('schedule-capacity').first()).toHaveText('2');

  // Both screens fit their width: nothing scrolls sideways on a phone or a laptop.
  for (const screen of [viewerPage, adminPage]) {
    const overflow = await screen.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  if (process.env.E2E_SCREENSHOTS) {
    await viewerPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/vendedor-390.png`, fullPage: true });
    await adminPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/vendedor-1366.png`, fullPage: true });
  }

  // The buyer's purchase follows to the end of its timeline.
  await page.reload();
  await expect(buyerSteps.locator('li[data-state="done"]')).toHaveCount(3, { timeout: 45_000 });
  const timeline = page.getByRole('list', { name: 'Andamento da compra' });
  await expect(
    timeline.locator('li[data-state="done"]', { hasText: 'Transferência concluída' }),
  ).toBeVisible();

  await buyerContext.close();
  await adminContext.close();
  await viewerContext.close();
});
