import type {
  BlockReason,
  BuyerApplicationStatus,
  BuyerCreditBalance,
  BuyerStatus,
  BuyerType,
  DocumentStatus,
  DocumentType,
} from '@circula/domain';

export interface AccountUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  phoneVerifiedAt: string | null;
  buyerId: string | null;
  sessionId: string;
}

export interface Buyer {
  id: string;
  username: string;
  status: BuyerStatus;
  type: BuyerType;
  blockedAt: string | null;
  blockReason: BlockReason | null;
  /** The current credit balance (the API's own-buyer payload carries it). */
  buyerCredits: BuyerCreditBalance;
}

export type RegistrationDataView =
  | { type: 'NATURAL_PERSON'; fullName: string; cpf: string; birthDate: string }
  | {
      type: 'JURIDICAL_PERSON';
      companyName: string;
      cnpj: string;
      representativeName: string;
      representativeCpf: string;
    };

export interface AddressView {
  line1: string;
  number: string;
  line2: string | null;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface BuyerApplication {
  id: string;
  buyerId: string;
  status: BuyerApplicationStatus;
  type: BuyerType;
  username: string;
  registrationData: RegistrationDataView;
  address: AddressView | null;
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationDocument {
  id: string;
  type: DocumentType;
  status: DocumentStatus;
  rejectionReason: string | null;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  uploadedAt: string;
  reviewedAt: string | null;
  url: string;
  urlExpiresAt: string;
}

export interface ApplicationDocuments {
  naturalPersonPhotoIdFrontDocument: ApplicationDocument | null;
  naturalPersonPhotoIdBackDocument: ApplicationDocument | null;
  incorporationDocument: ApplicationDocument | null;
  status: DocumentStatus;
}
