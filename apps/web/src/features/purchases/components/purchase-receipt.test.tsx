import type { BuyerApplicationView } from '@circula/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIntent } from '../../../../test/payment-intents';
import { PaymentReceipt } from './purchase-receipt';

const paid = makeIntent({ status: 'PAID', method: 'PIX', paidAt: '2026-11-30T05:45:00.000Z', dueAt: null });
const address = {
  line1: 'Avenida Paulista',
  number: '1000',
  line2: 'Sala 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  postalCode: '01310-100',
};
const application = (registrationData: BuyerApplicationView['registrationData']): BuyerApplicationView => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  buyerId: '00000000-0000-4000-8000-0000000000a2',
  status: 'APPROVED',
  type: registrationData.type,
  username: 'circular_compras',
  registrationData,
  address,
  rejectionReason: null,
  submittedAt: '2026-11-01T12:00:00.000Z',
  reviewedAt: '2026-11-02T12:00:00.000Z',
  createdAt: '2026-11-01T11:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
});

/** The receipt's "Comprador" part as term → value. */
function payer(): Record<string, string | null | undefined> {
  const part = within(screen.getByRole('region', { name: 'Comprador' }));
  return Object.fromEntries(
    part.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

afterEach(cleanup);

describe('the payment receipt', () => {
  it('names a company buyer by its company name and CNPJ, with its representative and address', () => {
    render(
      <PaymentReceipt
        intent={paid}
        username="circular_compras"
        application={application({
          type: 'JURIDICAL_PERSON',
          companyName: 'Circular Compras Ltda',
          cnpj: '11222333000181',
          representativeName: 'João Batista',
          representativeCpf: '52998224725',
        })}
      />,
    );
    expect(payer()).toEqual({
      'Razão social': 'Circular Compras Ltda',
      CNPJ: '11.222.333/0001-81',
      Representante: 'João Batista',
      Usuário: 'circular_compras',
      Endereço: 'Avenida Paulista, 1000, Sala 12 - Bela Vista, São Paulo - SP, 01310-100',
    });
    // The representative's own CPF is not the buyer's document: it stays off the receipt.
    expect(screen.queryByText(/529\.982\.247-25/)).toBeNull();
    expect(screen.getByText('Total pago').nextElementSibling?.textContent).toMatch(/R\$\s10\.800,00/);
    // Who sold and who conducted the auction, as the buyer books them.
    expect(screen.getByText('Vendedor').nextElementSibling?.textContent).toBe(
      'Frota Paulista Locadora S.A.CNPJ 11.222.333/0001-81',
    );
    expect(screen.getByText('Leiloeiro oficial').nextElementSibling?.textContent).toBe(
      'Marina ExemploJUCESP nº 9.001',
    );
  });

  it('names a person by name and CPF', () => {
    render(
      <PaymentReceipt
        intent={paid}
        username="maria_lances"
        application={application({
          type: 'NATURAL_PERSON',
          fullName: 'Maria da Silva',
          cpf: '52998224725',
          birthDate: '1990-04-01',
        })}
      />,
    );
    expect(payer()).toMatchObject({ Nome: 'Maria da Silva', CPF: '529.982.247-25', Usuário: 'maria_lances' });
  });

  it('names the buyer by username when the registration is not at hand', () => {
    render(<PaymentReceipt intent={paid} username="maria_lances" application={null} />);
    expect(payer()).toEqual({ Usuário: 'maria_lances' });
  });

  it('names no auctioneer for a direct sale, and a seller without a CNPJ on record by name', () => {
    const sale = {
      ...paid,
      type: 'DIRECT_SALE' as const,
      listing: {
        ...paid.listing,
        type: 'DIRECT_SALE' as const,
        seller: { name: 'Loja Lar', taxId: null },
        auctioneer: null,
      },
    };
    render(<PaymentReceipt intent={sale} username="maria_lances" application={null} />);
    expect(screen.getByText('Vendedor').nextElementSibling?.textContent).toBe('Loja Lar');
    expect(screen.queryByText('Leiloeiro oficial')).toBeNull();
    cleanup();
    // A person selling: their CPF is not printed whole.
    const person = {
      ...sale,
      listing: { ...sale.listing, seller: { name: 'João Silva', taxId: '52998224725' } },
    };
    render(<PaymentReceipt intent={person} username="maria_lances" application={null} />);
    expect(screen.getByText('Vendedor').nextElementSibling?.textContent).toBe('João SilvaCPF ***.982.247-**');
  });
});
