// GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS /api/proxy/* — the browser's calls to the API (decision 100)
import { serverConfig } from '@/config/server';
import { createApiProxy } from '@/lib/http/api-proxy';

export const dynamic = 'force-dynamic';

const forward = createApiProxy(serverConfig.apiInternalUrl);

export {
  forward as DELETE,
  forward as GET,
  forward as HEAD,
  forward as OPTIONS,
  forward as PATCH,
  forward as POST,
  forward as PUT,
};
