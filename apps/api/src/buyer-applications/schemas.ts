import { buyerApplicationStatuses, buyerTypes, documentStatuses, documentTypes } from '@circula/domain';
import { z } from 'zod';

/** Response shapes of buyer applications, shared by the buyer's routes and the back office's. */
export const registrationDataViewSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('NATURAL_PERSON'),
    fullName: z.string(),
    cpf: z.string(),
    birthDate: z.string(),
  }),
  z.object({
    type: z.literal('JURIDICAL_PERSON'),
    companyName: z.string(),
    cnpj: z.string(),
    representativeName: z.string(),
    representativeCpf: z.string(),
  }),
]);

export const addressViewSchema = z.object({
  line1: z.string(),
  number: z.string(),
  line2: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

export const buyerApplicationSchema = z.object({
  id: z.uuid(),
  buyerId: z.uuid(),
  status: z.enum(buyerApplicationStatuses),
  type: z.enum(buyerTypes),
  username: z.string(),
  registrationData: registrationDataViewSchema,
  address: addressViewSchema.nullable(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const documentSchema = z.object({
  id: z.uuid(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  rejectionReason: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  /** A short-lived link to the file (see FILES_URL_TTL_SECONDS). */
  url: z.url(),
  urlExpiresAt: z.iso.datetime(),
});

export const buyerApplicationDocumentsSchema = z.object({
  naturalPersonPhotoIdFrontDocument: documentSchema.nullable(),
  naturalPersonPhotoIdBackDocument: documentSchema.nullable(),
  incorporationDocument: documentSchema.nullable(),
  /** Derived for the person type (spec §4). */
  status: z.enum(documentStatuses),
});

export const historyEntrySchema = z.object({
  id: z.uuid(),
  documentId: z.uuid().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorUserId: z.uuid().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
