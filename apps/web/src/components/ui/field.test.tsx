import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field, FormAlert, SelectField, TextAreaField, TextField } from './field';

describe('Field', () => {
  it('labels its control and ties the hint to it', () => {
    render(
      <Field label="Apelido" hint="Aparece nos seus lances.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Apelido');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Aparece nos seus lances.');
  });

  it('marks an error invalid, announces it and describes the control with it first', () => {
    render(
      <Field id="email" label="E-mail" hint="Seu melhor e-mail" error="Informe um email válido">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-hint');
    expect(screen.getByRole('alert').textContent).toBe('Informe um email válido');
    expect(screen.getByRole('alert').id).toBe('email-error');
  });

  it('gives each field its own id when none is given', () => {
    render(
      <>
        <TextField label="Nome" />
        <TextField label="Sobrenome" />
      </>,
    );
    expect(screen.getByLabelText('Nome').id).not.toBe(screen.getByLabelText('Sobrenome').id);
  });
});

function Form({ onValues }: { onValues: (values: unknown) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { name: '', note: '', kind: 'b' } });
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <TextField label="Nome" {...register('name')} />
      <TextAreaField label="Observação" {...register('note')} />
      <SelectField label="Tipo" {...register('kind')}>
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('TextField, TextAreaField and SelectField with react-hook-form', () => {
  it('takes register(…) as it is: the values typed are the values submitted', async () => {
    const submitted: unknown[] = [];
    render(<Form onValues={(values) => submitted.push(values)} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Observação'), { target: { value: 'Frágil' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('button');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submitted).toEqual([{ name: 'Ana', note: 'Frágil', kind: 'a' }]);
  });
});

describe('FormAlert', () => {
  it('announces an error at once and information politely; nothing when empty', () => {
    const { rerender, container } = render(<FormAlert>{null}</FormAlert>);
    expect(container.textContent).toBe('');
    rerender(<FormAlert>Não foi possível salvar.</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível salvar.');
    rerender(<FormAlert tone="info">Enviamos o link.</FormAlert>);
    expect(screen.getByRole('status').textContent).toBe('Enviamos o link.');
  });
});
