import { formatDateLong } from '@circula/domain';
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
}

interface LegalPageProps {
  id?: string;
  title: string;
  updatedAt: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  tocLabel: string;
  children: ReactNode;
}

/** Frame of a legal document: title, revision date, table of contents and the text. */
export function LegalPage({ id, title, updatedAt, intro, sections, tocLabel, children }: LegalPageProps) {
  return (
    <article id={id} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-muted">
          Última atualização: <time dateTime={updatedAt}>{formatDateLong(updatedAt)}</time>
        </p>
      </header>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          aria-label={tocLabel}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <details className="group rounded-xl border border-line p-4 lg:border-0 lg:p-0" open>
            <summary className="cursor-pointer font-semibold text-sm lg:pointer-events-none lg:list-none">
              {tocLabel}
            </summary>
            <ol className="mt-3 space-y-1.5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-muted hover:text-brand-800 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <div className="legal-prose max-w-3xl">
          <div className="rounded-2xl bg-surface p-5 sm:p-6">{intro}</div>
          {children}
        </div>
      </div>
    </article>
  );
}
