'use client';

import {
  type EmailAudience,
  type EmailTemplateType,
  emailTemplateListSchema,
  emailTemplatePreviewSchema,
} from '@circula/domain';
import { useState } from 'react';
import useSWR from 'swr';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';

export const emailTemplatesPath = 'backoffice/email-templates';

const audienceLabels: Record<EmailAudience, string> = {
  SERVICE: 'Serviço',
  MARKETING: 'Marketing (com descadastro)',
};

const widths = { desktop: 680, celular: 360 } as const;
type Width = keyof typeof widths;

function Preview({ type }: { type: EmailTemplateType }) {
  const [width, setWidth] = useState<Width>('desktop');
  const { data, error } = useSWR(
    authedKey(`${emailTemplatesPath}/${type}`),
    authedFetcherOf(emailTemplatePreviewSchema),
  );
  if (error && !data) return <p role="alert">Não foi possível montar este modelo.</p>;
  if (!data) return <p className="text-muted">Carregando...</p>;
  return (
    <section aria-labelledby="email-assunto" className="space-y-4">
      <div>
        <p className="text-muted text-sm">
          {data.label} · {audienceLabels[data.audience]}
        </p>
        <h2 id="email-assunto" className="font-semibold text-lg">
          Assunto: {data.subject}
        </h2>
      </div>
      <fieldset className="flex gap-3 text-sm">
        <legend className="sr-only">Largura da tela</legend>
        {(Object.keys(widths) as Width[]).map((option) => (
          <label key={option} className="flex items-center gap-1">
            <input type="radio" name="largura" checked={width === option} onChange={() => setWidth(option)} />
            {option === 'desktop' ? 'Computador' : 'Celular'}
          </label>
        ))}
      </fieldset>
      <iframe
        title={`Pré-visualização do e-mail: ${data.label}`}
        sandbox=""
        srcDoc={data.html}
        className="h-[640px] max-w-full rounded-lg border border-line bg-white"
        style={{ width: widths[width] }}
      />
      <div>
        <h3 className="font-semibold">Versão em texto simples</h3>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded-lg border border-line bg-surface p-3 text-sm">
          {data.text}
        </pre>
      </div>
    </section>
  );
}

/**
 * /backoffice/emails (TECH): every e-mail template of the product, rendered by the API with sample data —
 * the HTML in a sandboxed frame (no scripts, no navigation) at desktop or phone width, and its text part.
 */
export function EmailPreviewPage() {
  const { data, error, isLoading } = useSWR(
    authedKey(emailTemplatesPath),
    authedFetcherOf(emailTemplateListSchema),
  );
  const [selected, setSelected] = useState<EmailTemplateType | null>(null);
  const current = selected ?? data?.templates[0]?.type ?? null;
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">Modelos de e-mail</h1>
      <ReadFailure error={error} loaded={data !== undefined} failed="Não foi possível carregar os modelos." />
      {isLoading && !data ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label="Modelos de e-mail">
            <ul className="space-y-1">
              {data.templates.map((template) => (
                <li key={template.type}>
                  <button
                    type="button"
                    aria-current={template.type === current ? 'true' : undefined}
                    onClick={() => setSelected(template.type)}
                    className={`w-full rounded-lg px-3 py-2 text-left text-sm ${
                      template.type === current
                        ? 'bg-brand-50 font-semibold text-brand-800'
                        : 'hover:bg-surface'
                    }`}
                  >
                    {template.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current ? <Preview type={current} /> : null}
        </div>
      ) : null}
    </div>
  );
}
