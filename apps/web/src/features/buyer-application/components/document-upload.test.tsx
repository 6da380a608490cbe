import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDocument } from '../api/types';
import { checkDocumentFile, DocumentUpload } from './document-upload';

const label = 'Documento de identidade com foto (frente)';
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'frente.jpg', { type: 'image/jpeg' });

function saved(overrides: Partial<ApplicationDocument> = {}): ApplicationDocument {
  return {
    id: '00000000-0000-4000-8000-000000000003',
    type: 'NATURAL_PERSON_PHOTO_ID_FRONT',
    status: 'UNDER_REVIEW',
    rejectionReason: null,
    contentType: 'application/pdf',
    sizeBytes: 2048,
    fileName: 'documento-identidade-frente.pdf',
    uploadedAt: '2026-01-01T00:00:00.000Z',
    reviewedAt: null,
    url: 'http://localhost:4000/files?token=abc',
    urlExpiresAt: '2026-01-01T00:05:00.000Z',
    ...overrides,
  };
}

describe('checkDocumentFile', () => {
  it('accepts JPEG, PNG and PDF up to the limit and says why anything else is refused', () => {
    expect(checkDocumentFile(jpeg(), 1000)).toBeNull();
    expect(checkDocumentFile(new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }), 1000)).toBeNull();
    expect(checkDocumentFile(new File(['x'], 'a.gif', { type: 'image/gif' }), 1000)).toBe(
      'Envie um arquivo JPEG, PNG ou PDF.',
    );
    expect(checkDocumentFile(new File([new Uint8Array(2000)], 'a.png', { type: 'image/png' }), 1000)).toMatch(
      /passa do limite de 1 KB/,
    );
    expect(checkDocumentFile(new File([], 'a.png', { type: 'image/png' }), 1000)).toBe(
      'O arquivo está vazio.',
    );
  });
});

describe('DocumentUpload', () => {
  it('sends the chosen file and shows the progress reported by the upload until it ends', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: () => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    render(<DocumentUpload label={label} document={null} editable maxBytes={10_000} upload={upload} />);
    fireEvent.change(screen.getByLabelText(`Escolher arquivo: ${label}`), { target: { files: [jpeg()] } });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('frente.jpg');
    const bar = await screen.findByRole('progressbar', { name: `Enviando ${label}` });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => report(0.42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Enviando... 42%')).toBeTruthy();
    expect(screen.getByText('frente.jpg')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('refuses a wrong type before sending and shows the API message when the upload fails', async () => {
    const upload = vi.fn().mockRejectedValue(new Error('O arquivo não parece ser JPEG, PNG ou PDF.'));
    render(<DocumentUpload label={label} document={null} editable maxBytes={10_000} upload={upload} />);
    const input = screen.getByLabelText(`Escolher arquivo: ${label}`);
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' })] },
    });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Envie um arquivo JPEG, PNG ou PDF.');
    fireEvent.change(input, { target: { files: [jpeg()] } });
    expect(await screen.findByText('O arquivo não parece ser JPEG, PNG ou PDF.')).toBeTruthy();
  });

  it('takes a dropped file like a chosen one', async () => {
    const upload = vi.fn().mockResolvedValue(undefined);
    const { container } = render(
      <DocumentUpload label={label} document={null} editable maxBytes={10_000} upload={upload} />,
    );
    const zone = container.querySelector('[class*="border-dashed"]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg()] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('shows a rejected document with its reason and lets the buyer replace it', () => {
    render(
      <DocumentUpload
        label={label}
        document={saved({ status: 'REJECTED', rejectionReason: 'Foto ilegível' })}
        editable
        maxBytes={10_000}
        upload={vi.fn()}
      />,
    );
    expect(screen.getByText('Recusado')).toBeTruthy();
    expect(screen.getByText('Motivo da recusa: Foto ilegível')).toBeTruthy();
    expect(screen.getByText('documento-identidade-frente.pdf')).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByLabelText(`Enviar outro arquivo: ${label}`)).toBeTruthy();
  });

  it('keeps an approved document, and everything once the application is locked', () => {
    const { rerender } = render(
      <DocumentUpload
        label={label}
        document={saved({ status: 'APPROVED' })}
        editable
        maxBytes={10_000}
        upload={vi.fn()}
      />,
    );
    expect(screen.getByText('Aprovado')).toBeTruthy();
    expect(screen.queryByLabelText(/arquivo/)).toBeNull();
    rerender(
      <DocumentUpload label={label} document={saved()} editable={false} maxBytes={10_000} upload={vi.fn()} />,
    );
    expect(screen.getByText('Em análise')).toBeTruthy();
    expect(screen.queryByLabelText(/arquivo/)).toBeNull();
  });
});
