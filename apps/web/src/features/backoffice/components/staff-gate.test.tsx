import type { StaffAccess } from '@circula/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedOutError } from '@/features/session';
import { defaultTitle } from '@/lib/seo/metadata';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { canAct, visibleSections } from '../lib/access';
import { BackofficeHome } from './backoffice-home';
import { BackofficeNav, BackofficeShell } from './backoffice-shell';
import { SectionGate, StaffAccessProvider } from './staff-access';
import { gateDecision, StaffGate } from './staff-gate';

vi.mock('next/navigation', () => ({
  usePathname: () => '/backoffice/pagamentos',
  useRouter: () => ({ replace: vi.fn() }),
  notFound: () => {
    throw new Error('NOT_FOUND');
  },
}));

const support: StaffAccess = { roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 }] };
const financeReader: StaffAccess = { roles: [{ role: 'CIRCULA_FINANCE', level: 0 }] };
const both: StaffAccess = {
  roles: [
    { role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 },
    { role: 'CIRCULA_FINANCE', level: 1 },
  ],
};
const marketing: StaffAccess = { roles: [{ role: 'CIRCULA_MARKETING', level: 2 }] };

function httpError(statusCode: number) {
  // The shape of the client's enriched errors (isHttpError checks the class).
  const error = Object.create(HTTPError.prototype) as Error & { statusCode: number };
  error.statusCode = statusCode;
  return error;
}

describe('the back-office gate by role', () => {
  it('opens for customer support and for finance, each to their own sections', () => {
    expect(gateDecision('signed-in', support, undefined)).toBe('open');
    expect(gateDecision('signed-in', financeReader, undefined)).toBe('open');
    expect(visibleSections(support).map((section) => section.label)).toEqual([
      'Cadastros',
      'Compradores',
      'Créditos',
      'Reembolsos',
      'Indicações',
    ]);
    // Marketing owns the referral programme: it opens only the referrals.
    expect(gateDecision('signed-in', marketing, undefined)).toBe('open');
    // A marketing writer asks for credit grants, runs the referral programme, writes the campaigns and runs the
    // banners and the special offers.
    expect(visibleSections(marketing).map((section) => section.label)).toEqual([
      'Créditos',
      'Indicações',
      'Campanhas',
      'Banners',
      'Ofertas Especiais',
    ]);
    // FINANCE opens refunds too: it records the PIX transfers of approved refunds.
    expect(visibleSections(financeReader).map((section) => section.label)).toEqual([
      'Pagamentos',
      'Reembolsos',
    ]);
    expect(visibleSections(both).map((section) => section.label)).toEqual([
      'Cadastros',
      'Compradores',
      'Pagamentos',
      'Créditos',
      'Reembolsos',
      'Indicações',
    ]);
  });

  it('refuses visitors and buyers; lets in every back-office role, even one without pages yet', () => {
    expect(gateDecision('signed-in', marketing, undefined)).toBe('open');
    expect(gateDecision('signed-in', { roles: [] }, undefined)).toBe('refused');
    expect(gateDecision('signed-out', undefined, undefined)).toBe('refused');
    expect(gateDecision('signed-in', undefined, new SignedOutError())).toBe('refused');
    expect(gateDecision('signed-in', undefined, httpError(403))).toBe('refused');
    expect(gateDecision('signed-in', undefined, httpError(500))).toBe('error');
    expect(gateDecision('signed-in', undefined, undefined)).toBe('loading');
  });

  it('opens the e-mail preview to TECH from level 0, and to no other role', () => {
    const tech: StaffAccess = { roles: [{ role: 'CIRCULA_TECH', level: 0 }] };
    expect(gateDecision('signed-in', tech, undefined)).toBe('open');
    expect(visibleSections(tech).map((section) => [section.label, section.href])).toContainEqual([
      'E-mails',
      '/backoffice/emails',
    ]);
    expect(visibleSections(both).some((section) => section.key === 'emails')).toBe(false);
  });

  it('lets finance act only from level 1', () => {
    expect(canAct(financeReader, 'CIRCULA_FINANCE')).toBe(false);
    expect(canAct(both, 'CIRCULA_FINANCE')).toBe(true);
    expect(canAct(support, 'CIRCULA_FINANCE')).toBe(false);
  });

  it('shows one navigation with only the sections the roles open', () => {
    render(<BackofficeNav access={both} />);
    const nav = screen.getByRole('navigation', { name: 'Seções do back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cadastros', '/backoffice'],
      ['Compradores', '/backoffice/compradores'],
      ['Pagamentos', '/backoffice/pagamentos'],
      ['Créditos', '/backoffice/creditos'],
      ['Reembolsos', '/backoffice/reembolsos'],
      ['Indicações', '/backoffice/indicacoes'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Pagamentos' }).getAttribute('aria-current')).toBe('page');
  });

  it("answers 'sem permissão' for a section outside the person's roles", () => {
    render(
      <StaffAccessProvider access={financeReader}>
        <SectionGate section="cadastros">
          <p>Fila de cadastros</p>
        </SectionGate>
      </StaffAccessProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sem permissão' })).toBeTruthy();
    expect(screen.queryByText('Fila de cadastros')).toBeNull();
    cleanup();
    render(
      <StaffAccessProvider access={financeReader}>
        <SectionGate section="pagamentos">
          <p>Fila de pagamentos</p>
        </SectionGate>
      </StaffAccessProvider>,
    );
    expect(screen.getByText('Fila de pagamentos')).toBeTruthy();
  });

  it('opens the TECH pages by level: staff management only to admins, tools from read', () => {
    const techReader: StaffAccess = { roles: [{ role: 'CIRCULA_TECH', level: 0 }] };
    const techAdmin: StaffAccess = { roles: [{ role: 'CIRCULA_TECH', level: 2 }] };
    expect(visibleSections(techReader).map((section) => section.key)).toEqual([
      'caixa-de-saida',
      'tarefas',
      'auditoria',
      'emails',
    ]);
    expect(visibleSections(techAdmin).map((section) => section.key)).toEqual([
      'equipe',
      'leiloeiros',
      'caixa-de-saida',
      'tarefas',
      'auditoria',
      'emails',
    ]);
    // Customer support sees none of them.
    expect(
      visibleSections(support).some((section) => ['equipe', 'leiloeiros', 'auditoria'].includes(section.key)),
    ).toBe(false);
  });

  it('opens credits to whoever holds the special permission to approve them', () => {
    const approver = {
      roles: [{ role: 'CIRCULA_FINANCE' as const, level: 0 }],
      specialPermissions: ['APPROVE_BUYER_CREDIT' as const],
    };
    expect(visibleSections(approver).map((section) => section.key)).toEqual([
      'pagamentos',
      'creditos',
      'reembolsos',
    ]);
  });

  it('gives a role without pages a home that says what they hold', () => {
    render(
      <StaffAccessProvider
        access={{
          roles: [{ role: 'CIRCULA_BACKOFFICE', level: 2 }],
          specialPermissions: ['CREATE_REFERENCES'],
        }}
      >
        <BackofficeHome>
          <p>Fila de cadastros</p>
        </BackofficeHome>
      </StaffAccessProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Bem-vindo(a) ao back office' })).toBeTruthy();
    expect(screen.getByText('Back office (base) — Administração')).toBeTruthy();
    expect(screen.getByText('Criar referências')).toBeTruthy();
    expect(screen.queryByText('Fila de cadastros')).toBeNull();
  });

  it('gives MARKETING a home listing the sections its roles open', () => {
    cleanup();
    render(
      <StaffAccessProvider access={{ roles: [{ role: 'CIRCULA_MARKETING', level: 0 }] }}>
        <BackofficeHome>
          <p>Fila de cadastros</p>
        </BackofficeHome>
      </StaffAccessProvider>,
    );
    const home = screen.getByRole('region', { name: 'Início' });
    const links = within(home).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/backoffice/indicacoes',
      '/backoffice/campanhas',
      '/backoffice/banners',
      '/backoffice/ofertas-especiais',
    ]);
    expect(within(home).getByText('Banners da página inicial, da busca e das categorias.')).toBeTruthy();
    expect(screen.queryByText('Fila de cadastros')).toBeNull();
  });
});

/** Stands in for Next's not-found boundary: what the page shows once the gate calls notFound(). */
class NotFoundBoundary extends Component<{ children: ReactNode }, { refused: boolean }> {
  override state = { refused: false };
  static getDerivedStateFromError() {
    return { refused: true };
  }
  override render() {
    return this.state.refused ? <p>Página não encontrada</p> : this.props.children;
  }
}

describe("the back-office gate with the server's answer", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const staff = { roles: [{ role: 'CIRCULA_FINANCE' as const, level: 1 }], specialPermissions: [] };
  const gate = (initialAccess?: typeof staff) => (
    <StaffGate initialAccess={initialAccess}>
      {(access) => <p>{`Fila de ${access.roles[0]?.role}`}</p>}
    </StaffGate>
  );

  it('renders the page on the server when the layout vouched for the staff member, and waits otherwise', () => {
    // The server's render knows no tab session: only the layout's answer can open the gate there, so a page
    // under it is in the HTML (and one that finds nothing answers 404).
    expect(renderToString(gate(staff))).toContain('Fila de CIRCULA_FINANCE');
    const waiting = renderToString(gate());
    expect(waiting).toContain('Carregando...');
    expect(waiting).not.toContain('Fila de');
  });

  it('shows the frame only to the staff member the server vouched for: a session still undecided sees only the wait', () => {
    const vouched = renderToString(<BackofficeShell access={staff}>{'Fila'}</BackofficeShell>);
    expect(vouched).toContain('Circula · Back office');
    expect(vouched).toContain('Seções do back office');
    // The server cannot yet tell this session from a buyer's, and a buyer must not learn the back office exists.
    const undecided = renderToString(<BackofficeShell>{'Fila'}</BackofficeShell>);
    expect(undecided).toContain('Carregando...');
    expect(undecided).toContain('id="conteudo"');
    expect(undecided).not.toMatch(/back office|Seções|Fila/i);
  });

  it('names the tab once the browser lets staff in where the server could not tell (decision 270)', async () => {
    signInForTest();
    fakeApi(({ path }) => (path.endsWith('/backoffice/me') ? jsonResponse(staff) : jsonResponse({}, 404)));
    document.title = defaultTitle;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BackofficeShell>{'Fila'}</BackofficeShell>
      </SWRConfig>,
    );
    await screen.findByText('Fila');
    expect(document.title).toBe('Back office | Circula');
  });

  it("closes the gate when the browser's own session is refused", async () => {
    signInForTest();
    fakeApi(({ path }) =>
      path.endsWith('/backoffice/me')
        ? jsonResponse({ code: 'FORBIDDEN', message: 'Acesso negado.' }, 403)
        : jsonResponse({}, 404),
    );
    // React names the error the boundary caught: that the gate threw notFound() is what this test expects.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<NotFoundBoundary>{gate(staff)}</NotFoundBoundary>);
      expect(screen.getByText('Fila de CIRCULA_FINANCE')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('Página não encontrada')).toBeTruthy());
      expect(screen.queryByText('Fila de CIRCULA_FINANCE')).toBeNull();
      expect(reported.mock.calls.flat().some((value) => String(value).includes('NOT_FOUND'))).toBe(true);
    } finally {
      reported.mockRestore();
    }
  });

  it('says only that the page could not open when the API fails, naming nothing behind it', async () => {
    signInForTest();
    fakeApi(({ path }) =>
      path.endsWith('/backoffice/me')
        ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro interno.' }, 500)
        : jsonResponse({}, 404),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BackofficeShell>{'Fila'}</BackofficeShell>
      </SWRConfig>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível abrir esta página. Recarregue para tentar de novo.');
    expect(document.body.textContent).not.toMatch(/back office|Fila/i);
  });
});
