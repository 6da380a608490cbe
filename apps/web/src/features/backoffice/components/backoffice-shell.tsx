'use client';

import type { StaffAccess } from '@circula/domain';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { type BackofficeSection, backofficeSections, visibleSections } from '../lib/access';
import { StaffGate } from './staff-gate';

/** A section is current under its own path; Cadastros (/backoffice) under every path no other one owns. */
function isCurrent(section: BackofficeSection, pathname: string): boolean {
  if (section.key !== 'cadastros') return pathname.startsWith(section.href);
  return !backofficeSections.some((other) => other.key !== 'cadastros' && pathname.startsWith(other.href));
}

/** One navigation for every back-office role: each person sees only the sections their roles open. */
export function BackofficeNav({ access }: { access: StaffAccess }) {
  const pathname = usePathname() ?? '/backoffice';
  const sections = visibleSections(access);
  if (sections.length < 2) return null;
  return (
    <nav aria-label="Seções do back office" className="mb-6 border-line border-b">
      <ul className="flex gap-1 overflow-x-auto">
        {sections.map((section) => {
          const current = isCurrent(section, pathname);
          return (
            <li key={section.key}>
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-block border-b-2 px-3 py-2 font-medium text-sm ${
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

export function BackofficeShell({ children }: { children: ReactNode }) {
  return (
    <>
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
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <StaffGate>
          {(access) => (
            <>
              <BackofficeNav access={access} />
              {children}
            </>
          )}
        </StaffGate>
      </main>
    </>
  );
}
