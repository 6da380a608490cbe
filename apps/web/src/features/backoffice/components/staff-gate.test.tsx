import type { StaffAccess } from '@circula/domain';
import { render, screen, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { SignedOutError } from '@/features/session';
import { canAct, visibleSections } from '../lib/access';
import { BackofficeNav } from './backoffice-shell';
import { SectionGate, StaffAccessProvider } from './staff-access';
import { gateDecision } from './staff-gate';

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
      'Créditos',
      'Reembolsos',
    ]);
    // FINANCE opens refunds too: it records the PIX transfers of approved refunds.
    expect(visibleSections(financeReader).map((section) => section.label)).toEqual([
      'Pagamentos',
      'Reembolsos',
    ]);
    expect(visibleSections(both).map((section) => section.label)).toEqual([
      'Cadastros',
      'Pagamentos',
      'Créditos',
      'Reembolsos',
    ]);
  });

  it('refuses visitors, buyers and roles that open no section', () => {
    expect(gateDecision('signed-out', undefined, undefined)).toBe('refused');
    expect(gateDecision('signed-in', undefined, new SignedOutError())).toBe('refused');
    expect(gateDecision('signed-in', undefined, httpError(403))).toBe('refused');
    expect(gateDecision('signed-in', marketing, undefined)).toBe('refused');
    expect(gateDecision('signed-in', undefined, httpError(500))).toBe('error');
    expect(gateDecision('signed-in', undefined, undefined)).toBe('loading');
  });

  it('opens the e-mail preview to TECH from level 0, and to no other role', () => {
    const tech: StaffAccess = { roles: [{ role: 'CIRCULA_TECH', level: 0 }] };
    expect(gateDecision('signed-in', tech, undefined)).toBe('open');
    expect(visibleSections(tech).map((section) => [section.label, section.href])).toEqual([
      ['E-mails', '/backoffice/emails'],
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
      ['Pagamentos', '/backoffice/pagamentos'],
      ['Créditos', '/backoffice/creditos'],
      ['Reembolsos', '/backoffice/reembolsos'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Pagamentos' }).getAttribute('aria-current')).toBe('page');
  });

  it("answers not found for a section outside the person's roles", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <StaffAccessProvider access={financeReader}>
          <SectionGate section="cadastros">
            <p>Fila de cadastros</p>
          </SectionGate>
        </StaffAccessProvider>,
      ),
    ).toThrow('NOT_FOUND');
    render(
      <StaffAccessProvider access={financeReader}>
        <SectionGate section="pagamentos">
          <p>Fila de pagamentos</p>
        </SectionGate>
      </StaffAccessProvider>,
    );
    expect(screen.getByText('Fila de pagamentos')).toBeTruthy();
  });
});
