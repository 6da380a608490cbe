// POST /api/revalidate: the API tells the web server a cached set of records changed (decision 207).
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { serverConfig } from '@/config/server';
import { bannersCacheTag } from '@/features/banners';

/** Tags the API may expire. */
const knownTags = new Set([bannersCacheTag]);

const digest = (text: string) => createHash('sha256').update(text).digest();

function fromApi(request: Request): boolean {
  const expected = serverConfig.webServerToken;
  const given = request.headers.get('x-circula-web-server');
  return Boolean(expected && given && timingSafeEqual(digest(expected), digest(given)));
}

export async function POST(request: Request) {
  if (!fromApi(request)) {
    return NextResponse.json(
      { statusCode: 403, code: 'FORBIDDEN', message: 'Você não tem permissão para fazer isso.' },
      { status: 403 },
    );
  }
  const body = (await request.json().catch(() => null)) as { tag?: unknown } | null;
  const tag = typeof body?.tag === 'string' ? body.tag : '';
  if (!knownTags.has(tag)) {
    return NextResponse.json(
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Etiqueta de cache desconhecida.' },
      { status: 400 },
    );
  }
  // Expired now: the next page asks the API again instead of showing the old banners once more.
  revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tag });
}
