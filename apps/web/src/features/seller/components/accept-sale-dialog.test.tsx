import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcceptSaleDialog, amountVersusReserve } from './accept-sale-dialog';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('accepting a sale below the reserve', () => {
  it('puts the amount against the reserve in words', () => {
    expect(nbsp(amountVersusReserve(50_000, 100_000) ?? '')).toBe(
      '50% do preço de reserva de R$ 1.000,00 (R$ 500,00 abaixo)',
    );
    expect(nbsp(amountVersusReserve(99_999, 100_000) ?? '')).toBe(
      '99% do preço de reserva de R$ 1.000,00 (R$ 0,01 abaixo)',
    );
    expect(amountVersusReserve(50_000, null)).toBeNull();
  });

  it('asks before selling, and sells only on the confirmation', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <AcceptSaleDialog
        open
        onOpenChange={onOpenChange}
        lotLabel="Lote 7 · Empilhadeira"
        buyerUsername="comprador123"
        amountCents={50_000}
        reserveCents={100_000}
        sending={false}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Aceitar a venda abaixo da reserva?' });
    expect(nbsp(dialog.textContent ?? '')).toContain(
      'o maior lance é R$ 500,00, 50% do preço de reserva de R$ 1.000,00 (R$ 500,00 abaixo)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Confirmar venda por R\$/ }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
