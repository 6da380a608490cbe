import { createHmac, randomBytes } from 'node:crypto';
import { pixPayload } from '@circula/domain';
import QRCode from 'qrcode';
import type { AppConfig } from '../config.js';

/**
 * The PIX payment provider behind an adapter (see docs/decisions/091-pix-charges.md). Charges are dynamic
 * BR Codes for the configured key, carrying the intent's txid and amount; the provider tells us of each
 * payment through the signed webhook `POST /webhooks/pix`. A real provider is one more implementation.
 */
export interface PixProvider {
  /** True for the local simulated provider (development and tests). */
  readonly simulated: boolean;
  /** The "Pix copia e cola" payload and its QR code (SVG) for an amount and txid. */
  charge(input: { txid: string; amountCents: number }): Promise<{ copyAndPaste: string; qrCodeSvg: string }>;
  /**
   * Gives a received PIX back to the account it came from (the Banco Central's "devolução", decision 285).
   * `returnId` is ours and makes the call idempotent: asking twice with the same id returns once. Absent when
   * no provider is configured: FINANCE returns the payment in the bank and records its reference.
   */
  returnPayment?(input: { endToEndId: string; returnId: string; amountCents: number }): Promise<{
    returnId: string;
  }>;
  /**
   * Simulated provider only: "receives" the payment of the exact amount and sends the webhook a real
   * provider would, signed, through the API's own route.
   */
  simulatePayment?(input: {
    txid: string;
    amountCents: number;
  }): Promise<{ statusCode: number; body: string }>;
}

/** What the webhook route checks: HMAC-SHA256 over `${timestamp}.${rawBody}`, hex. */
export function signPixNotice(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** An end-to-end id shaped like the Banco Central's (E + 31 alphanumerics), for simulated payments. */
export function simulatedEndToEndId(): string {
  return `E${randomBytes(24).toString('hex').toUpperCase().slice(0, 31)}`;
}

type DeliverWebhook = (request: {
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; body: string }>;

export function createPixProvider(
  config: Pick<
    AppConfig,
    'pixProvider' | 'pixWebhookSecret' | 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY'
  >,
  deliverWebhook: DeliverWebhook,
): PixProvider {
  const charge: PixProvider['charge'] = async ({ txid, amountCents }) => {
    const copyAndPaste = pixPayload({
      key: config.PIX_KEY,
      merchantName: config.PIX_MERCHANT_NAME,
      merchantCity: config.PIX_MERCHANT_CITY,
      amountCents,
      txid,
    });
    const qrCodeSvg = await QRCode.toString(copyAndPaste, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    return { copyAndPaste, qrCodeSvg };
  };
  if (config.pixProvider !== 'simulated' || !config.pixWebhookSecret) return { simulated: false, charge };
  const secret = config.pixWebhookSecret;
  const returned = new Map<string, { endToEndId: string; amountCents: number }>();
  return {
    simulated: true,
    charge,
    async returnPayment({ endToEndId, returnId, amountCents }) {
      // The simulated bank keeps each return once by its id, as the provider's API does.
      const earlier = returned.get(returnId);
      if (earlier && (earlier.endToEndId !== endToEndId || earlier.amountCents !== amountCents)) {
        throw new Error('Devolução com o mesmo identificador e outro pagamento');
      }
      returned.set(returnId, { endToEndId, amountCents });
      return { returnId };
    },
    async simulatePayment({ txid, amountCents }) {
      const payload = JSON.stringify({
        endToEndId: simulatedEndToEndId(),
        txid,
        amountCents,
        paidAt: new Date().toISOString(),
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      return deliverWebhook({
        headers: {
          'content-type': 'application/json',
          'x-pix-timestamp': timestamp,
          'x-pix-signature': signPixNotice(secret, timestamp, payload),
        },
        payload,
      });
    },
  };
}

const providers = new WeakMap<object, PixProvider>();

/** The app's PIX provider; the simulated one delivers its webhook in-process (app.inject). */
export function pixProviderFor(app: {
  deps: { config: AppConfig };
  inject: (options: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }) => Promise<{ statusCode: number; body: string }>;
}): PixProvider {
  let provider = providers.get(app.deps);
  if (!provider) {
    provider = createPixProvider(app.deps.config, ({ headers, payload }) =>
      app.inject({ method: 'POST', url: '/webhooks/pix', headers, payload }),
    );
    providers.set(app.deps, provider);
  }
  return provider;
}
