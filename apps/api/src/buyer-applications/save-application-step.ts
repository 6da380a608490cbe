import type { BuyerApplicationPatch, BuyerRegistrationData } from '@circula/domain';
import { getBuyerOrThrow } from '../buyers/get-buyer.js';
import { assertTaxIdFree, saveBuyerProfile } from '../buyers/save-buyer-profile.js';
import type { Database } from '../db/client.js';
import { cityBelongsToState } from '../geo/list-cities.js';
import { AppError } from '../shared/errors.js';
import { assertDeclarationsMade } from '../users/declarations.js';
import { editableStatuses } from './application-status.js';
import {
  findApplicationByUserId,
  insertApplication,
  insertHistoryRow,
  updateApplicationRow,
} from './buyer-applications-repository.js';
import { applyProgress } from './change-application-status.js';
import { toApplicationView } from './views.js';

function registrationFields(data: BuyerRegistrationData) {
  if (data.type === 'NATURAL_PERSON') {
    return {
      type: data.type,
      taxId: data.cpf,
      fullName: data.fullName,
      birthDate: data.birthDate,
      companyName: null,
      representativeName: null,
      representativeCpf: null,
    };
  }
  return {
    type: data.type,
    taxId: data.cnpj,
    fullName: null,
    birthDate: null,
    companyName: data.companyName,
    representativeName: data.representativeName,
    representativeCpf: data.representativeCpf,
  };
}

function addressFields(address: NonNullable<BuyerApplicationPatch['address']>) {
  if (!cityBelongsToState(address.state, address.city)) {
    throw new AppError(
      'CITY_NOT_IN_STATE',
      `A cidade '${address.city}' não pertence ao estado ${address.state}.`,
    );
  }
  return {
    addressLine1: address.line1,
    addressNumber: address.number,
    addressLine2: address.line2,
    addressNeighborhood: address.neighborhood,
    addressCity: address.city,
    addressState: address.state,
    addressPostalCode: address.postalCode,
  };
}

const locked = (status: string) =>
  new AppError(
    'BUYER_APPLICATION_LOCKED',
    status === 'APPROVED'
      ? 'Seu cadastro já foi aprovado e não pode mais ser alterado por aqui.'
      : 'Seu cadastro está em análise. Aguarde o resultado para alterar os dados.',
  );

/**
 * PATCH /web/buyer-applications: saves registration data (creating the buyer on the first save) and/or
 * the address, then moves the application as far as its steps allow. One application per user.
 */
export async function saveApplicationStep(db: Database, userId: string, input: BuyerApplicationPatch) {
  const address = input.address ? addressFields(input.address) : undefined;
  await assertDeclarationsMade(db, userId);
  return db.transaction(async (tx) => {
    const existing = await findApplicationByUserId(tx, userId, { lock: true });
    if (existing && !editableStatuses.includes(existing.status)) throw locked(existing.status);
    if (!existing && !input.registrationData) {
      throw new AppError(
        'BUYER_APPLICATION_STEP_OUT_OF_ORDER',
        'Envie primeiro os dados cadastrais; o endereço vem depois.',
      );
    }

    let buyer: Awaited<ReturnType<typeof saveBuyerProfile>> | undefined;
    let registration: ReturnType<typeof registrationFields> | undefined;
    if (input.registrationData) {
      const data = input.registrationData;
      buyer = await saveBuyerProfile(tx, { userId, username: data.username, type: data.type });
      registration = registrationFields(data);
      await assertTaxIdFree(tx, registration.taxId, data.type, buyer.id);
    }

    let application = existing;
    if (!application) {
      // Checked above: a first save always carries the registration data, hence the buyer.
      const created = await insertApplication(tx, {
        ...registration!,
        ...address,
        userId,
        buyerId: buyer!.id,
        status: 'REGISTRATION_DATA_SENT',
      });
      if (!created) throw new AppError('CONFLICT', 'Seu cadastro acabou de ser alterado. Tente novamente.');
      await insertHistoryRow(tx, {
        applicationId: created.id,
        fromStatus: null,
        toStatus: 'REGISTRATION_DATA_SENT',
        actorUserId: userId,
      });
      application = created;
    } else {
      application = await updateApplicationRow(tx, application.id, { ...registration, ...address });
    }
    application = await applyProgress(tx, application, userId);
    const username = buyer?.username ?? (await getBuyerOrThrow(tx, application.buyerId)).username;
    return toApplicationView(application, username);
  });
}
