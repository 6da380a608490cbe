import type { BuyerApplicationStatus, DocumentStatus } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import type { ApplicationDocument, ApplicationDocuments, BuyerApplication } from '../api/types';
import { canOpenStep, documentsComplete, firstIncompleteStep, isEditable } from './steps';

function application(
  status: BuyerApplicationStatus,
  overrides: Partial<BuyerApplication> = {},
): BuyerApplication {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    buyerId: '00000000-0000-4000-8000-000000000002',
    status,
    type: 'NATURAL_PERSON',
    username: 'maria',
    registrationData: {
      type: 'NATURAL_PERSON',
      fullName: 'Maria',
      cpf: '52998224725',
      birthDate: '1990-04-01',
    },
    address:
      status === 'REGISTRATION_DATA_SENT'
        ? null
        : {
            line1: 'Avenida Paulista',
            number: '1000',
            line2: null,
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            postalCode: '01310-100',
          },
    rejectionReason: null,
    submittedAt: null,
    reviewedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function document(status: DocumentStatus): ApplicationDocument {
  return {
    id: crypto.randomUUID(),
    type: 'NATURAL_PERSON_PHOTO_ID_FRONT',
    status,
    rejectionReason: status === 'REJECTED' ? 'Ilegível' : null,
    contentType: 'image/jpeg',
    sizeBytes: 100,
    fileName: 'documento.jpg',
    uploadedAt: '2026-01-01T00:00:00.000Z',
    reviewedAt: null,
    url: 'http://localhost:4000/files?token=x',
    urlExpiresAt: '2026-01-01T00:05:00.000Z',
  };
}

function documents(front: DocumentStatus | null, back: DocumentStatus | null): ApplicationDocuments {
  return {
    naturalPersonPhotoIdFrontDocument: front ? document(front) : null,
    naturalPersonPhotoIdBackDocument: back ? document(back) : null,
    incorporationDocument: null,
    status: 'UNDER_REVIEW',
  };
}

describe('where the form opens (resume)', () => {
  it('starts with the choice of person or company before any data', () => {
    expect(firstIncompleteStep(null, undefined)).toBe('type');
  });

  it('goes to the address once the data is saved, then to the documents', () => {
    expect(firstIncompleteStep(application('REGISTRATION_DATA_SENT'), documents(null, null))).toBe('address');
    expect(firstIncompleteStep(application('ADDRESS_SENT'), documents(null, null))).toBe('documents');
    expect(firstIncompleteStep(application('ADDRESS_SENT'), documents('UNDER_REVIEW', null))).toBe(
      'documents',
    );
  });

  it('shows the submitted page while under review or once approved', () => {
    expect(firstIncompleteStep(application('UNDER_REVIEW'), documents('UNDER_REVIEW', 'UNDER_REVIEW'))).toBe(
      'submitted',
    );
    expect(firstIncompleteStep(application('APPROVED'), documents('APPROVED', 'APPROVED'))).toBe('submitted');
  });

  it('after a rejection opens the documents when one was refused, else the data', () => {
    expect(firstIncompleteStep(application('REJECTED'), documents('REJECTED', 'APPROVED'))).toBe('documents');
    expect(firstIncompleteStep(application('REJECTED'), documents('APPROVED', 'APPROVED'))).toBe(
      'registration',
    );
  });

  it('asks for a company only its incorporation document', () => {
    const company = application('ADDRESS_SENT', {
      type: 'JURIDICAL_PERSON',
      registrationData: {
        type: 'JURIDICAL_PERSON',
        companyName: 'Circular Ltda',
        cnpj: '11222333000181',
        representativeName: 'João',
        representativeCpf: '52998224725',
      },
    });
    expect(documentsComplete(company, documents('UNDER_REVIEW', 'UNDER_REVIEW'))).toBe(false);
    expect(
      documentsComplete(company, {
        ...documents(null, null),
        incorporationDocument: document('UNDER_REVIEW'),
      }),
    ).toBe(true);
  });
});

describe('moving between steps', () => {
  it('lets the buyer go back to done steps, not skip ahead, and nothing once locked', () => {
    expect(canOpenStep('registration', 'documents', true)).toBe(true);
    expect(canOpenStep('documents', 'address', true)).toBe(false);
    expect(canOpenStep('registration', 'submitted', false)).toBe(false);
  });

  it('is editable until the application is under review or approved', () => {
    expect(isEditable(null)).toBe(true);
    expect(isEditable(application('ADDRESS_SENT'))).toBe(true);
    expect(isEditable(application('REJECTED'))).toBe(true);
    expect(isEditable(application('UNDER_REVIEW'))).toBe(false);
    expect(isEditable(application('APPROVED'))).toBe(false);
  });
});
