import { formatBRL } from '@circula/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIntent, makePaidIntent, testIds, testPix } from '../../../../test/payment-intents';
import { svgDataUrl } from './pix-panel';
import { type PurchaseActions, PurchaseDetail } from './purchase-page';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: { success: toastSuccess, error: vi.fn() } }));

function actions(): PurchaseActions {
  return {
    chooseMethod: vi.fn(async () => {}),
    cancelPurchase: vi.fn(async () => true),
    simulatePix: vi.fn(async () => {}),
    uploadReceipt: vi.fn(async () => {}),
  };
}

beforeEach(() => toastSuccess.mockClear());
afterEach(() => vi.useRealTimers());

describe('<PurchaseDetail>', () => {
  it('awaiting a PIX payment: the QR code as an image, the copy-and-paste code with a copy button, the simulated payment', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const act$ = actions();
    render(
      <PurchaseDetail
        intent={makeIntent({ method: 'PIX', pix: testPix })}
        offsetMs={0}
        blockReason={null}
        actions={act$}
      />,
    );
    expect(screen.getByText('Aguardando pagamento', { selector: '[data-status]' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: /QR code do PIX/ }) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(qr.src.split(',')[1]!)).toBe(testPix.qrCodeSvg);
    // The SVG is never put into the page as markup.
    expect(document.querySelector('svg rect')).toBeNull();
    expect((screen.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toBe(
      testPix.copyAndPaste,
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código PIX' }));
    });
    expect(writeText).toHaveBeenCalledWith(testPix.copyAndPaste);
    expect(toastSuccess).toHaveBeenCalledWith('Código PIX copiado');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }));
    });
    expect(act$.simulatePix).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pagar com PIX' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('gives a buyer paying by deposit the account and the reference to deposit with', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({ method: 'DEPOSIT_RECEIPT', pix: null })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByTestId('conta-deposito').textContent).toBe(
      'Banco de testes (000) · agência 0001 · conta corrente 12345-6 · Circula',
    );
    expect(screen.getByText(/Deposite/).textContent).toMatch(/R\$\s10\.800,00, o valor exato/);
    expect(screen.getByText('PAG-7F3A9C21')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edital do evento' })).toBeNull();
  });

  it('sends a judicial deposit to the Edital, where its instructions are', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({ method: 'DEPOSIT_RECEIPT', pix: null, depositAccount: null })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.queryByTestId('conta-deposito')).toBeNull();
    // The link lands on the Edital's download, not on the top of the Event page.
    expect(screen.getByRole('link', { name: 'Edital do evento' }).getAttribute('href')).toBe(
      '/eventos/leilao-de-veiculos#edital',
    );
  });

  it('hides the simulation outside test environments and offers only the allowed methods', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({
          method: null,
          allowedMethods: ['DEPOSIT_RECEIPT'],
        })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Pagar com PIX' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar comprovante de depósito' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Simular pagamento/ })).toBeNull();
    render(
      <PurchaseDetail
        intent={makeIntent({ method: 'PIX', pix: { ...testPix, simulated: false } })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.queryByRole('button', { name: /Simular pagamento/ })).toBeNull();
  });

  it('lists every line of the breakdown and the total in reais', () => {
    render(<PurchaseDetail intent={makeIntent()} offsetMs={0} blockReason={null} actions={actions()} />);
    const table = screen.getByRole('table', { name: 'Composição do valor' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      `Valor do lance${formatBRL(1_000_000)}`.replace(/\s/g, ' '),
      `Comissão do leiloeiro (5%)${formatBRL(50_000)}`.replace(/\s/g, ' '),
      `Taxa administrativa${formatBRL(30_000)}`.replace(/\s/g, ' '),
      `Total${formatBRL(1_080_000)}`.replace(/\s/g, ' '),
    ]);
  });

  it('a refused receipt shows the reason and asks for a new one', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({
          method: 'DEPOSIT_RECEIPT',
          receipt: {
            id: testIds.related,
            fileName: 'comprovante.pdf',
            contentType: 'application/pdf',
            uploadedAt: '2026-11-24T15:00:00.000Z',
            status: 'REFUSED',
            refusalReason: 'Valor depositado menor que o total',
          },
        })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Seu comprovante foi recusado.');
    expect(alert.textContent).toContain('Motivo: Valor depositado menor que o total');
    expect(screen.getByLabelText('Escolher arquivo: Enviar novo comprovante')).toBeTruthy();
  });

  it('paid: the date in horário de Brasília and a link to the receipt, no payment form', () => {
    render(
      <PurchaseDetail
        intent={makePaidIntent({
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
              to: 'PAID',
              at: '2026-11-25T14:30:00.000Z',
              actor: 'PROVIDER',
              reason: null,
            },
          ],
        })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByText('Pago', { selector: '[data-status]' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pagamento confirmado' }).textContent).toContain(
      'Pago em 25 de novembro de 2026 às 11:30 (horário de Brasília) por PIX.',
    );
    expect(screen.getByRole('link', { name: 'Ver recibo' }).getAttribute('href')).toBe(
      `/conta/compras/${testIds.intent}/recibo`,
    );
    expect(screen.queryByRole('button', { name: 'Copiar código PIX' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edital do evento' }).getAttribute('href')).toBe(
      '/eventos/leilao-de-veiculos#edital',
    );
    const steps = screen.getByRole('list', { name: 'Andamento da compra' }).querySelectorAll('li');
    expect([...steps].map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'done',
      'current',
    ]);
  });

  it('a direct sale, which has no Edital, points to its pick-up conditions and its own terms', () => {
    const base = makeIntent();
    const listing = {
      ...base.listing,
      slug: 'sala-decorada',
      type: 'DIRECT_SALE' as const,
      auctioneer: null,
    };
    const paid = render(
      <PurchaseDetail
        intent={makeIntent({ listing, status: 'PAID', method: 'PIX', dueAt: null, paidAt: base.createdAt })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Pagamento confirmado' }).textContent).toContain(
      'Próximo passo: a retirada ou a entrega, conforme as condições de retirada do evento.',
    );
    expect(screen.getByRole('link', { name: 'condições de retirada do evento' }).getAttribute('href')).toBe(
      '/eventos/sala-decorada#retirada',
    );
    expect(screen.queryByText(/Edital/)).toBeNull();
    paid.unmount();

    // No deposit account configured: no Edital to point to, so PIX or the support team.
    const deposit = render(
      <PurchaseDetail
        intent={makeIntent({ listing, method: 'DEPOSIT_RECEIPT', pix: null, depositAccount: null })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByText(/Os dados da conta para depósito não estão disponíveis agora/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'atendimento' }).getAttribute('href')).toBe('/suporte#contato');
    expect(screen.queryByText(/Edital/)).toBeNull();
    deposit.unmount();

    render(
      <PurchaseDetail
        intent={makeIntent({
          listing,
          type: 'DIRECT_SALE',
          status: 'UNCOLLECTIBLE',
          dueAt: null,
        })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    // A lapsed direct sale brings no fine: it says so instead of threatening one.
    expect(
      screen.getByText('A compra foi desfeita e as unidades voltaram para a venda. Não há multa.'),
    ).toBeTruthy();
    expect(screen.queryByText(/pode gerar multa/)).toBeNull();
    expect(screen.queryByText(/Edital/)).toBeNull();
  });

  it('an unpaid direct sale can be given up after confirming in a dialog; an auction result cannot', async () => {
    const base = makeIntent();
    const listing = { ...base.listing, type: 'DIRECT_SALE' as const, auctioneer: null };
    const lots = base.lots.map((lot) => ({ ...lot, quantity: 3 }));
    const act$ = actions();
    const view = render(
      <PurchaseDetail
        intent={makeIntent({ listing, lots, type: 'DIRECT_SALE' })}
        offsetMs={0}
        blockReason={null}
        actions={act$}
      />,
    );
    const section = screen.getByRole('region', { name: 'Desistiu da compra?' });
    fireEvent.click(within(section).getByRole('button', { name: 'Cancelar compra' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar esta compra?' });
    expect(dialog.textContent).toContain('As 3 unidades voltam para a venda');
    expect(act$.cancelPurchase).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar a compra' }));
    });
    expect(act$.cancelPurchase).toHaveBeenCalledTimes(1);
    view.unmount();

    const auction = render(
      <PurchaseDetail intent={makeIntent()} offsetMs={0} blockReason={null} actions={actions()} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar compra' })).toBeNull();
    auction.unmount();

    render(
      <PurchaseDetail
        intent={makeIntent({ listing, lots, type: 'DIRECT_SALE', status: 'CANCELLED', dueAt: null })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByText(/Esta compra foi cancelada e não precisa ser paga/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar compra' })).toBeNull();
  });

  it('explains a fine and the unpaid-fees block in plain Portuguese', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({
          type: 'FINE',
          lots: [],
          relatedIntentId: testIds.related,
          lines: [{ kind: 'FINE', lotId: null, label: 'Multa por não pagamento', amountCents: 200_000 }],
          totalCents: 200_000,
        })}
        offsetMs={0}
        blockReason="UNPAID_FEES"
        actions={actions()}
      />,
    );
    expect(screen.getByText('Esta é uma multa por não pagamento.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver a compra que originou a multa' }).getAttribute('href')).toBe(
      `/conta/compras/${testIds.related}`,
    );
    expect(screen.getByText('Sua conta está bloqueada por taxas em aberto.')).toBeTruthy();
    expect(screen.getByText(/você não pode dar lances nem se habilitar/)).toBeTruthy();
  });

  it('an unpaid purchase past its deadline says so and leads to its fine', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({ status: 'UNCOLLECTIBLE', dueAt: null, relatedIntentId: testIds.related })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByText('Não pago (prazo vencido)', { selector: '[data-status]' })).toBeTruthy();
    expect(screen.getByText('O prazo de pagamento venceu e esta compra não foi paga.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver a multa' })).toBeTruthy();
  });

  it('a PIX with the wrong amount is under verification: explained, and no deadline pressing meanwhile', () => {
    render(
      <PurchaseDetail
        intent={makeIntent({ status: 'PENDING_VERIFICATION', method: 'PIX' })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByText('Em verificação', { selector: '[data-status]' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pagamento em verificação' }).textContent).toContain(
      'Recebemos um PIX com valor diferente do total desta compra.',
    );
    expect(screen.queryByTestId('prazo-restante')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar código PIX' })).toBeNull();
  });

  it('a paid purchase names each PIX that goes back: part of an over-payment to give back, a second one given back', () => {
    render(
      <PurchaseDetail
        intent={makePaidIntent({
          totalCents: 100_000,
          pixReturns: [
            {
              endToEndId: 'E00000000202611251420ABCDEF12345',
              amountCents: 110_000,
              paidAt: '2026-11-25T14:20:00.000Z',
              toReturnCents: 10_000,
              returnedAt: null,
            },
            {
              endToEndId: 'E00000000202611251440ABCDEF67890',
              amountCents: 100_000,
              paidAt: '2026-11-25T14:40:00.000Z',
              toReturnCents: 100_000,
              returnedAt: '2026-11-26T12:05:00.000Z',
            },
          ],
        })}
        offsetMs={0}
        blockReason={null}
        actions={actions()}
      />,
    );
    const card = screen.getByRole('region', { name: 'Devolução de PIX' });
    const [overPaid, paidTwice] = within(card).getAllByRole('listitem');
    expect(overPaid?.textContent).toContain(`PIX de ${formatBRL(110_000)}`);
    // Horário de Brasília: 14:20 UTC is 11:20 in São Paulo.
    expect(overPaid?.textContent).toContain('11:20');
    expect(overPaid?.textContent).toContain(
      `Vamos devolver ${formatBRL(10_000)}, o que passou do total, à conta de onde o PIX saiu.`,
    );
    expect(overPaid?.textContent).toContain('E00000000202611251420ABCDEF12345');
    expect(paidTwice?.textContent).toContain('Devolvemos o valor inteiro em');
    expect(paidTwice?.textContent).toContain('09:05');
    // One still to give back: the buyer is told they will hear when it is done.
    expect(card.textContent).toContain('avisaremos você por aqui e por e-mail quando ela for feita');
  });

  it('no PIX to give back, no card about it', () => {
    render(
      <PurchaseDetail intent={makePaidIntent({})} offsetMs={0} blockReason={null} actions={actions()} />,
    );
    expect(screen.queryByRole('region', { name: 'Devolução de PIX' })).toBeNull();
  });

  it('counts down to the deadline on the server clock, not the device clock', () => {
    vi.useFakeTimers();
    // The device clock is one hour behind the API's: the offset says +1 h.
    vi.setSystemTime(new Date('2026-11-27T01:49:59.999Z'));
    render(
      <PurchaseDetail
        intent={makeIntent({ dueAt: '2026-11-27T02:59:59.999Z' })}
        offsetMs={3_600_000}
        blockReason={null}
        actions={actions()}
      />,
    );
    expect(screen.getByText(/26 de novembro de 2026 às 23:59/)).toBeTruthy();
    expect(screen.getByTestId('prazo-restante').textContent).toContain('10m 00s');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByTestId('prazo-restante').textContent).toContain('09m 57s');
  });
});

describe('svgDataUrl', () => {
  it('keeps non-ASCII text of the SVG intact', () => {
    const svg = '<svg><title>Pagamento à Circula</title></svg>';
    const bytes = Uint8Array.from(atob(svgDataUrl(svg).split(',')[1]!), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });
});
