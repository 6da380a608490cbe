import type { EmailTemplateList, EmailTemplatePreview } from '@circula/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { EmailPreviewPage } from './email-preview-page';

const list: EmailTemplateList = {
  templates: [
    { type: 'MAGIC_LINK', label: 'Link de acesso', audience: 'SERVICE' },
    { type: 'NEWSLETTER', label: 'Newsletter', audience: 'MARKETING' },
  ],
};
const previews: Record<string, EmailTemplatePreview> = {
  MAGIC_LINK: {
    ...list.templates[0]!,
    subject: 'Seu link de acesso à Circula',
    html: '<html><body><a href="https://circula.example/x">Entrar na Circula</a></body></html>',
    text: 'Entrar na Circula https://circula.example/x',
  },
  NEWSLETTER: {
    ...list.templates[1]!,
    subject: 'Novos leilões desta semana na Circula',
    html: '<html><body>Novidades</body></html>',
    text: 'Novidades\n\nCancelar inscrição https://circula.example/newsletter/cancelar',
  },
};

vi.mock('@/features/session', () => ({
  authedKey: (path: string) => ['authed', path] as const,
  // The page reads each answer with the route's schema; the answers above follow it.
  authedFetcherOf:
    (schema: { parse: (value: unknown) => unknown }) =>
    async ([, path]: readonly [string, string]) =>
      schema.parse(path === 'backoffice/email-templates' ? list : previews[path.split('/').pop()!]),
}));

function renderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EmailPreviewPage />
    </SWRConfig>,
  );
}

describe('the e-mail templates preview', () => {
  it('lists the templates and shows the first one: HTML in a sandboxed frame, and the text part', async () => {
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Modelos de e-mail' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Link de acesso', 'Newsletter']);
    expect(await screen.findByText('Assunto: Seu link de acesso à Circula')).toBeTruthy();
    const frame = screen.getByTitle('Pré-visualização do e-mail: Link de acesso');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(previews.MAGIC_LINK!.html);
    expect(screen.getByText('Entrar na Circula https://circula.example/x')).toBeTruthy();
  });

  it('opens another template, says it is marketing mail, and switches to the phone width', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Newsletter' }));
    expect(await screen.findByText('Assunto: Novos leilões desta semana na Circula')).toBeTruthy();
    expect(screen.getByText(/Marketing \(com descadastro\)/)).toBeTruthy();
    const frame = screen.getByTitle('Pré-visualização do e-mail: Newsletter');
    expect(frame.style.width).toBe('680px');
    fireEvent.click(screen.getByRole('radio', { name: 'Celular' }));
    expect(frame.style.width).toBe('360px');
  });
});
