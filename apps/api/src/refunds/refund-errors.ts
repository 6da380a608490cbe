import { AppError } from '../shared/errors.js';

export const refundNotFound = () => new AppError('REFUND_NOT_FOUND', 'Reembolso não encontrado.');
export const refundStatusConflict = (status: string) =>
  new AppError(
    'REFUND_STATUS_CONFLICT',
    `Este reembolso não pode ser alterado na situação atual (${status}).`,
  );
