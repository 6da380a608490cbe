import { type StaffAccessWithPermissions, staffAccessWithPermissionsSchema } from '@circula/domain';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { serverConfig } from '@/config/server';
import { authCookies } from '@/features/auth/lib/session';
import { backofficeTitle, staffAccessPath } from '@/features/backoffice';
import { uuidPattern } from '@/features/catalog';
import { notFoundAbsoluteTitle, siteName } from '@/lib/seo/metadata';

/**
 * The API's answer to `path` (relative to the API, query included) on behalf of the session: with the access
 * token that /api/auth/set keeps in the web origin's cookie, never cached. Nothing without that cookie. A
 * network failure throws; the caller says what it means for its page. Every caller reads the body to its end,
 * a refusal's too (`drainBody`), so the connection goes back to the pool.
 */
export async function fetchAsStaff(path: string): Promise<Response | undefined> {
  const token = (await cookies()).get(authCookies.accessToken)?.value;
  if (!token) return undefined;
  return fetch(`${serverConfig.apiInternalUrl}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
}

/**
 * Reads to its end a body the caller has no use for (a refusal's), so its connection goes back to the pool;
 * cancelling it instead would wait on Next.js's own copy of it. A body that fails half-read changes nothing
 * the status already said.
 */
export async function drainBody(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/**
 * Who may see the back office is the API's answer (GET /backoffice/me) to the session's access token
 * (kept by /api/auth/set in the web origin's cookie): no session, or a token the API refuses with 403
 * (no back-office role), is a plain 404. A token that has merely expired since (401) cannot be
 * judged here; the client gate refreshes it and asks again. Staff's own access is handed to the gate, so
 * the page under it renders on the server (and a page that finds nothing answers a real 404).
 */
export const staffAccess = cache(
  async (): Promise<
    { decision: 'staff'; access: StaffAccessWithPermissions } | { decision: 'refused' | 'unknown' }
  > => {
    try {
      const response = await fetchAsStaff(staffAccessPath);
      if (!response) {
        return { decision: (await cookies()).has(authCookies.refreshTokenPresent) ? 'unknown' : 'refused' };
      }
      if (response.ok) {
        const access = staffAccessWithPermissionsSchema.safeParse(await response.json());
        return access.success && access.data.roles.length > 0
          ? { decision: 'staff', access: access.data }
          : { decision: 'refused' };
      }
      await drainBody(response);
      return { decision: response.status === 401 ? 'unknown' : 'refused' };
    } catch {
      return { decision: 'unknown' };
    }
  },
);

/**
 * A back-office page's own title, "Auditoria · Back office | Circula", so that staff with several tabs open tell
 * them apart. Only staff get it: for anyone else the page adds nothing and the layout's title stands (the
 * 404's, or the site's own while the session cannot be judged), so the name of a section never reaches a
 * visitor the back office turns away. The layout's request to the API serves this too (React's `cache`).
 */
export function backofficePageMetadata(pageName: string) {
  return async function generateMetadata(): Promise<Metadata> {
    const staff = await staffAccess();
    return staff.decision === 'staff'
      ? { title: { absolute: `${pageName} · ${backofficeTitle} | ${siteName}` } }
      : {};
  };
}

/**
 * Whether the record a back-office page's address names is known to be missing: an id that is not one, or one
 * the API does not know (its 404 to staff who may read that record). Asked only for staff, with the layout's
 * answer. Anything else is "not judged here": the record exists, or the session is not judged yet, or the
 * staff member may not open that section (403), or the API is out of reach; the page's client then reads the
 * record itself and says what it finds. Asked once per request by the title and the page alike.
 */
const recordMissing = cache(async (id: string, apiPath: (id: string) => string): Promise<boolean> => {
  const staff = await staffAccess();
  if (staff.decision !== 'staff') return false;
  if (!uuidPattern.test(id)) return true;
  try {
    const response = await fetchAsStaff(apiPath(id));
    if (!response) return false;
    await drainBody(response);
    return response.status === 404;
  } catch {
    return false;
  }
});

/** The props Next.js gives a page, or its `generateMetadata`, whose address holds a record's id in `param`. */
export interface RecordPageProps<Param extends string> {
  params: Promise<Record<Param, string>>;
}

/**
 * A back-office page about one record (a payment, a refund, a buyer, a banner...), named once: its section's
 * name, the route's segment holding the id and the API's path of the record.
 *
 * - `generateMetadata`: the section's title (`backofficePageMetadata`), or the 404's when the address names no
 *   record, so the tab says what the page shows.
 * - `recordId(params)`: the id, after answering the back office's own 404, status and all, when the address
 *   names no record. A record removed after the page loaded is the client's to say: it keeps what it showed
 *   and says the record is no longer there (`RefreshFailure`).
 */
export function backofficeRecordPage<Param extends string>(
  pageName: string,
  param: Param,
  apiPath: (id: string) => string,
) {
  const sectionMetadata = backofficePageMetadata(pageName);
  return {
    async generateMetadata({ params }: RecordPageProps<Param>): Promise<Metadata> {
      const id = (await params)[param];
      return (await recordMissing(id, apiPath)) ? { title: notFoundAbsoluteTitle } : sectionMetadata();
    },
    async recordId(params: RecordPageProps<Param>['params']): Promise<string> {
      const id = (await params)[param];
      if (await recordMissing(id, apiPath)) notFound();
      return id;
    },
  };
}
