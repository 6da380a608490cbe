import type { StaffAccessWithPermissions } from '@circula/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginLinkPanel } from './login-link-panel';
import { StaffAccessProvider } from './staff-access';

afterEach(cleanup);

const support = (specialPermissions: StaffAccessWithPermissions['specialPermissions']) => ({
  roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT' as const, level: 2 }],
  specialPermissions,
});

describe('Criar link de acesso', () => {
  it('is offered only to holders of CREATE_USER_LOGIN_LINKS', () => {
    render(
      <StaffAccessProvider access={support([])}>
        <LoginLinkPanel userId="3f1c1e3a-7c55-4c39-9d3f-0a7f8f1f2b11" />
      </StaffAccessProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Criar link de acesso' })).toBeNull();
    cleanup();
    render(
      <StaffAccessProvider access={support(['CREATE_USER_LOGIN_LINKS'])}>
        <LoginLinkPanel userId="3f1c1e3a-7c55-4c39-9d3f-0a7f8f1f2b11" />
      </StaffAccessProvider>,
    );
    expect(screen.getByRole('button', { name: 'Criar link de acesso' })).toBeTruthy();
    expect(screen.getByText(/uso único, válido por 15 minutos/)).toBeTruthy();
    expect(screen.getByText(/Só para compradores e vendedores/)).toBeTruthy();
    expect(screen.getByLabelText('Motivo (fica na auditoria)')).toBeTruthy();
  });
});
