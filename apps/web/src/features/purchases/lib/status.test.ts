import { describe, expect, it } from 'vitest';
import { makeIntent } from '../../../../test/payment-intents';
import { timelineSteps } from './status';

const states = (intent: Parameters<typeof timelineSteps>[0]) =>
  timelineSteps(intent).map((step) => `${step.label}:${step.state}`);

describe('timelineSteps', () => {
  it('won → awaiting payment → paid → pick-up, with the current step marked', () => {
    expect(states(makeIntent())).toEqual([
      'Arrematado:done',
      'Aguardando pagamento:current',
      'Pago:upcoming',
      'Retirada ou transferência:upcoming',
    ]);
    expect(states(makeIntent({ status: 'PENDING_VERIFICATION', method: 'DEPOSIT_RECEIPT' }))[1]).toBe(
      'Comprovante em verificação:current',
    );
    // A PIX of another amount than the total is what FINANCE checks: no receipt was sent.
    expect(states(makeIntent({ status: 'PENDING_VERIFICATION', method: 'PIX' }))[1]).toBe(
      'PIX em verificação:current',
    );
    expect(states(makeIntent({ status: 'PENDING_CONFIRMATION', history: [] }))[0]).toBe('Arrematado:current');
  });

  it('a fine has no pick-up; a paid fine ends done', () => {
    expect(states(makeIntent({ type: 'FINE', status: 'PAID' }))).toEqual([
      'Multa aplicada:done',
      'Aguardando pagamento:done',
      'Pago:done',
    ]);
  });

  it('an unpaid or cancelled intent stops where it was', () => {
    expect(
      states(
        makeIntent({
          status: 'UNCOLLECTIBLE',
          history: [
            {
              from: null,
              to: 'PENDING_PAYMENT',
              at: '2026-11-24T13:00:00.000Z',
              actor: 'SYSTEM',
              reason: null,
            },
            {
              from: 'PENDING_PAYMENT',
              to: 'UNCOLLECTIBLE',
              at: '2026-11-27T03:00:00.000Z',
              actor: 'SYSTEM',
              reason: null,
            },
          ],
        }),
      ),
    ).toEqual(['Arrematado:done', 'Aguardando pagamento:done', 'Não pago (prazo vencido):stopped']);
    expect(states(makeIntent({ status: 'CANCELLED', history: [] }))).toEqual([
      'Arrematado:done',
      'Cancelado:stopped',
    ]);
  });
});
