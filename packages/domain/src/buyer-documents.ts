// Apart from buyers.ts (zod schemas, address and tax-id rules): the account banners on every page read which
// documents a buyer still owes (decision 260).
import type { BuyerType, DocumentType } from './enums.js';

/** The documents each kind of buyer sends. */
export function requiredDocumentTypes(type: BuyerType): readonly DocumentType[] {
  return type === 'NATURAL_PERSON'
    ? ['NATURAL_PERSON_PHOTO_ID_FRONT', 'NATURAL_PERSON_PHOTO_ID_BACK']
    : ['INCORPORATION_DOCUMENT'];
}

/** The spec's names of the three documents in the buyer application payload. */
export const documentPayloadKeys = {
  NATURAL_PERSON_PHOTO_ID_FRONT: 'naturalPersonPhotoIdFrontDocument',
  NATURAL_PERSON_PHOTO_ID_BACK: 'naturalPersonPhotoIdBackDocument',
  INCORPORATION_DOCUMENT: 'incorporationDocument',
} as const satisfies Record<DocumentType, string>;

export const documentTypeLabels = {
  NATURAL_PERSON_PHOTO_ID_FRONT: 'Documento de identidade com foto (frente)',
  NATURAL_PERSON_PHOTO_ID_BACK: 'Documento de identidade com foto (verso)',
  INCORPORATION_DOCUMENT: 'Contrato social ou documento de constituição',
} as const satisfies Record<DocumentType, string>;
