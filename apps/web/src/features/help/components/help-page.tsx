import type { ReactNode } from 'react';

interface HelpPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly { id: string; title: string }[];
  tocLabel: string;
  children: ReactNode;
}

/** Frame of a help page: title, an introduction, a table of contents and the text (server-rendered). */
export function HelpPage({ title, intro, sections, tocLabel, children }: HelpPageProps) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={tocLabel} className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-semibold text-sm">{tocLabel}</p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted hover:text-brand-800 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-prose max-w-3xl">
          <div className="rounded-2xl bg-surface p-5 sm:p-6">{intro}</div>
          {children}
        </div>
      </div>
    </article>
  );
}

/**
 * One section of a help page, its heading taken from the page's table of contents by id, so the heading and
 * the contents' link cannot disagree. The id must be one of the contents' ids (NoInfer: a mistyped id is a type
 * error, not a new member of the union).
 */
export function HelpSection<Id extends string>({
  sections,
  id,
  children,
}: {
  sections: readonly { id: Id; title: string }[];
  id: NoInfer<Id>;
  children: ReactNode;
}) {
  const title = sections.find((section) => section.id === id)?.title;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
