import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellerMenuEntry } from './seller-menu-link';

describe('the avatar menu entry to the seller area', () => {
  it('is absent for users of no seller, and while the memberships are unknown', () => {
    const { container, rerender } = render(<SellerMenuEntry sellers={[]} />);
    expect(container.innerHTML).toBe('');
    rerender(<SellerMenuEntry sellers={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('links to /vendedor for a seller user, naming the seller', () => {
    render(<SellerMenuEntry sellers={[{ id: 's1', name: 'Metalúrgica Horizonte', role: 'ADMIN' }]} />);
    const link = screen.getByRole('link', { name: /Área do vendedor/ });
    expect(link.getAttribute('href')).toBe('/vendedor');
    expect(link.textContent).toContain('Metalúrgica Horizonte');
  });

  it('names no seller when the user belongs to several, and takes the menu item wrapper', () => {
    render(
      <SellerMenuEntry
        sellers={[
          { id: 's1', name: 'Loja A', role: 'ADMIN' },
          { id: 's2', name: 'Loja B', role: 'VIEWER' },
        ]}
        wrap={(item) => <div data-testid="menu-item">{item}</div>}
      />,
    );
    expect(screen.getByTestId('menu-item').textContent).toBe('Área do vendedor');
  });

  it('leads a user of no seller to an invitation waiting for an answer, and counts several', () => {
    const { rerender } = render(<SellerMenuEntry sellers={[]} invitations={1} />);
    const link = screen.getByRole('link', { name: /Área do vendedor/ });
    expect(link.getAttribute('href')).toBe('/vendedor');
    expect(link.textContent).toContain('1 convite para responder');
    rerender(<SellerMenuEntry sellers={[{ id: 's1', name: 'Loja A', role: 'ADMIN' }]} invitations={2} />);
    expect(screen.getByRole('link', { name: /Área do vendedor/ }).textContent).toContain(
      '2 convites para responder',
    );
  });
});
