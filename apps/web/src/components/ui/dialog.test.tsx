import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppDialog, DialogClose } from './dialog';

function Harness({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Conteúdo da página</p>
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        title="Fazer oferta"
        description="O vendedor responde em até 48 horas."
        alert={alert}
        trigger={<button type="button">Abrir</button>}
      >
        <input aria-label="Valor" />
        <DialogClose>Cancelar</DialogClose>
      </AppDialog>
    </>
  );
}

describe('AppDialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fazer oferta' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('O vendedor responde em até 48 horas.');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('moves focus inside when it opens and hides the page behind from assistive technology', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(screen.getByText('Conteúdo da página').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from its Cancelar button', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an alert dialog asks to confirm: role alertdialog and no close button', async () => {
    render(<Harness alert />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('alertdialog', { name: 'Fazer oferta' });
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
  });
});
