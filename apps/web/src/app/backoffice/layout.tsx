import { type StaffAccessWithPermissions, staffAccessWithPermissionsSchema } from '@circula/domain';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { serverConfig } from '@/config/server';
import { authCookies } from '@/features/auth/lib/session';
import { BackofficeShell, backofficeTitle, staffAccessPath } from '@/features/backoffice';
import { defaultTitle, notFoundAbsoluteTitle } from '@/lib/seo/metadata';

const robots = { index: false, follow: false } as const;

/**
 * Who may see the back office is the API's answer (GET /backoffice/me) to the session's access token
 * (kept by /api/auth/set in the web origin's cookie): no session, or a token the API refuses with 403
 * (no back-office role), is a plain 404. A token that has merely expired since (401) cannot be
 * judged here; the client gate refreshes it and asks again. Staff's own access is handed to the gate, so
 * the page under it renders on the server (and a page that finds nothing answers a real 404).
 */
const staffAccess = cache(
  async (): Promise<
    { decision: 'staff'; access: StaffAccessWithPermissions } | { decision: 'refused' | 'unknown' }
  > => {
    const jar = await cookies();
    const token = jar.get(authCookies.accessToken)?.value;
    if (!token) return { decision: jar.has(authCookies.refreshTokenPresent) ? 'unknown' : 'refused' };
    try {
      const response = await fetch(`${serverConfig.apiInternalUrl}/${staffAccessPath}`, {
        headers: { authorization: `Bearer ${token}` },
        cache: 'no-store',
      });
      if (response.ok) {
        const access = staffAccessWithPermissionsSchema.safeParse(await response.json());
        return access.success && access.data.roles.length > 0
          ? { decision: 'staff', access: access.data }
          : { decision: 'refused' };
      }
      return { decision: response.status === 401 ? 'unknown' : 'refused' };
    } catch {
      return { decision: 'unknown' };
    }
  },
);

/**
 * The tab's title follows the same answer as the page: staff read "Back office", a refused visitor the 404's
 * own title, and an undecided session the site's own title, which names nothing, since it may still turn out
 * to be a buyer's. For staff one request serves both (React's `cache`); a refusal asks the API once more,
 * since Next.js resolves the 404's metadata in a render of its own.
 */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await staffAccess();
  if (staff.decision === 'refused') return { title: notFoundAbsoluteTitle, robots };
  return { title: staff.decision === 'staff' ? backofficeTitle : { absolute: defaultTitle }, robots };
}

export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const staff = await staffAccess();
  if (staff.decision === 'refused') notFound();
  return (
    <BackofficeShell access={staff.decision === 'staff' ? staff.access : undefined}>
      {children}
    </BackofficeShell>
  );
}
