import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listingSegments, listingTypes, macroCategoryCodes } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { seedDemoData } from './seed-demo-data.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'circula-seed-'));
const { app, db } = await createTestApp({ DATA_DIR: dataDir });
const now = new Date();
const first = await seedDemoData(db, { now, storage: app.deps.media });

describe('seedDemoData', () => {
  it('loads Events of every type, segment and macro category with 300+ lots', async () => {
    expect(first.seeded).toBe(true);
    expect(first.listings).toBeGreaterThanOrEqual(12);
    expect(first.lots).toBeGreaterThanOrEqual(300);
    const types = await db.selectDistinct({ value: sql<string>`type` }).from(sql`listings`);
    expect(types.map((row) => row.value).sort()).toEqual([...listingTypes].sort());
    const segments = await db.selectDistinct({ value: sql<string>`segment` }).from(sql`listings`);
    expect(segments.map((row) => row.value).sort()).toEqual([...listingSegments].sort());
    const categories = await db.selectDistinct({ value: sql<string>`macro_category` }).from(sql`lots`);
    expect(categories.map((row) => row.value).sort()).toEqual([...macroCategoryCodes].sort());
    const states = await db.selectDistinct({ value: sql<string>`state` }).from(sql`listings`);
    expect(states.length).toBeGreaterThanOrEqual(5);
  });

  it('leaves auctions open right now, some ending within the hour, some announced and some closed', async () => {
    const open = (await app.inject({ method: 'GET', url: '/web/search?status=aberto' })).json();
    const soon = (await app.inject({ method: 'GET', url: '/web/search?status=em-breve' })).json();
    const closed = (await app.inject({ method: 'GET', url: '/web/search?status=encerrado' })).json();
    expect(open.total).toBeGreaterThan(100);
    expect(soon.total).toBeGreaterThan(0);
    expect(closed.total).toBeGreaterThan(0);
    const endingFirst = (await app.inject({ method: 'GET', url: '/web/search?sort=encerrando' })).json()
      .lots[0];
    expect(new Date(endingFirst.scheduledEndAt).getTime() - now.getTime()).toBeLessThan(3_600_000);
    expect(endingFirst.photo).toMatch(/\/media\/photos\/[0-9a-f]+\/256\.webp$/);
  });

  it('gives every auction an auctioneer and an Edital that can be downloaded', async () => {
    const page = (
      await app.inject({ method: 'GET', url: '/web/listings/leilao-frota-corporativa-sao-paulo' })
    ).json();
    expect(page.listing.auctioneer.registration).toMatch(/^JUC[A-Z]+ nº [\d.]+$/);
    const edital = await app.inject({ method: 'GET', url: new URL(page.listing.editalUrl).pathname });
    expect(edital.statusCode).toBe(200);
    expect(edital.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('finds demo lots in Portuguese', async () => {
    const fridges = (await app.inject({ method: 'GET', url: '/web/search?q=geladeira' })).json();
    expect(fridges.total).toBeGreaterThan(0);
    expect(fridges.lots[0].title).toMatch(/Geladeira/);
  });

  it('runs only on an empty catalogue', async () => {
    expect(await seedDemoData(db, { now, storage: app.deps.media })).toEqual({
      seeded: false,
      listings: 0,
      lots: 0,
    });
  });
});
