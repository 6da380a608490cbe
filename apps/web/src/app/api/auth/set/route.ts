// POST /api/auth/set
import { NextResponse } from 'next/server';
import { isSameOrigin, sessionCookie, sessionRouteSchema } from '@/features/auth/lib/session-cookie';

export async function POST(request: Request) {
  if (!isSameOrigin(request)) {
    return NextResponse.json(
      { statusCode: 403, code: 'FORBIDDEN', message: 'Origem não permitida' },
      { status: 403 },
    );
  }
  const parsed = sessionRouteSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return NextResponse.json(
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Sessão inválida' },
      { status: 400 },
    );
  }
  const response = NextResponse.json({ stored: true });
  response.cookies.set(sessionCookie(parsed.data.accessToken, new Date(parsed.data.refreshTokenExpiresAt)));
  return response;
}
