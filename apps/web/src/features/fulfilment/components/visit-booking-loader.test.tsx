import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VisitBooking } from './visit-booking-loader';

const auth = vi.hoisted(() => ({ state: { status: 'loading' } as { status: string; userId?: string } }));
const booking = vi.hoisted(() => ({ loaded: vi.fn() }));

vi.mock('@/features/auth/client', () => ({ useAuth: () => auth.state }));
// The booking's own module: counted when loaded, so the test sees who loads it.
vi.mock('./visit-booking', () => {
  booking.loaded();
  return { VisitBooking: ({ listingId }: { listingId: string }) => <p>Reserva do evento {listingId}</p> };
});

describe("the Event page's visit booking", () => {
  // In this order, and never cleared: a booking module loaded with the page would already count here.
  it('shows nothing while the session is read, then the way to sign in, without loading the booking', () => {
    const view = render(<VisitBooking listingId="evento-1" slug="queima-de-estoque" />);
    expect(view.container.textContent).toBe('');

    auth.state = { status: 'signed-out' };
    view.rerender(<VisitBooking listingId="evento-1" slug="queima-de-estoque" />);
    expect(view.container.textContent).toBe('Entre para agendar uma visita.');
    expect(screen.getByRole('link', { name: 'Entre' }).getAttribute('href')).toBe(
      '/auth/entrar?nextUrl=%2Feventos%2Fqueima-de-estoque',
    );
    expect(booking.loaded).not.toHaveBeenCalled();
  });

  it('loads the booking for a signed-in visitor', async () => {
    auth.state = { status: 'signed-in', userId: 'u-1' };
    render(<VisitBooking listingId="evento-1" slug="queima-de-estoque" />);
    expect(await screen.findByText('Reserva do evento evento-1')).toBeTruthy();
    expect(booking.loaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Entre' })).toBeNull();
  });
});
