import Link from 'next/link';
import type { ReactNode } from 'react';
import { StaffGate } from './staff-gate';

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
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <StaffGate>{children}</StaffGate>
      </main>
    </>
  );
}
