import {
  type AdminBanner,
  type AdminBannersQuery,
  type BannerInput,
  type BannerOrderInput,
  type BannerPlacement,
  bannerWindowState,
  type MacroCategoryCode,
  type PublicBannersResponse,
} from '@circula/domain';
import { and, asc, eq, gt, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { banners } from '../db/schema/index.js';
import type { MediaStorage } from '../media/media-storage.js';
import { AppError } from '../shared/errors.js';
import { bannerImageExists, bannerImageView } from './banner-images.js';

export interface BannerDeps {
  db: Database;
  media: MediaStorage;
  /** Tells the web its cached banners are stale (decision 207); never fails the change. */
  bannersChanged: () => void;
  now?: () => Date;
}

type BannerRow = typeof banners.$inferSelect;

/**
 * How far ahead the site is also sent the banners about to start: its cached copy (at most a minute old)
 * then already holds a banner when its window opens, and the page shows it from that instant.
 */
export const upcomingHorizonMs = 10 * 60_000;

const notFound = () => new AppError('BANNER_NOT_FOUND', 'Banner não encontrado.');

function view(media: MediaStorage, row: BannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    type: row.type,
    placement: row.placement,
    categoryCode: row.categoryCode ?? null,
    linkUrl: row.linkUrl,
    altText: row.altText,
    desktopImage: bannerImageView(media, row.desktopImageKey),
    mobileImage: bannerImageView(media, row.mobileImageKey),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    position: row.position,
    state: bannerWindowState(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a banner: every field (no personal data in a banner). */
function auditFields(row: BannerRow) {
  return {
    type: row.type,
    placement: row.placement,
    categoryCode: row.categoryCode,
    linkUrl: row.linkUrl,
    altText: row.altText,
    desktopImageKey: row.desktopImageKey,
    mobileImageKey: row.mobileImageKey,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    position: row.position,
  };
}

const samePlace = (placement: BannerPlacement, categoryCode: MacroCategoryCode | null): SQL =>
  and(
    eq(banners.placement, placement),
    categoryCode === null ? isNull(banners.categoryCode) : eq(banners.categoryCode, categoryCode),
  )!;

/**
 * Serialises the changes of one placement's order (create, move, reorder) for the transaction: positions
 * are read and written without two writers interleaving, on PostgreSQL as on PGlite.
 */
async function lockPlacement(
  tx: Database,
  placement: BannerPlacement,
  categoryCode: MacroCategoryCode | null,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`banners:${placement}:${categoryCode ?? ''}`}))`,
  );
}

async function checkImages(media: MediaStorage, input: BannerInput) {
  for (const [field, label] of [
    ['desktopImageKey', 'para desktop'],
    ['mobileImageKey', 'para celular'],
  ] as const) {
    if (!(await bannerImageExists(media, input[field]))) {
      throw new AppError('BANNER_IMAGE_MISSING', `A imagem ${label} não foi encontrada; envie-a de novo.`, {
        issues: [{ path: field, message: 'Envie a imagem de novo.' }],
      });
    }
  }
}

export async function listBanners(deps: BannerDeps, query: AdminBannersQuery): Promise<AdminBanner[]> {
  const now = deps.now?.() ?? new Date();
  const conditions: SQL[] = [];
  if (query.placement) conditions.push(eq(banners.placement, query.placement));
  if (query.categoryCode) conditions.push(eq(banners.categoryCode, query.categoryCode));
  if (query.type) conditions.push(eq(banners.type, query.type));
  if (query.state === 'SCHEDULED') conditions.push(gt(banners.startsAt, now));
  if (query.state === 'ACTIVE') conditions.push(lte(banners.startsAt, now), gt(banners.endsAt, now));
  if (query.state === 'ENDED') conditions.push(lte(banners.endsAt, now));
  const rows = await deps.db
    .select()
    .from(banners)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      asc(banners.placement),
      asc(banners.categoryCode),
      asc(banners.position),
      asc(banners.createdAt),
    );
  return rows.map((row) => view(deps.media, row, now));
}

export async function getBanner(deps: BannerDeps, id: string): Promise<AdminBanner> {
  const [row] = await deps.db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return view(deps.media, row, deps.now?.() ?? new Date());
}

const values = (input: BannerInput) => ({
  type: input.type,
  placement: input.placement,
  categoryCode: input.categoryCode,
  linkUrl: input.linkUrl,
  altText: input.altText,
  desktopImageKey: input.desktopImageKey,
  mobileImageKey: input.mobileImageKey,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** A new banner goes after the last one of its placement. */
export async function createBanner(deps: BannerDeps, actorUserId: string, input: BannerInput) {
  await checkImages(deps.media, input);
  const row = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockPlacement(tx, input.placement, input.categoryCode);
    const [created] = await tx
      .insert(banners)
      .values({
        ...values(input),
        position: sql`(select coalesce(max(${banners.position}), -1) + 1 from ${banners} where ${samePlace(input.placement, input.categoryCode)})`,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'BANNER_CREATED',
      entityType: 'banner',
      entityId: created!.id,
      before: null,
      after: auditFields(created!),
    });
    return created!;
  });
  deps.bannersChanged();
  return view(deps.media, row, deps.now?.() ?? new Date());
}

export async function updateBanner(deps: BannerDeps, actorUserId: string, id: string, input: BannerInput) {
  await checkImages(deps.media, input);
  const row = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw notFound();
    const moved = before.placement !== input.placement || before.categoryCode !== input.categoryCode;
    if (moved) await lockPlacement(tx, input.placement, input.categoryCode);
    const [after] = await tx
      .update(banners)
      .set({
        ...values(input),
        updatedAt: new Date(),
        ...(moved
          ? {
              position: sql`(select coalesce(max(b.position), -1) + 1 from ${banners} b where b.placement = ${input.placement} and b.category_code is not distinct from ${input.categoryCode})`,
            }
          : {}),
      })
      .where(eq(banners.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'BANNER_UPDATED',
      entityType: 'banner',
      entityId: id,
      before: auditFields(before),
      after: auditFields(after!),
    });
    return after!;
  });
  deps.bannersChanged();
  return view(deps.media, row, deps.now?.() ?? new Date());
}

export async function deleteBanner(deps: BannerDeps, actorUserId: string, id: string) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [removed] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!removed) throw notFound();
    await recordAudit(tx, {
      actorUserId,
      action: 'BANNER_DELETED',
      entityType: 'banner',
      entityId: id,
      before: auditFields(removed),
      after: null,
    });
  });
  deps.bannersChanged();
}

/**
 * New order of every banner of one placement (and category): the list must hold exactly those banners,
 * so an order sent from a stale page is refused instead of silently mixing two orders.
 */
export async function reorderBanners(deps: BannerDeps, actorUserId: string, input: BannerOrderInput) {
  if (input.placement === 'CATEGORY' && input.categoryCode === null) {
    throw new AppError('VALIDATION_FAILED', 'Escolha a categoria dos banners.', {
      issues: [{ path: 'categoryCode', message: 'Escolha a categoria dos banners.' }],
    });
  }
  const categoryCode = input.placement === 'CATEGORY' ? input.categoryCode : null;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockPlacement(tx, input.placement, categoryCode);
    const current = await tx
      .select({ id: banners.id, position: banners.position })
      .from(banners)
      .where(samePlace(input.placement, categoryCode))
      .orderBy(asc(banners.position))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (current.length !== input.bannerIds.length || input.bannerIds.some((id) => !known.has(id))) {
      throw new AppError(
        'BANNER_ORDER_STALE',
        'A lista de banners mudou enquanto você reordenava. Recarregue a página e tente de novo.',
      );
    }
    for (const [position, id] of input.bannerIds.entries()) {
      await tx.update(banners).set({ position, updatedAt: new Date() }).where(eq(banners.id, id));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'BANNERS_REORDERED',
      entityType: 'banner-placement',
      entityId: categoryCode ? `${input.placement}:${categoryCode}` : input.placement,
      before: { bannerIds: current.map((row) => row.id) },
      after: { bannerIds: input.bannerIds },
    });
  });
  deps.bannersChanged();
  return listBanners(deps, {
    placement: input.placement,
    ...(categoryCode ? { categoryCode } : {}),
  });
}

/**
 * The banners of a placement for the site: those showing now and those starting within the horizon,
 * with their windows (the page shows each only inside its window), and the next instant one starts or ends.
 */
export async function publicBanners(
  deps: Pick<BannerDeps, 'db' | 'media' | 'now'>,
  placement: BannerPlacement,
  category: MacroCategoryCode | undefined,
): Promise<PublicBannersResponse> {
  const now = deps.now?.() ?? new Date();
  if (placement === 'CATEGORY' && !category) return { banners: [], nextChangeAt: null };
  const rows = await deps.db
    .select()
    .from(banners)
    .where(
      and(
        samePlace(placement, placement === 'CATEGORY' ? (category ?? null) : null),
        gt(banners.endsAt, now),
        lt(banners.startsAt, new Date(now.getTime() + upcomingHorizonMs)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.createdAt));
  const upcoming = await deps.db
    .select({
      next: sql<string | null>`least(
        (select min(${banners.startsAt}) from ${banners} where ${samePlace(placement, category ?? null)} and ${banners.startsAt} > ${now.toISOString()}),
        (select min(${banners.endsAt}) from ${banners} where ${samePlace(placement, category ?? null)} and ${banners.endsAt} > ${now.toISOString()})
      )`,
    })
    .from(sql`(select 1) as one`);
  const next = upcoming[0]?.next;
  return {
    banners: rows.map((row) => ({
      id: row.id,
      type: row.type,
      linkUrl: row.linkUrl,
      altText: row.altText,
      desktopImage: bannerImageView(deps.media, row.desktopImageKey),
      mobileImage: bannerImageView(deps.media, row.mobileImageKey),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    })),
    nextChangeAt: next ? new Date(next).toISOString() : null,
  };
}
