// POST /api/auth/remove
import { NextResponse } from 'next/server';
import { isSameOrigin, sessionCookie } from '@/features/auth/lib/session-cookie';

export async function POST(request: Request) {
  if (!isSameOrigin(request)) {
    return NextResponse.json(
      { statusCode: 403, code: 'FORBIDDEN', message: 'Origem não permitida' },
      { status: 403 },
    );
  }
  const response = NextResponse.json({ removed: true });
  response.cookies.set(sessionCookie('', new Date(0)));
  return response;
}
