import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyNowBox } from './buy-now-box';

const lotId = '0b3c1d7e-8f2a-4c5b-9d6e-1a2b3c4d5e6f';

describe('BuyNowBox', () => {
  it('leads to the checkout with the chosen quantity, within the units left', () => {
    render(<BuyNowBox lotId={lotId} availableQuantity={3} soldOut={false} />);
    expect(screen.getByText('3 unidades disponíveis')).toBeTruthy();
    const quantity = screen.getByLabelText('Quantidade');
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(screen.getByRole('link', { name: 'Comprar agora' }).getAttribute('href')).toBe(
      `/listing-checkouts/${lotId}?quantidade=2`,
    );
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(screen.queryByRole('link', { name: 'Comprar agora' })).toBeNull();
    expect(screen.getByText('Escolha uma quantidade inteira de 1 a 3.')).toBeTruthy();
  });

  it('says "Esgotado" and offers no purchase when no unit is left', () => {
    render(<BuyNowBox lotId={lotId} availableQuantity={0} soldOut />);
    expect(screen.getByTestId('esgotado').textContent).toContain('Esgotado');
    expect(screen.queryByRole('link', { name: 'Comprar agora' })).toBeNull();
  });

  it('names the last unit and asks for no quantity', () => {
    render(<BuyNowBox lotId={lotId} availableQuantity={1} soldOut={false} />);
    expect(screen.getByText('Última unidade disponível')).toBeTruthy();
    expect(screen.queryByLabelText('Quantidade')).toBeNull();
    expect(screen.getByRole('link', { name: 'Comprar agora' }).getAttribute('href')).toBe(
      `/listing-checkouts/${lotId}?quantidade=1`,
    );
  });
});
