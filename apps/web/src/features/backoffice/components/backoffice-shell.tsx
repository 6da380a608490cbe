'use client';

import type { StaffAccessWithPermissions } from '@circula/domain';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import Link from '@/components/navigation/link';
import { defaultTitle, siteName } from '@/lib/seo/metadata';
import { backofficeTitle, type StaffAccessLike, sectionOfPath, visibleSections } from '../lib/access';
import { StaffGate } from './staff-gate';

/** One navigation for every back-office role: each person sees only the sections their roles open. */
export function BackofficeNav({ access }: { access: StaffAccessLike }) {
  const pathname = usePathname() ?? '/backoffice';
  const sections = visibleSections(access);
  if (sections.length === 0) return null;
  const currentKey = sectionOfPath(pathname);
  return (
    <nav aria-label="Seções do back office" className="mb-6 border-line border-b">
      <ul className="flex gap-1 overflow-x-auto lg:flex-wrap">
        {sections.map((section) => {
          const current = section.key === currentKey;
          return (
            <li key={section.key}>
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-block whitespace-nowrap border-b-2 px-3 py-2 font-medium text-sm ${
                  current ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * When the server could not tell who asked (an expired access cookie), the page's metadata gave the tab the
 * site's own title (decision 270). Once the browser has let staff in, the tab names the back office; from the
 * next page on, the server's metadata does.
 */
function BackofficeTabTitle() {
  useEffect(() => {
    if (document.title === defaultTitle) document.title = `${backofficeTitle} | ${siteName}`;
  }, []);
  return null;
}

/**
 * The back office's frame, shown only once the gate opens, so a page that may still turn out to be refused
 * says nothing of what is here. `access` is what the server already learnt of the staff member (the
 * layout's GET /backoffice/me), so the gate opens on the server's render; without it the gate asks from the
 * browser.
 */
export function BackofficeShell({
  access,
  children,
}: {
  access?: StaffAccessWithPermissions;
  children: ReactNode;
}) {
  return (
    <StaffGate initialAccess={access}>
      {(staff) => (
        <>
          {access ? null : <BackofficeTabTitle />}
          <header className="border-line border-b bg-white">
            <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
              <Link href="/backoffice" className="font-bold text-brand-800">
                Circula · Back office
              </Link>
              <Link href="/" className="text-sm underline">
                Ir para o site
              </Link>
            </div>
          </header>
          <main
            id="conteudo"
            // Grid items may shrink below their content (a wide table scrolls in its own box, not the page) and
            // long words such as e-mail addresses wrap, so no page scrolls sideways on a phone.
            className="mx-auto w-full min-w-0 max-w-6xl flex-1 break-words px-4 py-6 [&_.grid>*]:min-w-0"
          >
            <BackofficeNav access={staff} />
            {children}
          </main>
        </>
      )}
    </StaffGate>
  );
}
