import type { RevenueReport } from '@circula/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visibleSections } from '../lib/access';
import { RevenueChart } from './revenues-page';

const report: RevenueReport = {
  from: '2031-03-01',
  to: '2031-03-03',
  groupBy: 'day',
  totals: { commissionCents: 7_000, administrativeFeeCents: 1_300, totalCents: 8_300, paymentCount: 2 },
  periods: [
    { start: '2031-03-01', commissionCents: 5_000, administrativeFeeCents: 1_000, totalCents: 6_000 },
    { start: '2031-03-02', commissionCents: 2_000, administrativeFeeCents: 300, totalCents: 2_300 },
    { start: '2031-03-03', commissionCents: 0, administrativeFeeCents: 0, totalCents: 0 },
  ],
  events: [],
  sellers: [],
};

describe('revenues', () => {
  it('draws one stacked bar per period, the tallest at the top of the scale, with readable titles', () => {
    const { container } = render(<RevenueChart report={report} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(/Receitas por dia: maior valor R\$\s60,00/);
    const bars = [...container.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(bars).toHaveLength(6);
    // The first period fills the plot (commission + fee), the second is proportionally lower.
    const plot = bars[0]! + bars[1]!;
    expect(bars[2]! + bars[3]!).toBeCloseTo((plot * 2_300) / 6_000, 5);
    expect(container.querySelector('title')?.textContent).toContain('01/03/2031: comissão R$');
  });

  it('shows Receitas only to holders of VIEW_REVENUES, whatever their role', () => {
    const support = { roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: 2 }] } as const;
    const financeAdmin = { roles: [{ role: 'CIRCULA_FINANCE', level: 2 }], specialPermissions: [] } as const;
    const withPermission = {
      roles: [{ role: 'CIRCULA_FINANCE', level: 0 }],
      specialPermissions: ['VIEW_REVENUES'],
    } as const;
    const labels = (access: Parameters<typeof visibleSections>[0]) =>
      visibleSections(access).map((section) => section.label);
    expect(labels({ ...support, roles: [...support.roles] })).not.toContain('Receitas');
    expect(labels({ roles: [...financeAdmin.roles], specialPermissions: [] })).not.toContain('Receitas');
    expect(
      labels({
        roles: [...withPermission.roles],
        specialPermissions: [...withPermission.specialPermissions],
      }),
    ).toEqual(['Pagamentos', 'Receitas', 'Reembolsos']);
  });
});
