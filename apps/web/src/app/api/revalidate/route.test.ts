// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const token = 'a'.repeat(40);
vi.stubEnv('WEB_SERVER_TOKEN', token);

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { POST } = await import('./route');

const call = (headers: Record<string, string>, body: unknown) =>
  POST(
    new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('expires the banners at once when the API asks with the shared token', async () => {
    const answer = await call({ 'x-circula-web-server': token }, { tag: 'banners' });
    expect(answer.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('banners', { expire: 0 });
  });

  it('refuses anyone without the token, and tags it does not know', async () => {
    expect((await call({}, { tag: 'banners' })).status).toBe(403);
    expect((await call({ 'x-circula-web-server': 'b'.repeat(40) }, { tag: 'banners' })).status).toBe(403);
    const unknown = await call({ 'x-circula-web-server': token }, { tag: 'listings' });
    expect(unknown.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
