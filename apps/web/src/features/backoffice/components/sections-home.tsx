'use client';

import Link from '@/components/navigation/link';
import { visibleSections } from '../lib/access';
import { useStaffAccess } from './staff-access';

/** A line under some sections' names; the others show their name alone. */
const descriptions: Record<string, string> = {
  banners: 'Banners da página inicial, da busca e das categorias.',
  'ofertas-especiais': 'Eventos e lotes para compradores com compra paga.',
  campanhas: 'Campanhas de newsletter: compor, aprovar e acompanhar.',
  indicacoes: 'Programa de indicações e bônus.',
  creditos: 'Pedidos de crédito para compradores.',
};

/**
 * The back-office home of someone whose work spans several sections (MARKETING): one card per section
 * the navigation opens for them, read from the same table (access.ts), so a section added there shows up.
 */
export function SectionsHome() {
  const access = useStaffAccess();
  const sections = visibleSections(access).filter((section) => section.href !== '/backoffice');
  return (
    <section aria-labelledby="inicio-secoes" className="space-y-4">
      <h1 id="inicio-secoes" className="font-bold text-2xl">
        Início
      </h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              className="block h-full rounded-2xl border border-line bg-white p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="block font-semibold text-ink text-lg">{section.label}</span>
              {descriptions[section.key] ? (
                <span className="mt-1 block text-muted text-sm">{descriptions[section.key]}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
