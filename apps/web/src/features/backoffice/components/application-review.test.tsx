import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '@/features/buyer-application';
import { DocumentReview } from './application-review';

const label = 'Documento de identidade com foto (frente)';

function document(overrides: Partial<ApplicationDocument>): ApplicationDocument {
  return {
    id: '00000000-0000-4000-8000-000000000003',
    type: 'NATURAL_PERSON_PHOTO_ID_FRONT',
    status: 'APPROVED',
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

const renderReview = (doc: ApplicationDocument) =>
  render(
    <DocumentReview
      applicationId="00000000-0000-4000-8000-000000000001"
      type="NATURAL_PERSON_PHOTO_ID_FRONT"
      document={doc}
      decidable={false}
      onChanged={async () => undefined}
    />,
  );

describe('DocumentReview', () => {
  it('offers a PDF as a download and never shows it in a frame', () => {
    const { container } = renderReview(document({}));
    const link = screen.getByRole('link', { name: 'Baixar PDF' });
    expect(link.getAttribute('href')).toBe('http://localhost:4000/files?token=abc');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ver documento' })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('previews an image in the page', () => {
    renderReview(document({ contentType: 'image/jpeg', fileName: 'documento-identidade-frente.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ver documento' }));
    expect(screen.getByRole('img', { name: label }).getAttribute('src')).toBe(
      'http://localhost:4000/files?token=abc',
    );
    expect(screen.getByRole('link', { name: 'Baixar imagem' })).toBeTruthy();
  });
});
