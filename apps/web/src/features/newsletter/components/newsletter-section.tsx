import type { NewsletterSource } from '@circula/domain';
import { MailIcon } from '@/components/icons';
import { LazyNewsletterForm } from './lazy-newsletter-form';

/** The newsletter block that closes the home, terms and privacy pages. */
export function NewsletterSection({ source }: { source: NewsletterSource }) {
  const headingId = `newsletter-heading-${source}`;
  return (
    <section aria-labelledby={headingId} className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="mb-6 flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white sm:flex">
            <MailIcon className="size-6" />
          </span>
          <div>
            <h2 id={headingId} className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
              Cadastre-se na nossa Newsletter
            </h2>
            <p className="mt-2 max-w-2xl text-muted">
              Receba os novos eventos da sua região antes de todo mundo. Sem spam: você cancela quando quiser
              pelo link no fim de cada e-mail.
            </p>
          </div>
        </div>
        <LazyNewsletterForm source={source} />
      </div>
    </section>
  );
}
