'use client';

import type { NewsletterSource } from '@circula/domain';
import { type FormEvent, useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { ui } from '@/config/ui';
import { useOnDemand } from '@/lib/hooks/use-on-demand';
import { newsletterGridClass, newsletterInputClass } from './newsletter-grid';

const loadForm = () => import('./newsletter-form');

/**
 * The newsletter form closes long pages, far below the first screen: its code (react-hook-form, zod,
 * react-select) and its list of states load when the form comes near the screen or is used, not with the
 * page. Until then a stand-in of the same size shows the same fields; what was typed in it carries over.
 */
export function LazyNewsletterForm({ source }: { source: NewsletterSource }) {
  const form = useOnDemand(loadForm);
  const standIn = useRef<HTMLFormElement>(null);
  const carried = useRef<{ email: string; focusedId: string | null; submitted: boolean }>({
    email: '',
    focusedId: null,
    submitted: false,
  });
  const { load } = form;

  useEffect(() => {
    const element = standIn.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  const Form = form.loaded?.NewsletterForm;
  // Give the field the person was in back its focus once the real form replaced the stand-in.
  useEffect(() => {
    if (Form && carried.current.focusedId) document.getElementById(carried.current.focusedId)?.focus();
  }, [Form]);

  if (Form) {
    return (
      <Form source={source} initialEmail={carried.current.email} submitOnMount={carried.current.submitted} />
    );
  }

  const remember = () => {
    const element = standIn.current;
    if (!element) return;
    const email = element.elements.namedItem('email');
    carried.current = {
      ...carried.current,
      email: email instanceof HTMLInputElement ? email.value : '',
      focusedId: element.contains(document.activeElement) ? document.activeElement?.id || null : null,
    };
  };
  const loadNow = () => {
    remember();
    load();
  };

  return (
    <form
      ref={standIn}
      id="newsletterForm"
      noValidate
      aria-label="Cadastro na newsletter"
      className={newsletterGridClass}
      onFocus={loadNow}
      onInput={remember}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        // Sent before the form arrived: it is sent (and checked) as soon as it is there.
        carried.current.submitted = true;
        loadNow();
      }}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`newsletter-email-${source}`} className="mb-1.5 block font-medium text-sm">
          E-mail
        </label>
        <input
          id={`newsletter-email-${source}`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          className={newsletterInputClass}
        />
      </div>
      {(
        [
          ['state', 'Estado'],
          ['city', 'Cidade'],
        ] as const
      ).map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`newsletter-${name}-${source}`} className="mb-1.5 block font-medium text-sm">
            {label}
          </label>
          <input
            id={`newsletter-${name}-${source}`}
            name={name}
            readOnly
            placeholder={ui.select.placeholder}
            className={`${newsletterInputClass} cursor-pointer`}
          />
        </div>
      ))}
      <div className="sm:col-span-2 lg:col-span-1 lg:pt-[1.625rem]">
        <button type="submit" className={`${buttonStyles.primary} h-11 w-full lg:w-auto`}>
          Cadastrar
        </button>
      </div>
    </form>
  );
}
