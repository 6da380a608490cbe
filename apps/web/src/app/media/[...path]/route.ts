// GET, HEAD /media/* — photos and Edital documents from the page's own origin (decisions 063 and 292)
import { serverConfig } from '@/config/server';
import { createApiProxy } from '@/lib/http/api-proxy';

export const dynamic = 'force-dynamic';

const forward = createApiProxy(`${serverConfig.apiInternalUrl.replace(/\/$/, '')}/media`, '/media');

export { forward as GET, forward as HEAD };
