import { formatDateTimeLong, formatPickUpCode } from '@circula/domain';
import { AppError } from '../shared/errors.js';

/** pt-BR texts and refusals of fulfilment. */

export const slotNotFound = () => new AppError('BOOKING_SLOT_NOT_FOUND', 'Horário não encontrado.');
export const bookingNotFound = () => new AppError('BOOKING_NOT_FOUND', 'Agendamento não encontrado.');
export const listingNotFound = () => new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
export const codeNotFound = () =>
  new AppError(
    'PICK_UP_CODE_NOT_FOUND',
    'Código de retirada não encontrado. Confira o código com o comprador e digite de novo.',
  );
export const lotFulfilmentNotFound = () =>
  new AppError('LOT_FULFILMENT_NOT_FOUND', 'Lote não encontrado entre os lotes pagos.');

export function bookingReminderMessage(input: {
  type: 'VISIT' | 'PICK_UP';
  listingTitle: string;
  startsAt: Date;
  address: string;
  pickUpCode: string | null;
}) {
  const what = input.type === 'VISIT' ? 'visita' : 'retirada';
  const code = input.pickUpCode
    ? ` Apresente o código de retirada ${formatPickUpCode(input.pickUpCode)} (ou o QR code da sua compra).`
    : '';
  return {
    title: `Lembrete: sua ${what} é amanhã`,
    body:
      `Sua ${what} do evento "${input.listingTitle}" está marcada para ${formatDateTimeLong(input.startsAt)} ` +
      `(horário de Brasília), em ${input.address}.${code}`,
  };
}

export function notCollectedMessage(input: { listingTitle: string; lots: number }) {
  return {
    title: 'Lotes não retirados no prazo',
    body:
      `O último dia de retirada do evento "${input.listingTitle}" passou e ${input.lots === 1 ? '1 lote seu não foi retirado' : `${input.lots} lotes seus não foram retirados`}. ` +
      'Conforme o edital, o pagamento não é devolvido automaticamente: fale com o suporte para combinar o que fazer.',
  };
}

export function collectedMessage(input: { listingTitle: string; lots: number }) {
  return {
    title: 'Retirada registrada',
    body: `${input.lots === 1 ? '1 lote do evento' : `${input.lots} lotes do evento`} "${input.listingTitle}" ${input.lots === 1 ? 'foi marcado como retirado' : 'foram marcados como retirados'}.`,
  };
}
