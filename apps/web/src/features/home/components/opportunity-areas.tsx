import { ArrowRightIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { opportunityAreas, opportunityHref } from '@/features/opportunities';

export function OpportunityAreas() {
  return (
    <section aria-labelledby="areas-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-widest">Oportunidades</p>
          <h2 id="areas-heading" className="mt-2 font-bold text-3xl text-ink tracking-tight">
            De onde vêm os bens que circulam aqui
          </h2>
          <p className="mt-3 text-muted">
            Empresas renovam frotas, fecham escritórios e ajustam estoques. Em vez de parar num depósito, tudo
            isso chega a você.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {opportunityAreas.map((area) => (
            <li key={area.slug}>
              <Link
                href={opportunityHref(area.slug)}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:border-brand-500 hover:shadow-md"
              >
                <h3 className="font-semibold text-ink text-lg">{area.title}</h3>
                <p className="mt-2 flex-1 text-muted">{area.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 text-sm">
                  Ver oportunidades
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
